import { In, IsNull, Not, type EntityManager, type Repository } from 'typeorm';
import { GoalShare, GoalTransaction, SavingsGoal } from '../db/entities';

/** A goal's stored columns as saved from the form (ids, owner, times and version are the repository's or the caller's). */
export type GoalColumns = Pick<
  SavingsGoal,
  | 'name'
  | 'currentCents'
  | 'targetCents'
  | 'targetDate'
  | 'category'
  | 'contributionCents'
  | 'contributionFrequency'
  | 'interestBasisPoints'
>;

/** A goal's future transaction as the list sent makes it. */
export type GoalTransactionColumns = Pick<GoalTransaction, 'publicId' | 'description' | 'amountCents' | 'date'>;

/**
 * A user's savings goals and their one-time transactions. Every read or write of a goal names its
 * owner; a goal's transactions are reached through a goal read that way (or through a live share,
 * which is the permission for that one goal).
 */
export class GoalRepository {
  private readonly goals: Repository<SavingsGoal>;
  private readonly transactions: Repository<GoalTransaction>;

  constructor(manager: EntityManager) {
    this.goals = manager.getRepository(SavingsGoal);
    this.transactions = manager.getRepository(GoalTransaction);
  }

  /** The user's goals in the order they were made, each with its transactions (by public id). */
  async listWithTransactions(userId: number): Promise<Array<{ goal: SavingsGoal; transactions: GoalTransaction[] }>> {
    const goals = await this.goals.find({ where: { userId }, order: { id: 'ASC' } });
    if (goals.length === 0) return [];
    const transactions = await this.transactions.find({
      where: { goalId: In(goals.map((goal) => goal.id)) },
      order: { goalId: 'ASC', publicId: 'ASC' },
    });
    const byGoal = new Map<number, GoalTransaction[]>();
    for (const transaction of transactions) {
      const ofGoal = byGoal.get(transaction.goalId);
      if (ofGoal) ofGoal.push(transaction);
      else byGoal.set(transaction.goalId, [transaction]);
    }
    return goals.map((goal) => ({ goal, transactions: byGoal.get(goal.id) ?? [] }));
  }

  count(userId: number): Promise<number> {
    return this.goals.countBy({ userId });
  }

  /** The user's goal; null whether it is absent or someone else's. */
  own(userId: number, goalId: number): Promise<SavingsGoal | null> {
    return this.goals.findOneBy({ id: goalId, userId });
  }

  /** A goal by id alone: only for a live share of it (GoalShareRepository.live), the share being the permission. */
  shared(share: Pick<GoalShare, 'goalId'>): Promise<SavingsGoal | null> {
    return this.goals.findOneBy({ id: share.goalId });
  }

  /** The future transactions of the user's goals, those of `exceptGoalId` left out. */
  transactionCount(userId: number, exceptGoalId: number | null): Promise<number> {
    const query = this.transactions
      .createQueryBuilder('transaction')
      .innerJoin(SavingsGoal, 'goal', 'goal.id = transaction.goalId')
      .where('goal.userId = :userId', { userId });
    if (exceptGoalId !== null) query.andWhere('goal.id <> :goalId', { goalId: exceptGoalId });
    return query.getCount();
  }

  async insert(userId: number, columns: GoalColumns, atMs: number): Promise<SavingsGoal> {
    const goal = this.goals.create({ userId, ...columns, createdAt: atMs, updatedAt: atMs, version: 1 });
    await this.goals.insert(goal);
    return goal;
  }

  /** Compare-and-set: saves only while the goal is still at `version`; true when it did. */
  async updateAtVersion(
    userId: number,
    goalId: number,
    version: number,
    changes: GoalColumns & Pick<SavingsGoal, 'updatedAt' | 'version'>,
  ): Promise<boolean> {
    return Boolean((await this.goals.update({ id: goalId, userId, version }, changes)).affected);
  }

  /** Deletes the user's goal (its transactions and shares cascade); false when there was none. */
  async delete(userId: number, goalId: number): Promise<boolean> {
    return Boolean((await this.goals.delete({ id: goalId, userId })).affected);
  }

  /** A goal's transactions in the order every answer lists them: by public id, i.e. as they were planned. */
  transactionsOf(goal: Pick<SavingsGoal, 'id'>): Promise<GoalTransaction[]> {
    return this.transactions.find({ where: { goalId: goal.id }, order: { publicId: 'ASC' } });
  }

  /**
   * Makes a goal's stored transactions (`stored`) the list `wanted`, touching only what changed:
   * rows whose public id is gone are deleted by their primary key, changed ones updated by it, new
   * ones inserted in one statement: unchanged rows keep their ids and nothing else is written.
   * Answers the goal's transactions by public id.
   */
  async replaceTransactions(
    goal: Pick<SavingsGoal, 'id'>,
    wanted: readonly GoalTransactionColumns[],
    stored: readonly GoalTransaction[],
  ): Promise<GoalTransaction[]> {
    const rows = wanted.map((transaction) => this.transactions.create({ goalId: goal.id, ...transaction }));
    const storedByPublicId = new Map(stored.map((row) => [row.publicId, row]));
    const wantedPublicIds = new Set(rows.map((row) => row.publicId));

    const gone = stored.filter((row) => !wantedPublicIds.has(row.publicId)).map((row) => row.id);
    if (gone.length > 0) await this.transactions.delete({ id: In(gone) });
    const added: GoalTransaction[] = [];
    for (const row of rows) {
      const kept = storedByPublicId.get(row.publicId);
      if (!kept) added.push(row);
      else if (kept.description !== row.description || kept.amountCents !== row.amountCents || kept.date !== row.date) {
        await this.transactions.update({ id: kept.id }, { description: row.description, amountCents: row.amountCents, date: row.date });
      }
    }
    if (added.length > 0) await this.transactions.insert(added);
    return rows.sort((a, b) => a.publicId - b.publicId);
  }
}

/** Read-only shares of goals, stored by the hash of their token. */
export class GoalShareRepository {
  private readonly shares: Repository<GoalShare>;

  constructor(manager: EntityManager) {
    this.shares = manager.getRepository(GoalShare);
  }

  /** Adds a share of a goal the caller read as its owner's. */
  async add(goal: Pick<SavingsGoal, 'id'>, tokenHash: string, atMs: number): Promise<void> {
    await this.shares.insert({ goalId: goal.id, tokenHash, createdAt: atMs, revokedAt: null });
  }

  /** Ends every live share of a goal the caller read as its owner's. */
  async revokeAll(goal: Pick<SavingsGoal, 'id'>, atMs: number): Promise<void> {
    await this.shares.update({ goalId: goal.id, revokedAt: IsNull() }, { revokedAt: atMs });
  }

  /** The live share of that token hash, or null (unknown or revoked). */
  live(tokenHash: string): Promise<GoalShare | null> {
    return this.shares.findOneBy({ tokenHash, revokedAt: IsNull() });
  }

  /** Whether a share of that token hash was made and revoked since (a deleted goal's shares are gone with it). */
  wasRevoked(tokenHash: string): Promise<boolean> {
    return this.shares.existsBy({ tokenHash, revokedAt: Not(IsNull()) });
  }
}
