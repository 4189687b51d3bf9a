import { type DataSource } from 'typeorm';
import type { PasswordResetToken } from '../db/entities';
import { badRequest } from '../errors';
import { Database } from '../repositories/database';
import type { Logger } from '../config/logger';
import { loginEmailBucket } from './accounts';
import type { Clock } from './clock';
import type { MailMessage, Mailer } from './mailer';
import { hashPassword } from './passwords';
import type { SessionService } from './sessions';
import { ThrottleService, type ThrottleRule } from './throttle';
import { randomToken, sha256 } from './tokens';
import { escapeHtml } from '../domain/html-text';
import { type Language, languageOf } from '../domain/locale';
import { message, translate } from '../i18n';

/** The reset e-mail in `language` (api/src/locales, `mail.passwordReset`): the same words as text and as HTML. */
export function resetMail(to: string, link: string, language: Language): MailMessage {
  const say = (key: `mail.passwordReset.${'subject' | 'asked' | 'openLink' | 'button' | 'notYou'}`) => translate(message(key), language);
  const html = (key: Parameters<typeof say>[0]) => escapeHtml(say(key));
  return {
    to,
    subject: say('mail.passwordReset.subject'),
    text: `${say('mail.passwordReset.asked')}\n\n${say('mail.passwordReset.openLink')}\n${link}\n\n${say('mail.passwordReset.notYou')}\n`,
    html: `<p>${html('mail.passwordReset.asked')}</p><p>${html('mail.passwordReset.openLink')}</p><p><a href="${escapeHtml(link)}">${html('mail.passwordReset.button')}</a></p><p>${html('mail.passwordReset.notYou')}</p>`,
  };
}

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

  /**
   * Always resolves the same way, so the answer never reveals whether the e-mail has an account. The
   * e-mail speaks the user's language (their locale), else the request's (`language`).
   */
  async request(email: string, language: Language = 'en'): Promise<void> {
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
    const locale = (await this.db.repos.userOptions.of(user.id))?.locale;
    try {
      await this.mailer.send(resetMail(user.email, link, locale ? languageOf(locale) : language));
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
    if (!row) throw badRequest(message('auth.invalidResetToken'));
    const passwordHash = await hashPassword(newPassword);
    const user = await this.db.transaction(async (repos) => {
      // Deleting by hash inside the transaction makes the token single-use even under a race.
      if (!(await repos.resetTokens.claim(row.tokenHash))) throw badRequest(message('auth.invalidResetToken'));
      await repos.resetTokens.deleteAllOfUser(row.userId);
      await repos.users.update(row.userId, { passwordHash });
      await this.sessions.destroyAllForUser(row.userId, repos);
      return repos.users.byIdOrFail(row.userId);
    });
    // Whoever was locked out by failed sign-ins has just proved they own the address.
    await this.throttle.clear(loginEmailBucket(user.email));
  }
}
