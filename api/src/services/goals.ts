import type { DataSource } from 'typeorm';
import { type FutureTransactionDto, type GoalDto, type GoalFields, type GoalInputDto } from '../contracts/goals';
import type { GoalTransaction, SavingsGoal } from '../db/entities';
import { assignTransactionIds } from '../domain/goals/transactions';
import { todayIso } from '../domain/calendar';
import { centsToDollars } from '../domain/money';
import { AppError, badRequest, conflict, notFound } from '../errors';
import type { Clock } from './clock';
import { Database, type Repositories } from '../repositories/database';
import type { GoalColumns } from '../repositories/goals';
import type { GoalProjections } from './goal-projections';
import { message } from '../i18n';

export const GOAL_NOT_FOUND = 'That goal does not exist.';

/**
 * Today as the server's calendar date (its local time zone, `TZ`), the "today" of every projection.
 * The clock is injected so tests fix the date.
 */
export function serverToday(clock: Clock): string {
  return todayIso(new Date(clock.now()));
}

/** A stored goal and its transactions as the input of the projection, in dollars. */
export function goalInput(goal: SavingsGoal, transactions: readonly GoalTransaction[]): GoalInputDto {
  return {
    name: goal.name,
    currentAmount: centsToDollars(goal.currentCents),
    targetAmount: centsToDollars(goal.targetCents),
    targetDate: goal.targetDate,
    category: goal.category,
    contributionAmount: centsToDollars(goal.contributionCents),
    contributionFrequency: goal.contributionFrequency,
    interestRate: goal.interestBasisPoints / 100,
    oneTimeTransactions: transactions.map((transaction): FutureTransactionDto => ({
      id: transaction.publicId,
      description: transaction.description,
      amount: centsToDollars(transaction.amountCents),
      date: transaction.date,
    })),
  };
}

/**
 * The goal as answered: what is stored plus every computed field, computed once per change of the
 * goal (or of today) and then kept (goal-projections.ts); the series thinned to what a card's chart
 * draws (domain/goals/series.ts).
 */
export function toGoalDto(
  goal: SavingsGoal,
  transactions: readonly GoalTransaction[],
  today: string,
  projections: GoalProjections,
): GoalDto {
  const input = goalInput(goal, transactions);
  return { id: goal.id, version: goal.version, ...input, ...projections.of(goal, input, today) };
}

/** A user's savings goals and their one-time transactions. Every query is scoped by the user id given. */
export class GoalService {
  private readonly db: Database;

  constructor(
    dataSource: DataSource,
    private readonly clock: Clock,
    private readonly projections: GoalProjections,
  ) {
    this.db = Database.of(dataSource);
  }

  async list(userId: number): Promise<GoalDto[]> {
    const goals = await this.db.repos.goals.listWithTransactions(userId);
    const today = serverToday(this.clock);
    return goals.map(({ goal, transactions }) => toGoalDto(goal, transactions, today, this.projections));
  }

  /**
   * Under the user's lock (user-lock.ts), so parallel creates cannot overrun the cap and no two writes
   * of one user interleave; a new goal has no transactions yet, so they are only inserted.
   */
  async create(userId: number, fields: GoalFields): Promise<GoalDto> {
    assertWithinHorizon(fields, serverToday(this.clock));
    return this.db.writeForUser(userId, async (repos) => {
      if ((await repos.goals.count(userId)) >= MAX_GOALS_PER_USER) {
        throw conflict(message('goals.tooMany', { max: MAX_GOALS_PER_USER }));
      }
      await assertTransactionRoom(repos, userId, null, fields.oneTimeTransactions.length);
      const goal = await repos.goals.insert(userId, goalColumns(fields), this.clock.now());
      const transactions = await saveTransactions(repos, goal, fields, []);
      return toGoalDto(goal, transactions, serverToday(this.clock), this.projections);
    });
  }

