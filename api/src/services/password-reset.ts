import { type DataSource } from 'typeorm';
import { INVALID_RESET_TOKEN } from '../contracts';
import type { PasswordResetToken } from '../db/entities';
import { badRequest } from '../errors';
import { Database } from '../repositories/database';
import type { Logger } from '../config/logger';
import { loginEmailBucket } from './accounts';
import type { Clock } from './clock';
import type { Mailer } from './mailer';
import { hashPassword } from './passwords';
import type { SessionService } from './sessions';
import { ThrottleService, type ThrottleRule } from './throttle';
import { randomToken, sha256 } from './tokens';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/** At most this many reset e-mails per address in the window; further requests still answer the same. */
export const RESET_MAILS_PER_EMAIL: ThrottleRule = { limit: 5, windowMs: 60 * 60 * 1000 };

/**
 * Password reset by e-mailed link: random 256-bit tokens stored only as hashes, one hour, single use;
 * using one kills every other token of the user and ends all of the user's sessions.
 */
export class PasswordResetService {
  private readonly db: Database;

  constructor(
    dataSource: DataSource,
    private readonly clock: Clock,
    private readonly mailer: Mailer,
    private readonly sessions: SessionService,
    private readonly throttle: ThrottleService,
    private readonly appUrl: string,
    private readonly logger: Logger,
  ) {
    this.db = Database.of(dataSource);
  }

  /** Always resolves the same way, so the answer never reveals whether the e-mail has an account. */
  async request(email: string): Promise<void> {
    const user = await this.db.repos.users.byEmail(email);
    if (!user) return;
    const bucket = ThrottleService.bucket('reset-mail', email);
    // Counted before the mail goes out, in one step with the check: a burst sends no more than the limit.
    if ((await this.throttle.attempt([{ bucket, rule: RESET_MAILS_PER_EMAIL }])).retryAfterSeconds > 0) return;

    const token = randomToken();
    const now = this.clock.now();
    await this.db.repos.resetTokens.insert({
      userId: user.id,
      tokenHash: sha256(token),
      createdAt: now,
      expiresAt: now + RESET_TOKEN_TTL_MS,
    });
    const link = `${this.appUrl}/password-reset/${token}`;
    try {
      await this.mailer.send({
        to: user.email,
        subject: 'Reset your OnTrack password',
        text: `Someone asked to reset the password of your OnTrack account.\n\nTo choose a new password, open this link within one hour:\n${link}\n\nIf it was not you, ignore this e-mail: your password stays as it is.\n`,
        html: `<p>Someone asked to reset the password of your OnTrack account.</p><p>To choose a new password, open this link within one hour:</p><p><a href="${link}">Reset my password</a></p><p>If it was not you, ignore this e-mail: your password stays as it is.</p>`,
      });
    } catch (error) {
      // The person gets the same answer either way; the operator sees why mail failed.
      this.logger.error('reset mail failed', { userId: user.id, error: error instanceof Error ? error.message : String(error) });
    }
  }

  private async findValid(token: string): Promise<PasswordResetToken | null> {
    if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
    const row = await this.db.repos.resetTokens.byHash(sha256(token));
    if (!row || row.expiresAt <= this.clock.now()) return null;
    return row;
  }

  async isValid(token: string): Promise<boolean> {
    return (await this.findValid(token)) !== null;
  }

  async reset(token: string, newPassword: string): Promise<void> {
    // The token is checked before the (deliberately slow) hash, so garbage tokens cost nothing.
    const row = await this.findValid(token);
    if (!row) throw badRequest(INVALID_RESET_TOKEN);
    const passwordHash = await hashPassword(newPassword);
    const user = await this.db.transaction(async (repos) => {
      // Deleting by hash inside the transaction makes the token single-use even under a race.
      if (!(await repos.resetTokens.claim(row.tokenHash))) throw badRequest(INVALID_RESET_TOKEN);
      await repos.resetTokens.deleteAllOfUser(row.userId);
      await repos.users.update(row.userId, { passwordHash });
      await this.sessions.destroyAllForUser(row.userId, repos);
      return repos.users.byIdOrFail(row.userId);
    });
    // Whoever was locked out by failed sign-ins has just proved they own the address.
    await this.throttle.clear(loginEmailBucket(user.email));
  }
}
