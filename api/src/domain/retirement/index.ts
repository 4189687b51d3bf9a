/** The retirement planner: inputs, the deterministic projection and the seeded Monte Carlo. */
export { DEFAULT_RETIREMENT_INPUTS, RETIREMENT_FIELDS, type RetirementField, type RetirementInputs } from './inputs';
export { projectRetirement, type RetirementPoint, type RetirementProjection } from './projection';
export {
  BAND_PERCENTILES,
  MONTE_CARLO_PATHS,
  retirementSeed,
  simulateRetirement,
  type RetirementBand,
  type RetirementSimulation,
} from './monte-carlo';
export {
  NET_WORTH_SOURCE_PREFIX,
  SOURCE_DEFAULT,
  SOURCE_SAVED,
  SPREADSHEET_SOURCE_PREFIX,
  applySavedInputs,
  deriveRetirementPlan,
  lastYearWindowLabel,
  type DerivedRetirementPlan,
  type NetWorthSavings,
  type RetirementBases,
  type RetirementSources,
  type SpreadsheetYear,
} from './defaults';
export { retirementProjectionDto, type RetirementOutlook } from './wire';
export { annualise, annualisedNote, MONTHS_PER_YEAR } from './data-basis';
export { readSourceBasis } from './source-basis';
export type { SourceBasis, YearMonth } from './source-parts';
export { MIN_PLAN_MONTHS, retirementNotices, type PlanBasis, type RetirementNotices } from './notices';
