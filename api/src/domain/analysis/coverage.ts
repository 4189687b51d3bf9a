/**
 * How much of a window the data covers, in the words the screens show: a
 * window's `months_covered` of its `months_in_window` (result.ts), and whether a previous window
 * holds enough months (at least half) for a percentage change against it to mean anything.
 */

/** A window's coverage as the analysis carries it; absent in analyses stored before it was recorded. */
export interface Coverage {
  months_covered?: number;
  months_in_window?: number;
}

const known = (coverage: Coverage): coverage is Required<Coverage> =>
  typeof coverage.months_covered === 'number' && typeof coverage.months_in_window === 'number' && coverage.months_in_window > 0;

const months = (count: number) => `${count} month${count === 1 ? '' : 's'}`;

/** `Your data covers 6 of these 12 months` when the data covers fewer months than the window has; else null. */
export function coverageSentence(coverage: Coverage): string | null {
  if (!known(coverage) || coverage.months_covered >= coverage.months_in_window) return null;
  return `Your data covers ${coverage.months_covered} of these ${coverage.months_in_window} months`;
}

/** Whether a previous window holds at least half its months: enough to compare with. Unknown coverage compares as before. */
export function comparableWindow(previous: Coverage): boolean {
  return !known(previous) || previous.months_covered * 2 >= previous.months_in_window;
}

/** `The previous 12 months hold only 2 months of data: no comparison`, for a window comparableWindow refuses. */
export function noComparisonSentence(previous: Required<Coverage>): string {
  return `The previous ${previous.months_in_window} months hold only ${months(previous.months_covered)} of data: no comparison`;
}
