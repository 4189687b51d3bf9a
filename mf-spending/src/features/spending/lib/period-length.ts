/**
 * The unit of the Period Length card (`period_count` pay periods). names monthly,
 * bi-weekly "or else weekly"; the server also knows quarterly and yearly periods, which get their own words rather than being called weeks.
 */
const UNITS: Record<string, [singular: string, plural: string]> = {
  monthly: ['month', 'months'],
  'bi-weekly': ['bi-weekly period', 'bi-weekly periods'],
  quarterly: ['quarter', 'quarters'],
  yearly: ['year', 'years'],
};
const WEEKLY: [string, string] = ['week', 'weeks'];

export function periodUnit(payPeriodType: string, count: number): string {
  const [singular, plural] = UNITS[payPeriodType] ?? WEEKLY;
  return count === 1 ? singular : plural;
}
