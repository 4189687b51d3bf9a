/**
 * The projection of a savings goal, pure: the goal and
 * today's date in, the computed fields of the wire out.
 *
 * Money. Amounts arrive in dollars with at most two decimals and are turned into whole cents at once.
 * The simulation runs in twelfths of a cent: a weekly contribution of c cents is c × 52 twelfths a
 * month, a biweekly one c × 26, a monthly one c × 12, so without interest every balance is an exact
 * integer and nothing drifts. Interest multiplies by 1 + rate/1200, which makes balances real-valued;
 * they are carried unrounded from month to month (rounding each month would compound the error) and
 * rounded to the nearest cent, halves away from zero, only when a balance leaves the simulation: on
 * the wire (series, projectedAmountAtTarget) and when it is compared with the target, so "reached"
 * means exactly "the balance shown is at least the target".
 */
import { addMonthsIso, calendarMonthsBetween, requireIsoDate } from '../calendar';
import { centsToDollars, roundToCents } from '../money';
import type { ContributionFrequency, FutureTransaction, GoalInput, GoalProjection, ProjectionPoint } from './goal';

/** What projectGoal answers. */
export type { GoalProjection } from './goal';

/** The simulation never runs past this many months unless the target date is later still. */
export const PROJECTION_MONTH_CAP = 600;

/** How many times a month a contribution of each frequency is paid. */
export const CONTRIBUTION_MONTHLY_FACTORS: Record<ContributionFrequency, number> = {
  weekly: 52 / 12,
  biweekly: 26 / 12,
  monthly: 1,
};

/** The same factors in twelfths of a cent per cent contributed: integers, so no rounding. */
const TWELFTHS_PER_CENT_A_MONTH: Record<ContributionFrequency, number> = { weekly: 52, biweekly: 26, monthly: 12 };
const TWELFTHS_PER_CENT = 12;

/** To the nearest whole number, halves away from zero (−0.5 → −1), so signs round alike. */
function roundHalfAwayFromZero(value: number): number {
  const rounded = Math.sign(value) * Math.round(Math.abs(value));
  return rounded === 0 ? 0 : rounded; // no −0 on the wire
}

/** A simulated balance (twelfths of a cent) as the whole cents it shows as. */
function unitsToCents(units: number): number {
  return roundHalfAwayFromZero(units / TWELFTHS_PER_CENT);
}

interface DatedAmount {
  date: string;
  /** twelfths of a cent */
  units: number;
}

/**
 * The date of month m from `today` at index m (addMonthsIso(today, m)), kept for the last `today`
 * asked: every goal of a read shares one today, so a list of goals dates its months once, not once
 * per goal and run (dating was most of a projection's time). Grown on demand, at most to the
 * farthest month any goal asks for.
 */
let monthDatesMemo: { today: string; dates: string[] } = { today: '', dates: [] };

function monthDates(today: string, lastMonth: number): readonly string[] {
  if (monthDatesMemo.today !== today) monthDatesMemo = { today, dates: [today] };
  const { dates } = monthDatesMemo;
  while (dates.length <= lastMonth) dates.push(addMonthsIso(today, dates.length));
  return dates;
}

interface SimulationInput {
  today: string;
  /** Index m: the date of month m (monthDates). */
  dates: readonly string[];
  startUnits: number;
  contributionUnitsPerMonth: number;
  growth: number;
  /** Sorted by date, oldest first. */
  transactions: readonly DatedAmount[];
  targetCents: number;
  targetDate: string;
  lastMonth: number;
}

interface SimulationResult {
  /** Point 0 is today; point m is month m. */
  points: DatedAmount[];
  completion: string | null;
  /** Each one-time amount with the month it was added in (the m_k of the closed form). */
  added: { month: number; units: number }[];
}

/** The monthly simulation, with its stop rule and completion rule. */
function simulate(input: SimulationInput): SimulationResult {
  const { today, transactions, targetCents, targetDate } = input;
  let balance = input.startUnits;
  const points: DatedAmount[] = [{ date: today, units: balance }];
  const added: SimulationResult['added'] = [];
  let nextTransaction = 0;
  let completion: string | null = null;

  for (let month = 1; month <= input.lastMonth; month += 1) {
    const date = input.dates[month];
    // Every one-time amount dated up to this month's date and not added yet (past-dated ones land in month 1).
    while (nextTransaction < transactions.length && transactions[nextTransaction].date <= date) {
      const { units } = transactions[nextTransaction];
      balance += units;
      added.push({ month, units });
      nextTransaction += 1;
    }
    balance = (balance + input.contributionUnitsPerMonth) * input.growth;
    points.push({ date, units: balance });

    const reached = unitsToCents(balance) >= targetCents;
    // The first month at or above the target counts, until a later month falls below it again.
    if (!reached) completion = null;
    else if (completion === null) completion = date;
    if (reached && date >= targetDate) break;
  }
  return { points, completion, added };
}

