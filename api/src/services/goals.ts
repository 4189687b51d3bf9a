import { In, type DataSource, type EntityManager } from 'typeorm';
import { GOAL_CHANGED_ELSEWHERE, type FutureTransactionDto, type GoalDto, type GoalFields, type GoalInputDto } from '../contracts/goals';
import { GoalTransaction, SavingsGoal } from '../db/entities';
import { assignTransactionIds } from '../domain/goals/transactions';
import { todayIso } from '../domain/calendar';
import { centsToDollars } from '../domain/money';
import { AppError, badRequest, conflict, notFound } from '../errors';
import type { Clock } from './clock';
import type { GoalProjections } from './goal-projections';
import { writeForUser } from '../db/user-lock';

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
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly projections: GoalProjections,
  ) {}

  async list(userId: number): Promise<GoalDto[]> {
    const goals = await this.dataSource.getRepository(SavingsGoal).find({ where: { userId }, order: { id: 'ASC' } });
    if (goals.length === 0) return [];
    const transactions = await this.dataSource
      .getRepository(GoalTransaction)
      .find({ where: { goalId: In(goals.map((goal) => goal.id)) }, order: { goalId: 'ASC', publicId: 'ASC' } });
    const byGoal = new Map<number, GoalTransaction[]>();
    for (const transaction of transactions) {
      const ofGoal = byGoal.get(transaction.goalId);
      if (ofGoal) ofGoal.push(transaction);
      else byGoal.set(transaction.goalId, [transaction]);
    }
    const today = serverToday(this.clock);
    return goals.map((goal) => toGoalDto(goal, byGoal.get(goal.id) ?? [], today, this.projections));
  }

  /**
   * Under the user's lock (user-lock.ts), so parallel creates cannot overrun the cap and no two writes
   * of one user interleave; a new goal has no transactions yet, so they are only inserted.
   */
  async create(userId: number, fields: GoalFields): Promise<GoalDto> {
    assertWithinHorizon(fields, serverToday(this.clock));
    return writeForUser(this.dataSource, userId, async (manager) => {
      const now = this.clock.now();
      const repo = manager.getRepository(SavingsGoal);
      if ((await repo.countBy({ userId })) >= MAX_GOALS_PER_USER) {
        throw conflict(`You can track at most ${MAX_GOALS_PER_USER} savings goals. Delete one you no longer need, then add this one.`);
      }
      await assertTransactionRoom(manager, userId, null, fields.oneTimeTransactions.length);
      const goal = repo.create({ userId, ...goalColumns(fields), createdAt: now, updatedAt: now, version: 1 });
      await repo.insert(goal);
      const transactions = await saveTransactions(manager, goal.id, fields, []);
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
    return writeForUser(this.dataSource, userId, async (manager) => {
      const goal = await findOwnGoal(manager, userId, goalId);
      const changes = { ...goalColumns(fields), updatedAt: this.clock.now(), version: version + 1 };
      const saved = await manager.getRepository(SavingsGoal).update({ id: goal.id, userId, version }, changes);
      if (!saved.affected) {
        const current = await findOwnGoal(manager, userId, goalId);
        throw goalChangedElsewhere(
          toGoalDto(current, await storedTransactions(manager, goalId), serverToday(this.clock), this.projections),
        );
      }
      const stored = await storedTransactions(manager, goal.id);
      // Only a save that adds transactions is held to the bound: goals saved before it existed stay editable.
      if (fields.oneTimeTransactions.length > stored.length)
        await assertTransactionRoom(manager, userId, goal.id, fields.oneTimeTransactions.length);
      const transactions = await saveTransactions(manager, goal.id, fields, stored);
      return toGoalDto({ ...goal, ...changes }, transactions, serverToday(this.clock), this.projections);
    });
  }

  /** Deletes the goal; its transactions and shares go with it (foreign keys cascade). */
  async remove(userId: number, goalId: number): Promise<void> {
    await writeForUser(this.dataSource, userId, async (manager) => {
      const result = await manager.getRepository(SavingsGoal).delete({ id: goalId, userId });
      if (!result.affected) throw notFound(GOAL_NOT_FOUND);
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
async function assertTransactionRoom(manager: EntityManager, userId: number, goalId: number | null, sentCount: number): Promise<void> {
  if (sentCount === 0) return;
  const ofOtherGoals = manager
    .getRepository(GoalTransaction)
    .createQueryBuilder('transaction')
    .innerJoin(SavingsGoal, 'goal', 'goal.id = transaction.goalId')
    .where('goal.userId = :userId', { userId });
  if (goalId !== null) ofOtherGoals.andWhere('goal.id <> :goalId', { goalId });
  if ((await ofOtherGoals.getCount()) + sentCount > MAX_TRANSACTIONS_PER_USER) {
    throw conflict(
      `You can plan at most ${MAX_TRANSACTIONS_PER_USER} future transactions across all your goals. Remove some you no longer need, then save this one.`,
    );
  }
}

/** 409 for an edit made on an older version; the answer carries the goal as it is now (GoalConflictDto). */
function goalChangedElsewhere(current: GoalDto): AppError {
  return new AppError(409, GOAL_CHANGED_ELSEWHERE, {}, { goal: current });
}

function assertWithinHorizon(fields: GoalFields, today: string): void {
  const [year, month, day] = today.split('-');
  const horizon = `${Number(year) + MAX_TARGET_YEARS_AHEAD}-${month}-${day}`;
  if (fields.targetDate > horizon) throw badRequest(`targetDate must be at most ${MAX_TARGET_YEARS_AHEAD} years from today.`);
}

function goalColumns(fields: GoalFields) {
  return {
    name: fields.name,
    currentCents: fields.currentCents,
    targetCents: fields.targetCents,
    targetDate: fields.targetDate,
    category: fields.category,
    contributionCents: fields.contributionCents,
    contributionFrequency: fields.contributionFrequency,
    interestBasisPoints: fields.interestBasisPoints,
  };
}

/** The user's goal, or a 404 whether it is absent or someone else's: the answer never tells which. */
export async function findOwnGoal(manager: EntityManager, userId: number, goalId: number): Promise<SavingsGoal> {
  const goal = await manager.getRepository(SavingsGoal).findOneBy({ id: goalId, userId });
  if (!goal) throw notFound(GOAL_NOT_FOUND);
  return goal;
}

/** A goal's transactions in the order every answer lists them: by their public id, i.e. as they were planned. */
export async function storedTransactions(manager: EntityManager, goalId: number): Promise<GoalTransaction[]> {
  return manager.getRepository(GoalTransaction).find({ where: { goalId }, order: { publicId: 'ASC' } });
}

/**
 * Makes a goal's stored transactions (`stored`) the list sent, touching only what changed: rows whose
 * public id is gone are deleted by their primary key, changed ones updated by it, new ones inserted.
 * Never a delete over a range of the goal's index: on MySQL/MariaDB that takes gap locks, and two
 * users saving at the same moment then deadlock on each other's inserts.
 */
async function saveTransactions(
  manager: EntityManager,
  goalId: number,
  fields: GoalFields,
  stored: readonly GoalTransaction[],
): Promise<GoalTransaction[]> {
  const repo = manager.getRepository(GoalTransaction);
  const wanted = assignTransactionIds(fields.oneTimeTransactions, goalId).map((transaction) =>
    repo.create({
      goalId,
      publicId: transaction.id,
      description: transaction.description,
      amountCents: transaction.amountCents,
      date: transaction.date,
    }),
  );
  const storedByPublicId = new Map(stored.map((row) => [row.publicId, row]));
  const wantedPublicIds = new Set(wanted.map((row) => row.publicId));

  const gone = stored.filter((row) => !wantedPublicIds.has(row.publicId)).map((row) => row.id);
  if (gone.length > 0) await repo.delete({ id: In(gone) });
  const added: GoalTransaction[] = [];
  for (const row of wanted) {
    const kept = storedByPublicId.get(row.publicId);
    if (!kept) added.push(row);
    else if (kept.description !== row.description || kept.amountCents !== row.amountCents || kept.date !== row.date) {
      await repo.update({ id: kept.id }, { description: row.description, amountCents: row.amountCents, date: row.date });
    }
  }
  // One multi-row insert for every new transaction.
  if (added.length > 0) await repo.insert(added);
  return wanted.sort((a, b) => a.publicId - b.publicId);
}