  /**
   * Saves every field and makes the goal's transactions the list sent, all or nothing, under the
   * user's lock, provided the goal is still at `version` (the one the edit was made on): else 409
   * with the goal as it is now, and nothing changes. The version moves by compare-and-set (UPDATE …
   * WHERE version = ?), so of two edits made on one version exactly one is saved, lock or no lock.
   */
  async update(userId: number, goalId: number, version: number, fields: GoalFields): Promise<GoalDto> {
    assertWithinHorizon(fields, serverToday(this.clock));
    return this.db.writeForUser(userId, async (repos) => {
      const goal = await findOwnGoal(repos, userId, goalId);
      const changes = { ...goalColumns(fields), updatedAt: this.clock.now(), version: version + 1 };
      if (!(await repos.goals.updateAtVersion(userId, goal.id, version, changes))) {
        const current = await findOwnGoal(repos, userId, goalId);
        throw goalChangedElsewhere(
          toGoalDto(current, await repos.goals.transactionsOf(current), serverToday(this.clock), this.projections),
        );
      }
      const stored = await repos.goals.transactionsOf(goal);
      // Only a save that adds transactions is held to the bound: goals saved before it existed stay editable.
      if (fields.oneTimeTransactions.length > stored.length)
        await assertTransactionRoom(repos, userId, goal.id, fields.oneTimeTransactions.length);
      const transactions = await saveTransactions(repos, goal, fields, stored);
      return toGoalDto({ ...goal, ...changes }, transactions, serverToday(this.clock), this.projections);
    });
  }

  /** Deletes the goal; its transactions and shares go with it (foreign keys cascade). */
  async remove(userId: number, goalId: number): Promise<void> {
    await this.db.writeForUser(userId, async (repos) => {
      if (!(await repos.goals.delete(userId, goalId))) throw notFound(message('goals.notFound'));
    });
  }
}

/**
 * A goal's projection (one step per month up to the target) is computed at each change and once a
 * day (goal-projections.ts keeps it in between), and every read answers every goal with its
 * transactions, so the number of goals, how far away a target may be and the future transactions
 * of all of a user's goals together are bounded: one user's goal list stays under 1 MB
 * (test/reliability-goals.test.ts) and quick to compute.
 */
export const MAX_GOALS_PER_USER = 100;
export const MAX_TARGET_YEARS_AHEAD = 100;
export const MAX_TRANSACTIONS_PER_USER = 500;

/**
 * 409 when saving `sentCount` transactions for goal `goalId` (null: a new goal) would take the user's
 * goals past MAX_TRANSACTIONS_PER_USER. Called under the user's lock, so the count is exact.
 */
async function assertTransactionRoom(repos: Repositories, userId: number, goalId: number | null, sentCount: number): Promise<void> {
  if (sentCount === 0) return;
  if ((await repos.goals.transactionCount(userId, goalId)) + sentCount > MAX_TRANSACTIONS_PER_USER) {
    throw conflict(message('goals.tooManyTransactions', { max: MAX_TRANSACTIONS_PER_USER }));
  }
}

/** 409 for an edit made on an older version; the answer carries the goal as it is now (GoalConflictDto). */
function goalChangedElsewhere(current: GoalDto): AppError {
  return new AppError(409, message('goals.changedElsewhere'), {}, { goal: current });
}

function assertWithinHorizon(fields: GoalFields, today: string): void {
  const [year, month, day] = today.split('-');
  const horizon = `${Number(year) + MAX_TARGET_YEARS_AHEAD}-${month}-${day}`;
  if (fields.targetDate > horizon) throw badRequest(message('goals.targetTooFar', { years: MAX_TARGET_YEARS_AHEAD }));
}

/** The goal's own columns: every field of the request but its one-time transactions (stored as rows of their own). */
function goalColumns({ oneTimeTransactions: _transactions, ...columns }: GoalFields): GoalColumns {
  return columns;
}

/** The user's goal, or a 404 whether it is absent or someone else's: the answer never tells which. */
export async function findOwnGoal(repos: Repositories, userId: number, goalId: number): Promise<SavingsGoal> {
  const goal = await repos.goals.own(userId, goalId);
  if (!goal) throw notFound(message('goals.notFound'));
  return goal;
}

/** Makes the goal's stored transactions (`stored`) the list sent, each with its public id (domain/goals). */
function saveTransactions(
  repos: Repositories,
  goal: SavingsGoal,
  fields: GoalFields,
  stored: readonly GoalTransaction[],
): Promise<GoalTransaction[]> {
  const wanted = assignTransactionIds(fields.oneTimeTransactions, goal.id).map((transaction) => ({
    publicId: transaction.id,
    description: transaction.description,
    amountCents: transaction.amountCents,
    date: transaction.date,
  }));
  return repos.goals.replaceTransactions(goal, wanted, stored);
}
