/** The update-data analysis, shared by the server and the wizard. */
export { analyse, contributionCents, countedContributionCents, savingsSubCategoryNames, type KeptRow } from './analyse';
export type { AnalysisResult, CategoryTotals, PeriodData, SpendingAnalysis, TransactionAnalysis } from './result';
export { categoryRows, compareCategoryRows, sortCategoryRows } from './category-rows';
export {
  pairKey,
  TRANSACTION_TYPES,
  type CategoryClassification,
  type CategoryRow,
  type CountedAs,
  type MergeTarget,
  type TransactionType,
} from './classification';
export { PERIOD_KEYS, PERIOD_TYPES, windowDates, WINDOWS, type PeriodKey, type PeriodType } from './periods';
export { addToSums, emptySums, MonthlySums, type ListSums } from './list-sums';
export { guessTransactionType } from './guess-type';
export { mergeProblem, pairResolver, type CountedPair } from './merges';
export { comparableWindow, coverageSentence, noComparisonSentence, type Coverage } from './coverage';
