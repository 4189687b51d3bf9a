import type { DataSource, EntityManager } from 'typeorm';
import { writeForUser } from '../db/user-lock';
import { AnalysisRepository } from './analysis';
import { BillingEventRepository } from './billing';
import { CurrencyRateRepository } from './currency-rates';
import { GoalRepository, GoalShareRepository } from './goals';
import { ImportRepository } from './imports';
import { NetWorthRepository } from './networth';
import { RetirementPlanRepository } from './retirement';
import { PasswordResetTokenRepository, SessionRepository } from './sessions';
import { SourceRepository } from './sources';
import { TransferRepository } from './transfers';
import { ThrottleRepository } from './throttle';
import { TransactionListRepository } from './transactions';
import { UserDataRepository } from './user-data';
import { PlanRepository, UsageRepository, UserOptionsRepository, UserRepository } from './users';
import { ClassificationRepository, ReadingSettingRepository, WorkflowUploadRepository } from './workflow-uploads';

/**
 * Every repository over one entity manager: the data source's own (each statement on its own), or a
 * transaction's, so everything read and written through it belongs to that transaction. Each is
 * made on first use.
 */
export class Repositories {
  private readonly made = new Map<new (manager: EntityManager) => unknown, unknown>();

  constructor(private readonly manager: EntityManager) {}

  private get<T>(Repository: new (manager: EntityManager) => T): T {
    let repository = this.made.get(Repository) as T | undefined;
    if (repository === undefined) {
      repository = new Repository(this.manager);
      this.made.set(Repository, repository);
    }
    return repository;
  }

  get users(): UserRepository {
    return this.get(UserRepository);
  }
  get plans(): PlanRepository {
    return this.get(PlanRepository);
  }
  get userOptions(): UserOptionsRepository {
    return this.get(UserOptionsRepository);
  }
  get usage(): UsageRepository {
    return this.get(UsageRepository);
  }
  get sessions(): SessionRepository {
    return this.get(SessionRepository);
  }
  get resetTokens(): PasswordResetTokenRepository {
    return this.get(PasswordResetTokenRepository);
  }
  get throttle(): ThrottleRepository {
    return this.get(ThrottleRepository);
  }
  get goals(): GoalRepository {
    return this.get(GoalRepository);
  }
  get goalShares(): GoalShareRepository {
    return this.get(GoalShareRepository);
  }
  get netWorth(): NetWorthRepository {
    return this.get(NetWorthRepository);
  }
  get retirementPlans(): RetirementPlanRepository {
    return this.get(RetirementPlanRepository);
  }
  get billingEvents(): BillingEventRepository {
    return this.get(BillingEventRepository);
  }
  get uploads(): WorkflowUploadRepository {
    return this.get(WorkflowUploadRepository);
  }
  get readingSettings(): ReadingSettingRepository {
    return this.get(ReadingSettingRepository);
  }
  get classifications(): ClassificationRepository {
    return this.get(ClassificationRepository);
  }
  get imports(): ImportRepository {
    return this.get(ImportRepository);
  }
  get sources(): SourceRepository {
    return this.get(SourceRepository);
  }
  get transfers(): TransferRepository {
    return this.get(TransferRepository);
  }
  get transactionList(): TransactionListRepository {
    return this.get(TransactionListRepository);
  }
  get analyses(): AnalysisRepository {
    return this.get(AnalysisRepository);
  }
  get userData(): UserDataRepository {
    return this.get(UserDataRepository);
  }
  get rates(): CurrencyRateRepository {
    return this.get(CurrencyRateRepository);
  }
}

/** The one Database of each data source, so services made from the same data source share it. */
const databases = new WeakMap<DataSource, Database>();

/**
 * The services' way to the database: repositories outside any transaction (`repos`), and units of
 * work whose repositories all use the transaction's manager. A unit of work may run more than once
 * (a deadlock on MySQL retries it whole: db/mysql-transactions.ts), so it does nothing but database
 * work through the repositories it is given.
 */
export class Database {
  /** Repositories whose every statement stands alone (SQLite gives each its turn: db/sqlite-transactions.ts). */
  readonly repos: Repositories;

  private constructor(private readonly dataSource: DataSource) {
    this.repos = new Repositories(dataSource.manager);
  }

  static of(dataSource: DataSource): Database {
    let database = databases.get(dataSource);
    if (!database) {
      database = new Database(dataSource);
      databases.set(dataSource, database);
    }
    return database;
  }

  /** Runs `work` in one transaction. */
  transaction<T>(work: (repos: Repositories) => Promise<T>): Promise<T> {
    return this.dataSource.transaction((manager) => work(new Repositories(manager)));
  }

  /**
   * Runs `work` on one connection, for what holds MySQL named locks (a connection's: db/named-locks.ts).
   * On MySQL a pooled connection of its own, each statement committed as it runs: no transaction, so
   * no START and COMMIT round trips, and `work` must need none. On SQLite a transaction, whose turn
   * keeps every other statement out until `work` is done (sqlite-transactions.ts): that is what
   * serialises it there, where named locks take nothing.
   */
  async onOneConnection<T>(work: (repos: Repositories) => Promise<T>): Promise<T> {
    if (this.dataSource.options.type !== 'mysql') return this.transaction(work);
    const runner = this.dataSource.createQueryRunner('master');
    try {
      return await work(new Repositories(runner.manager));
    } finally {
      await runner.release();
    }
  }

  /**
   * Runs `work` in one read transaction, so everything it reads belongs together: a REPEATABLE READ
   * snapshot on MySQL that takes no writer's lock, a turn of its own on SQLite (whose transactions
   * are serializable).
   */
  readTogether<T>(work: (repos: Repositories) => Promise<T>): Promise<T> {
    return this.dataSource.transaction('REPEATABLE READ', (manager) => work(new Repositories(manager)));
  }

  /**
   * Runs `work` in one transaction holding the user's write lock, taken before anything else
   * (db/user-lock.ts): writers of one user's data run one after the other on any number of
   * instances. `work` must not call writeForUser again (on SQLite it would wait for itself).
   */
  writeForUser<T>(userId: number, work: (repos: Repositories) => Promise<T>): Promise<T> {
    return writeForUser(this.dataSource, userId, (manager) => work(new Repositories(manager)));
  }

  /** Whether the data source is connected. */
  get isConnected(): boolean {
    return this.dataSource.isInitialized;
  }

  /** The database's answer to the simplest statement, for the health check. */
  async ping(): Promise<void> {
    await this.dataSource.query('SELECT 1');
  }
}
