import type { DataSource } from 'typeorm';
import type { GoalShareDto, PublicGoalDto } from '../contracts/goals';
import { AppError, notFound } from '../errors';
import { Database } from '../repositories/database';
import type { Clock } from './clock';
import type { GoalProjections } from './goal-projections';
import { findOwnGoal, serverToday, toGoalDto } from './goals';
import { randomToken, sha256 } from './tokens';
import { escapeHtml } from '../domain/html-text';
import { DEFAULT_MONEY_FORMAT } from '../domain/money-format';
import { message } from '../i18n';

/** A token that never was a share (or whose goal was deleted): the widget says so in these words. */
export const SHARE_NOT_FOUND = 'This goal could not be found.';
/** A share its owner revoked: 410 Gone, so the widget can tell it from a mistyped token. */
export const SHARE_REVOKED = 'This goal is no longer shared.';

/** What randomToken() makes: 32 bytes in base64url, 43 characters. Anything else is not a token. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/**
 * The snippet, to paste into any page. It names the API's origin (`data-ontrack-api`), so a copy of
 * embed.js served from a CDN still asks this server for the goal (mf-goals/src/features/embed/lib/mount.ts).
 */
export function embedSnippet(appUrl: string, token: string): string {
  const app = escapeHtml(appUrl);
  return `<div data-ontrack-goal="${escapeHtml(token)}" data-ontrack-api="${app}"></div><script src="${app}/remotes/goals/embed.js"></script>`;
}

/**
 * Read-only sharing of one goal. A share is a random token of which only the
 * SHA-256 is stored; sharing again adds a token (pages that embed an earlier one keep working) and
 * revoking ends every token of the goal at once.
 */
export class GoalSharingService {
  private readonly db: Database;

  constructor(
    dataSource: DataSource,
    private readonly clock: Clock,
    private readonly appUrl: string,
    private readonly projections: GoalProjections,
  ) {
    this.db = Database.of(dataSource);
  }

  async share(userId: number, goalId: number): Promise<GoalShareDto> {
    return this.db.transaction(async (repos) => {
      const goal = await findOwnGoal(repos, userId, goalId);
      const token = randomToken();
      await repos.goalShares.add(goal, sha256(token), this.clock.now());
      return { token, snippet: embedSnippet(this.appUrl, token) };
    });
  }

  /** Ends every live share of the user's goal; revoking a goal that has none is not an error. */
  async revoke(userId: number, goalId: number): Promise<void> {
    await this.db.transaction(async (repos) => {
      const goal = await findOwnGoal(repos, userId, goalId);
      await repos.goalShares.revokeAll(goal, this.clock.now());
    });
  }

  /**
   * The public card for a live token: the goal's name, amounts, target date and projection, nothing
   * else (no ids, no e-mail, no other goal), in its owner's home currency. Unknown and malformed
   * tokens are a 404, revoked ones a 410.
   */
  async publicGoal(token: string): Promise<PublicGoalDto> {
    if (!TOKEN_SHAPE.test(token)) throw notFound(message('goals.shareNotFound'));
    const hash = sha256(token);
    const share = await this.db.repos.goalShares.live(hash);
    if (!share) {
      if (await this.db.repos.goalShares.wasRevoked(hash)) throw new AppError(410, message('goals.shareRevoked'));
      throw notFound(message('goals.shareNotFound'));
    }
    // Scoped by the share, not by a session: the token is the permission for this one goal.
    const goal = await this.db.repos.goals.shared(share);
    if (!goal) throw notFound(message('goals.shareNotFound'));
    const transactions = await this.db.repos.goals.transactionsOf(goal);
    const full = toGoalDto(goal, transactions, serverToday(this.clock), this.projections);
    const owner = await this.db.repos.userOptions.of(goal.userId);
    return {
      currency: owner?.homeCurrency ?? DEFAULT_MONEY_FORMAT.currency,
      name: full.name,
      currentAmount: full.currentAmount,
      targetAmount: full.targetAmount,
      targetDate: full.targetDate,
      onTrack: full.onTrack,
      projectedCompletion: full.projectedCompletion,
      series: full.series,
    };
  }
}
