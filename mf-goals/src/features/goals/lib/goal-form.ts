import type { ContributionFrequency, GoalCategory, GoalDto, GoalInputDto } from '@ontrack/api/contracts';
import { addMonthsIso, DEFAULT_MONEY_FORMAT, dollarsToCents, parseIsoDate, type MoneyFormat } from '@ontrack/api/domain';
import { amountText, i18n, readAmount } from '@ontrack/shell/platform';
import { GOALS_NAMESPACE } from '../../../i18n';

const t = i18n.getFixedT(null, GOALS_NAMESPACE);

/** What the goal form holds while a person types: numbers stay text until they submit. */
export interface GoalFormValues {
  name: string;
  currentAmount: string;
  targetAmount: string;
  targetDate: string;
  category: GoalCategory;
  contributionAmount: string;
  contributionFrequency: ContributionFrequency;
  interestRate: string;
}

export type GoalFormErrors = Partial<Record<keyof GoalFormValues, string>>;

export type GoalFields = Omit<GoalInputDto, 'oneTimeTransactions'>;

/** Defaults for a new goal: emergency fund, monthly, 2 %, one year ahead, amounts 0. */
export function newGoalValues(today: string): GoalFormValues {
  return {
    name: '',
    currentAmount: '0',
    targetAmount: '0',
    targetDate: addMonthsIso(today, 12), // 29 February becomes the 28th in a year without one
    category: 'emergency',
    contributionAmount: '0',
    contributionFrequency: 'monthly',
    interestRate: '2',
  };
}

/** The goal as the form shows it: amounts written the user's way (`money`'s locale: `1500,5` in de-DE). */
export function goalToValues(goal: GoalDto, money: MoneyFormat = DEFAULT_MONEY_FORMAT): GoalFormValues {
  return {
    name: goal.name,
    currentAmount: amountText(goal.currentAmount, money),
    targetAmount: amountText(goal.targetAmount, money),
    targetDate: goal.targetDate,
    category: goal.category,
    contributionAmount: amountText(goal.contributionAmount, money),
    contributionFrequency: goal.contributionFrequency,
    interestRate: String(goal.interestRate),
  };
}

/** The fields of `fields` that differ from `goal`'s: what an edit in the form changed. */
export function changedFields(goal: GoalDto, fields: GoalFields): Partial<GoalFields> {
  const changed: Partial<Record<keyof GoalFields, unknown>> = {};
  for (const key of Object.keys(fields) as (keyof GoalFields)[]) {
    if (fields[key] !== goal[key]) changed[key] = fields[key];
  }
  return changed as Partial<GoalFields>;
}

/** Numeric inputs that are not numbers become 0. */
export function numberOrZero(text: string): number {
  const value = Number(text.trim());
  return Number.isFinite(value) ? value : 0;
}

/** True when `value` has no more than `places` decimals (the inputs' `step`). */
export function hasAtMostDecimals(value: number, places: number): boolean {
  const scaled = value * 10 ** places;
  return Math.abs(scaled - Math.round(scaled)) < 1e-7;
}

/**
 * A dollar amount as the server reads it (`dollarsToCents` of the number sent, decimals counted
 * on its text), so the form never lets through an amount the server refuses.
 */
export function isWholeCents(value: number): boolean {
  return dollarsToCents(value) !== null;
}

/**
 * An amount field: what was typed read the locale's way (readAmount: `1.234,56` in de-DE), else its
 * refusal; then below its floor, or more than cents. A refused amount counts as 0 in the fields.
 */
function moneyField(
  text: string,
  money: MoneyFormat,
  tooLow: string | (() => string),
  cents: () => string,
  minimum = 0,
): { value: number; error?: string } {
  const read = readAmount(text, money);
  if ('error' in read) return { value: 0, error: read.error };
  const value = read.amount;
  if (value < minimum) return { value, error: typeof tooLow === 'string' ? tooLow : tooLow() };
  if (!isWholeCents(value)) return { value, error: cents() };
  return { value };
}

/**
 * Checks the form and turns it into the goal's fields. The server
 * checks the same rules again; these messages only spare a round trip. Amounts are read and
 * minimums written in `money` (the user's currency and locale).
 */
export function parseGoalForm(
  values: GoalFormValues,
  money: MoneyFormat = DEFAULT_MONEY_FORMAT,
): { fields: GoalFields; errors: GoalFormErrors } {
  const current = moneyField(
    values.currentAmount,
    money,
    () => t('form.currentNegative'),
    () => t('form.currentCents'),
  );
  const target = moneyField(
    values.targetAmount,
    money,
    t('form.targetMinimum', { minimum: money.exact(0.01) }),
    () => t('form.targetCents'),
    0.01,
  );
  const contribution = moneyField(
    values.contributionAmount,
    money,
    () => t('form.contributionNegative'),
    () => t('form.contributionCents'),
  );
  const fields: GoalFields = {
    name: values.name.trim(),
    currentAmount: current.value,
    targetAmount: target.value,
    targetDate: values.targetDate,
    category: values.category,
    contributionAmount: contribution.value,
    contributionFrequency: values.contributionFrequency,
    interestRate: numberOrZero(values.interestRate),
  };
  const errors: GoalFormErrors = {};
  if (fields.name === '') errors.name = t('form.nameRequired');
  errors.currentAmount = current.error;
  errors.targetAmount = target.error;
  if (fields.targetDate === '') errors.targetDate = t('form.targetDateRequired');
  else if (!parseIsoDate(fields.targetDate)) errors.targetDate = t('form.targetDateInvalid');
  errors.contributionAmount = contribution.error;
  if (fields.interestRate < 0) errors.interestRate = t('form.interestNegative');
  else if (!hasAtMostDecimals(fields.interestRate, 1)) errors.interestRate = t('form.interestDecimals');
  for (const key of Object.keys(errors) as (keyof GoalFormErrors)[]) if (errors[key] === undefined) delete errors[key];
  return { fields, errors };
}
