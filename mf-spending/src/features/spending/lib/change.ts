import { percentOf, roundToCents } from '@ontrack/api/domain';
import { formatRatio } from './health';

export type ChangeDirection = 'up' | 'down' | 'stable';
export type CategoryKind = 'expenses' | 'income' | 'savings';
export type ChangeTone = 'amber' | 'blue' | 'grey';

/** Movements within ±5 % count as stable. */
export const TREND_THRESHOLD_PERCENT = 5;

export interface Change {
  direction: ChangeDirection;
  /** Change against the previous amount, one decimal; null when the previous amount is 0. */
  percent: number | null;
}

/**
 * Direction of a category's change between two periods: up above +5 %, down below -5 %, else
 * stable; a previous amount of 0 gives stable. The test runs on whole cents (no float rounding at
 * the threshold) and against the size of the previous amount, so a negative previous amount
 * (e.g. net savings withdrawn) still reads "up" when the current amount is higher.
 */
export function spendingChange(current: number, previous: number): Change {
  const currentCents = roundToCents(current);
  const previousCents = roundToCents(previous);
  if (previousCents === 0) return { direction: 'stable', percent: null };
  const base = Math.abs(previousCents);
  const deltaCents = currentCents - previousCents;
  const direction: ChangeDirection =
    deltaCents * 100 > TREND_THRESHOLD_PERCENT * base ? 'up' : deltaCents * 100 < -TREND_THRESHOLD_PERCENT * base ? 'down' : 'stable';
  return { direction, percent: percentOf(deltaCents, base) };
}

/** More spending is a warning (amber); more income or savings is good news (blue); stable is grey. */
export function changeTone(kind: CategoryKind, direction: ChangeDirection): ChangeTone {
  if (direction === 'stable') return 'grey';
  const good = kind === 'expenses' ? direction === 'down' : direction === 'up';
  return good ? 'blue' : 'amber';
}

/** `+12.3%`, `-4.0%`, `0.0%` (`+12,3 %` in de-DE); an em dash when there is no previous amount to compare with. */
export function formatChangePercent(change: Change, locale: string): string {
  if (change.percent === null) return '—';
  return formatRatio(change.percent, locale, 'exceptZero');
}
