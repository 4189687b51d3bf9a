import type { PeriodDataDto, PeriodKey, SpendingAnalysisDto } from '@ontrack/api/contracts';
import { comparableWindow } from '@ontrack/api/domain';

export type PeriodChoiceId = '12M' | '6M' | '3M';

/** One entry of the time period selector and the two windows it compares. */
export interface PeriodOption {
  id: PeriodChoiceId;
  months: number;
  current: PeriodKey;
  previous: PeriodKey;
}

/** Longest first: the order of the selector, and the preview's preference. */
export const PERIOD_OPTIONS: readonly PeriodOption[] = [
  { id: '12M', months: 12, current: 'LY', previous: '2LY' },
  { id: '6M', months: 6, current: '6_months', previous: '6_months_previous' },
  { id: '3M', months: 3, current: '3_months', previous: '3_months_previous' },
];

/** A period the data has, with its windows resolved. */
export interface AvailablePeriod extends PeriodOption {
  data: PeriodDataDto;
  /** The comparison window, or null when it is absent or holds under half its months ("Current data only"). */
  previousData: PeriodDataDto | null;
  /** A comparison window too thin to compare with (comparableWindow), shown as "no comparison"; else null. */
  thinPrevious: PeriodDataDto | null;
  hasTrends: boolean;
}

type PeriodData = SpendingAnalysisDto['period_data'];

/**
 * The periods to offer: each only if its own window exists in `period_data`. A comparison window
 * holding less than half its months is no comparison: no trends, and `thinPrevious` says why.
 */
export function availablePeriods(periodData: PeriodData): AvailablePeriod[] {
  return PERIOD_OPTIONS.flatMap((option) => {
    const data = periodData[option.current];
    if (!data) return [];
    const previous = periodData[option.previous] ?? null;
    const previousData = previous && comparableWindow(previous) ? previous : null;
    const thinPrevious = previous && !previousData ? previous : null;
    return [{ ...option, data, previousData, thinPrevious, hasTrends: previousData !== null }];
  });
}

/**
 * The period to show: the user's choice while the data still has it, else the longest one offered
 * (also after new data arrives without the chosen window). Null when nothing can be shown.
 */
export function resolvePeriod(available: readonly AvailablePeriod[], chosen: PeriodChoiceId | null): AvailablePeriod | null {
  return available.find((period) => period.id === chosen) ?? available[0] ?? null;
}

/** True when the analysis holds no window at all (nothing uploaded yet). */
export function hasAnyPeriod(periodData: PeriodData): boolean {
  return Object.values(periodData).some((data) => data !== undefined);
}
