/** The update-data analysis (server.md sections 3 and 4), shared by the server and the wizard. */
export { analyse, contributionCents, savingsSubCategoryNames, type AnalysisResult } from './analyse';
export { categoryRows, compareCategoryRows, sortCategoryRows } from './category-rows';
export { pairKey, type CategoryClassification } from './classification';
export { guessTransactionType } from './guess-type';
export { countedType, mergeProblem, mergeResolver, type CountedPair } from './merges';
