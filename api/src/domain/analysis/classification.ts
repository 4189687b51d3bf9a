import type { CategoryRowDto, TransactionType } from '../../contracts/workflow';
import type { PairHint } from '../workbook/types';
import { guessTransactionType } from './guess-type';

/** How the user classified one (category, subcategory) pair: a category row without `new_f`. */
export type CategoryClassification = Pick<CategoryRowDto, 'category' | 'sub_category' | 'transaction_type' | 'reversal'>;

/**
 * Map key of a pair. Names are compared exactly as the readers produced them (already trimmed), so
 * `Food` and `food` stay two pairs, as they are two rows on the categories step.
 */
export function pairKey(category: string, subcategory: string): string {
  return `${category}\u0000${subcategory}`;
}

export function classificationIndex(classifications: readonly CategoryClassification[]): Map<string, CategoryClassification> {
  const index = new Map<string, CategoryClassification>();
  for (const row of classifications) index.set(pairKey(row.category, row.sub_category), row);
  return index;
}

/** How the analysis counts a pair: under which names, as which type, and whether reversed. */
export interface CountedAs {
  category: string;
  subcategory: string;
  type: TransactionType;
  reversal: boolean;
}

/**
 * The ONE resolution of a transaction's pair to how the analysis counts it, used by the analysis
 * itself and by the stored transaction rows (so a listed row's contribution is the analysis' own):
 * the user's classification, else the guessed type without reversal. A later rule on pairs (such as
 * counting a pair under another one) belongs here, so both follow it.
 */
export function pairResolver(classifications: readonly CategoryClassification[]): (category: string, subcategory: string, hint?: PairHint) => CountedAs {
  const classified = classificationIndex(classifications);
  return (category, subcategory, hint) => {
    const classification = classified.get(pairKey(category, subcategory));
    return {
      category,
      subcategory,
      type: classification?.transaction_type ?? guessTransactionType(category, subcategory, hint),
      reversal: classification?.reversal ?? false,
    };
  };
}