/**
 * The closed form: the monthly contribution (twelfths of a cent) that makes the
 * month-T balance equal the target,
 *   P = (target − B0·g^T − Σ a_k·g^(T−m_k+1)) / (g·(g^T − 1)/(g − 1)),  or  (target − B0 − Σ a_k) / T when g = 1.
 */
function requiredMonthlyUnits(
  targetUnits: number,
  startUnits: number,
  growth: number,
  added: SimulationResult['added'],
  months: number,
): number {
  const withinTarget = added.filter((amount) => amount.month <= months);
  if (growth === 1) {
    const oneTime = withinTarget.reduce((sum, amount) => sum + amount.units, 0);
    return (targetUnits - startUnits - oneTime) / months;
  }
  const grownOneTime = withinTarget.reduce((sum, amount) => sum + amount.units * growth ** (months - amount.month + 1), 0);
  const annuity = (growth * (growth ** months - 1)) / (growth - 1);
  return (targetUnits - startUnits * growth ** months - grownOneTime) / annuity;
}

function sortedTransactions(transactions: readonly FutureTransaction[]): DatedAmount[] {
  return transactions
    .map((transaction) => {
      requireIsoDate(transaction.date, 'transaction date');
      return { date: transaction.date, units: roundToCents(transaction.amount) * TWELFTHS_PER_CENT };
    })
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

const toWire = (points: readonly DatedAmount[]): ProjectionPoint[] =>
  points.map((point) => ({ date: point.date, balance: centsToDollars(unitsToCents(point.units)) }));

/**
 * Every computed field of a goal as of `today` (YYYY-MM-DD, the server's date).
 *
 * Decisions where more than one reading is possible:
 * - projectedCompletion looks at months 1, 2, …, not at point 0 (today): a goal already reached
 *   completes at month 1, the first date the projection says anything about.
 * - actualProjectedCompletion re-runs the simulation with the requiredContribution as reported, that
 *   is rounded to whole dollars in the goal's frequency: the completion a person paying what the card
 *   says would see. With no finite contribution (target date not in the future) it is null.
 */
export function projectGoal(goal: GoalInput, today: string): GoalProjection {
  const monthsToTarget = calendarMonthsBetween(requireIsoDate(today, 'today'), requireIsoDate(goal.targetDate, 'target date'));
  const frequency = goal.contributionFrequency;
  const contributionCents = roundToCents(goal.contributionAmount);
  const targetCents = roundToCents(goal.targetAmount);
  const startUnits = roundToCents(goal.currentAmount) * TWELFTHS_PER_CENT;
  const growth = 1 + goal.interestRate / 1200;
  const transactions = sortedTransactions(goal.oneTimeTransactions);
  const lastMonth = Math.max(PROJECTION_MONTH_CAP, monthsToTarget);
  const dates = monthDates(today, lastMonth);

  const run = (perPaymentCents: number) =>
    simulate({
      today,
      dates,
      startUnits,
      contributionUnitsPerMonth: perPaymentCents * TWELFTHS_PER_CENT_A_MONTH[frequency],
      growth,
      transactions,
      targetCents,
      targetDate: goal.targetDate,
      lastMonth,
    });

  const current = run(contributionCents);

  // Month T is always simulated: the stop rule needs a date ≥ targetDate, which no month before T has.
  const amountAtTargetUnits =
    monthsToTarget >= 1
      ? current.points[monthsToTarget].units
      : transactions.filter((transaction) => transaction.date <= today).reduce((sum, transaction) => sum + transaction.units, startUnits);
  const amountAtTargetCents = unitsToCents(amountAtTargetUnits);
  const onTrack = amountAtTargetCents >= targetCents;

  let requiredContribution: number | null;
  let actualProjectedCompletion: string | null;
  if (onTrack) {
    requiredContribution = goal.contributionAmount;
    actualProjectedCompletion = current.completion;
  } else if (monthsToTarget <= 0) {
    requiredContribution = null; // infinite: no contribution reaches the target by a date already here
    actualProjectedCompletion = null;
  } else {
    const monthlyUnits = requiredMonthlyUnits(targetCents * TWELFTHS_PER_CENT, startUnits, growth, current.added, monthsToTarget);
    // Per payment in cents: monthly twelfths ÷ (twelfths a month per cent), i.e. × 12/52, × 12/26 or × 1.
    const perPaymentCents = monthlyUnits / TWELFTHS_PER_CENT_A_MONTH[frequency];
    requiredContribution = Math.max(0, Math.round(perPaymentCents / 100));
    actualProjectedCompletion = run(requiredContribution * 100).completion;
  }

  return {
    projectedCompletion: current.completion,
    series: toWire(current.points),
    onTrack,
    projectedAmountAtTarget: centsToDollars(amountAtTargetCents),
    actualProjectedCompletion,
    requiredContribution,
  };
}
