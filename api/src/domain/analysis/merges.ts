/**
 * Merging one (category, subcategory) pair into another:
 * "grocery / Milk" merged into "Groceries / Milk" is counted under the target, with the target's
 * type and reversal. Every reader of classifications (the analysis, the transactions kept, a
 * transactions list) resolves a row's pair through `pairResolver`, so they all agree.
 */
import type { PairHint } from '../workbook/types';
import { classificationIndex, pairKey, type CategoryClassification, type CountedAs, type TransactionType } from './classification';
import { guessTransactionType } from './guess-type';

/** The pair a row is counted under: its own, or its merge target's. */
export interface CountedPair {
  category: string;
  subcategory: string;
  /** The classification that decides type and reversal; undefined when that pair was never classified. */
  classification: CategoryClassification | undefined;
  /** True when the row's own pair was merged into another. */
  merged: boolean;
}

/**
 * Resolves pairs through the merges of `classifications`. One step only: a target is counted as
 * itself even if an older, remembered classification merged it too (the categories step refuses a
 * merge into a merged pair, so this only meets rows kept from before).
 */
export function mergeResolver(classifications: readonly CategoryClassification[]): (category: string, subcategory: string) => CountedPair {
  const index = classificationIndex(classifications);
  return (category, subcategory) => {
    const own = index.get(pairKey(category, subcategory));
    const target = own?.merge_into;
    if (!target) return { category, subcategory, classification: own, merged: false };
    return {
      category: target.category,
      subcategory: target.sub_category,
      classification: index.get(pairKey(target.category, target.sub_category)),
      merged: true,
    };
  };
}

/** A counted pair's type, given the guess to use when it was never classified. */
export function countedType(pair: CountedPair, guess: () => TransactionType): { type: TransactionType; reversal: boolean } {
  return { type: pair.classification?.transaction_type ?? guess(), reversal: pair.classification?.reversal ?? false };
}

/**
 * Why the merges of the rows sent are refused, or null when they are fine: each target must be a
 * pair of the selected sheets (`present`), not the row itself, and not merged into another pair by
 * the same rows. `index` is the row's position in `rows`.
 */
export function mergeProblem(
  rows: readonly CategoryClassification[],
  present: (category: string, subcategory: string) => boolean,
): { index: number; message: string } | null {
  const mergedPairs = new Set(rows.filter((row) => row.merge_into).map((row) => pairKey(row.category, row.sub_category)));
  for (const [index, row] of rows.entries()) {
    const target = row.merge_into;
    if (!target) continue;
    const name = `"${target.category} / ${target.sub_category}"`;
    if (!present(target.category, target.sub_category)) {
      return { index, message: `merge_into: ${name} is not a category of the selected sheets; merge into one of the categories listed.` };
    }
    if (mergedPairs.has(pairKey(target.category, target.sub_category))) {
      const itself = target.category === row.category && target.sub_category === row.sub_category;
      return {
        index,
        message: itself
          ? 'merge_into: a category cannot be merged into itself.'
          : `merge_into: ${name} is itself merged into another category; merge into the category it goes to instead.`,
      };
    }
  }
  return null;
}

/**
 * The ONE resolution of a transaction's pair to how the analysis counts it, used by the analysis
 * itself and by the stored transaction rows (so a listed row's contribution is the analysis' own):
 * a merged pair under its target's names, type and reversal; otherwise the user's classification,
 * else the guessed type without reversal.
 */
export function pairResolver(
  classifications: readonly CategoryClassification[],
): (category: string, subcategory: string, hint?: PairHint) => CountedAs {
  const resolveMerge = mergeResolver(classifications);
  return (category, subcategory, hint) => {
    const counted = resolveMerge(category, subcategory);
    // A merge target is guessed from its own names; the row's hint belongs to the row's own pair.
    const guess = () =>
      counted.merged ? guessTransactionType(counted.category, counted.subcategory) : guessTransactionType(category, subcategory, hint);
    return { category: counted.category, subcategory: counted.subcategory, ...countedType(counted, guess) };
  };
}
