/** The update-data analysis, shared by the server and the wizard. */
export { analyse, contributionCents, countedContributionCents, savingsSubCategoryNames, type AnalysisResult } from './analyse';
export { categoryRows, compareCategoryRows, sortCategoryRows } from './category-rows';
export { pairKey, type CategoryClassification, type CountedAs } from './classification';
export { windowDates, WINDOWS } from './periods';
export { addToSums, emptySums, MonthlySums, type ListSums } from './list-sums';
export { guessTransactionType } from './guess-type';
export { mergeProblem, pairResolver, type CountedPair } from './merges';
