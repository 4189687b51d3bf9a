import { IsNull, type DataSource } from 'typeorm';
import type { GoalShareDto, PublicGoalDto } from '../contracts/goals';
import { GoalShare, SavingsGoal } from '../db/entities';
import { notFound } from '../errors';
import type { Clock } from './clock';
import type { GoalProjections } from './goal-projections';
import { findOwnGoal, serverToday, storedTransactions, toGoalDto } from './goals';
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
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly appUrl: string,
    private readonly projections: GoalProjections,
  ) {}

  async share(userId: number, goalId: number): Promise<GoalShareDto> {
    return this.dataSource.transaction(async (manager) => {
      const goal = await findOwnGoal(manager, userId, goalId);
      const token = randomToken();
      await manager
        .getRepository(GoalShare)
        .insert({ goalId: goal.id, tokenHash: sha256(token), createdAt: this.clock.now(), revokedAt: null });
      return { token, snippet: embedSnippet(this.appUrl, token) };
    });
  }

  /** Ends every live share of the user's goal; revoking a goal that has none is not an error. */
  async revoke(userId: number, goalId: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const goal = await findOwnGoal(manager, userId, goalId);
      await manager.getRepository(GoalShare).update({ goalId: goal.id, revokedAt: IsNull() }, { revokedAt: this.clock.now() });
    });
  }

  /**
   * The public card for a live token: the goal's name, amounts, target date and projection, nothing
   * else (no ids, no e-mail, no other goal). Unknown, malformed and revoked tokens are all a 404.
   */
  async publicGoal(token: string): Promise<PublicGoalDto> {
    if (!TOKEN_SHAPE.test(token)) throw notFound(SHARE_NOT_FOUND);
    const share = await this.dataSource.getRepository(GoalShare).findOneBy({ tokenHash: sha256(token), revokedAt: IsNull() });
    if (!share) throw notFound(SHARE_NOT_FOUND);
    // Scoped by the share, not by a session: the token is the permission for this one goal.
    const goal = await this.dataSource.getRepository(SavingsGoal).findOneBy({ id: share.goalId });
    if (!goal) throw notFound(SHARE_NOT_FOUND);
    const transactions = await storedTransactions(this.dataSource.manager, goal.id);
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
