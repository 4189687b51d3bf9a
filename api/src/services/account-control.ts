import type { DataSource } from 'typeorm';
import { type AccountExportDto } from '../contracts';
import type { Session, User } from '../db/entities';
import { badRequest, tooManyRequests } from '../errors';
import { Database } from '../repositories/database';
import type { OwnedTable } from '../repositories/user-data';
import { LOGIN_FAILURES_PER_EMAIL, loginEmailBucket } from './accounts';
import type { BillingProvider } from './billing';
import type { Clock } from './clock';
import { hashPassword, verifyPassword } from './passwords';
import type { SessionService } from './sessions';
import type { ThrottleService } from './throttle';
import { HomeCurrencyService } from './home-currency';
import { UserLocaleService } from './user-locale';
import { type Message, message } from '../i18n';

/**
 * Tables of the user's that stay out of the export: they hold secrets (session tokens' hashes and
 * CSRF tokens, reset-token hashes), not anything the user put in. They are deleted all the same.
 */
export const SECRET_TABLES = new Set(['sessions', 'password_reset_tokens']);

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** A row as JSON: bytes (a kept upload) as base64, everything else as stored. */
function exportRow(row: object): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key, Buffer.isBuffer(value) ? { base64: value.toString('base64') } : value]),
  );
}

/** What a person controls about their account: password, home currency, locale, a copy of their data, deletion. */
export class AccountControlService {
  private ownedTables: Promise<OwnedTable[]> | null = null;
  private readonly db: Database;
  /** The user's home currency, shown and changed in the account view. */
  readonly homeCurrency: HomeCurrencyService;
  /** The user's locale, chosen in the account view. */
  readonly locale: UserLocaleService;

  constructor(
    dataSource: DataSource,
    private readonly clock: Clock,
    private readonly sessions: SessionService,
    private readonly throttle: ThrottleService,
    private readonly billing: BillingProvider,
  ) {
    this.db = Database.of(dataSource);
    this.homeCurrency = new HomeCurrencyService(this.db);
    this.locale = new UserLocaleService(this.db);
  }

  /** The user's tables, found once per process (the schema does not change while it runs). */
  private tables(): Promise<OwnedTable[]> {
    this.ownedTables ??= this.db.repos.userData.ownedTables().catch((error: unknown) => {
      this.ownedTables = null;
      throw error;
    });
    return this.ownedTables;
  }

  /**
   * Whether `password` is the user's. Wrong guesses count with failed sign-ins of the e-mail, so a
   * stolen session cannot be used to guess the password faster than the sign-in form allows.
   */
  private async checkPassword(user: User, password: string, wrong: Message): Promise<void> {
    const bucket = loginEmailBucket(user.email);
    const attempt = await this.throttle.attempt([{ bucket, rule: LOGIN_FAILURES_PER_EMAIL }]);
    if (attempt.retryAfterSeconds > 0) throw tooManyRequests(message('account.tooManyAttempts'), attempt.retryAfterSeconds);
    const stored = await this.db.repos.users.byIdOrFail(user.id);
    if (!(await verifyPassword(password, stored.passwordHash))) throw badRequest(wrong);
    await this.throttle.forget(attempt.eventIds);
  }

  /** New password; every other session of the user ends, the one that asked stays. */
  async changePassword(user: User, current: Session, currentPassword: string, newPassword: string): Promise<void> {
    await this.checkPassword(user, currentPassword, message('account.wrongCurrentPassword'));
    const passwordHash = await hashPassword(newPassword);
    await this.db.writeForUser(user.id, async (repos) => {
      await repos.users.update(user.id, { passwordHash });
      await this.sessions.destroyOthersForUser(user.id, current.idHash, repos);
    });
  }

  /**
   * Everything the user put in, read together (one snapshot: transactions alone read committed
   * data on MySQL) so the parts agree with each other.
   */
  async exportData(userId: number): Promise<AccountExportDto> {
    const tables = await this.tables();
    return this.db.readTogether(async (repos) => {
      const user = await repos.users.byIdOrFail(userId);
      const plan = await repos.plans.byIdOrFail(user.planId);
      const rows: AccountExportDto['tables'] = {};
      for (const table of [...tables].sort((a, b) => a.table.localeCompare(b.table))) {
        if (SECRET_TABLES.has(table.table)) continue;
        rows[table.table] = (await repos.userData.rowsOf(table, userId)).map(exportRow);
      }
      return {
        format: 'ontrack-account-export',
        version: 1,
        exported_at: new Date(this.clock.now()).toISOString(),
        profile: {
          id: user.id,
          email: user.email,
          template_id: user.templateId,
          created_at: iso(user.createdAt)!,
          trial_ends_at: iso(user.trialEndsAt)!,
        },
        plan: {
          plan_id: plan.id,
          plan_name: plan.planName,
          plan_paid: user.planPaid,
          subscription_status: user.subscriptionStatus,
          paid_through: iso(user.paidThrough),
        },
        tables: rows,
      };
    });
  }

  /**
   * Deletes the account: the subscription is cancelled at the provider first (a failure there
   * answers 502 and deletes nothing, so nobody keeps paying for an account that is gone), then every
   * row of the user goes in one transaction, sessions included. Nothing is kept or anonymised: the
   * e-mail can register again.
   */
  async deleteAccount(user: User, password: string): Promise<void> {
    await this.checkPassword(user, password, message('account.wrongDeletePassword'));
    const tables = await this.tables();
    const stored = await this.db.repos.users.byIdOrFail(user.id);
    if (stored.stripeSubscriptionId && stored.subscriptionStatus !== 'canceled')
      await this.billing.cancelSubscription(stored.stripeSubscriptionId);
    await this.db.writeForUser(user.id, async (repos) => {
      for (const table of tables) await repos.userData.deleteRowsOf(table, user.id);
      await repos.users.delete(user.id);
    });
    // The failed-attempt count of the address goes with the account.
    await this.throttle.clear(loginEmailBucket(user.email));
  }
}
