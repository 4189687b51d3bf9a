import type { DataSource } from 'typeorm';
import type { GoalShareDto, PublicGoalDto } from '../contracts/goals';
import { notFound } from '../errors';
import { Database } from '../repositories/database';
import type { Clock } from './clock';
import type { GoalProjections } from './goal-projections';
import { findOwnGoal, serverToday, toGoalDto } from './goals';
import { randomToken, sha256 } from './tokens';

export const SHARE_NOT_FOUND = 'This shared goal is not available.';

/** What randomToken() makes: 32 bytes in base64url, 43 characters. Anything else is not a token. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The snippet, to paste into any page. */
export function embedSnippet(appUrl: string, token: string): string {
  return `<div data-ontrack-goal="${escapeHtml(token)}"></div><script src="${escapeHtml(appUrl)}/remotes/goals/embed.js"></script>`;
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
   * else (no ids, no e-mail, no other goal). Unknown, malformed and revoked tokens are all a 404.
   */
  async publicGoal(token: string): Promise<PublicGoalDto> {
    if (!TOKEN_SHAPE.test(token)) throw notFound(SHARE_NOT_FOUND);
    const share = await this.db.repos.goalShares.live(sha256(token));
    if (!share) throw notFound(SHARE_NOT_FOUND);
    // Scoped by the share, not by a session: the token is the permission for this one goal.
    const goal = await this.db.repos.goals.shared(share);
    if (!goal) throw notFound(SHARE_NOT_FOUND);
    const transactions = await this.db.repos.goals.transactionsOf(goal);
    const full = toGoalDto(goal, transactions, serverToday(this.clock), this.projections);
    return {
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
