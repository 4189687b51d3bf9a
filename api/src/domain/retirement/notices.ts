/**
 * What the planner says beside its verdict when the data behind a plan is thin: no income found
 * beside real spending, only defaults, or a spreadsheet of under MIN_PLAN_MONTHS months.
 */
import { SOURCE_DEFAULT, SPREADSHEET_SOURCE_PREFIX, type RetirementSources, type SpreadsheetYear } from './defaults';

/** Below this many months of data a plan is flagged as resting on too little (PlanBasis 'little data'). */
export const MIN_PLAN_MONTHS = 3;

/** What a plan stands on, when it is worth saying: only defaults, or a spreadsheet of under MIN_PLAN_MONTHS months. */
export type PlanBasis = 'defaults' | 'little data' | null;

/** What the planner says beside its verdict. */
export interface RetirementNotices {
  /** The spreadsheet has spending but no income, and the plan still uses that $0 income. */
  incomeMissing: boolean;
  basis: PlanBasis;
  /** Months of data the spreadsheet figures come from; null without a spreadsheet. */
  monthsCovered: number | null;
}

const fromSpreadsheet = (source: string) => source.startsWith(SPREADSHEET_SOURCE_PREFIX);

/** The notices of a plan whose fields come from `sources` (saved values over derived ones). */
export function retirementNotices(spreadsheet: SpreadsheetYear | null, sources: RetirementSources): RetirementNotices {
  const all = Object.values(sources);
  const usesSpreadsheet = all.some(fromSpreadsheet);
  const basis: PlanBasis = all.every((source) => source === SOURCE_DEFAULT)
    ? 'defaults'
    : usesSpreadsheet && spreadsheet !== null && spreadsheet.monthsCovered < MIN_PLAN_MONTHS
      ? 'little data'
      : null;
  return {
    incomeMissing:
      spreadsheet !== null &&
      spreadsheet.totalIncome === 0 &&
      spreadsheet.totalExpenses > 0 &&
      fromSpreadsheet(sources.currentAnnualIncome),
    basis,
    monthsCovered: spreadsheet?.monthsCovered ?? null,
  };
}
