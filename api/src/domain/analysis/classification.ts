/**
 * How the user classifies the (category, subcategory) pairs of a workbook: the four types, the rows
 * of the categories step, and how a classified pair counts.
 */

export const TRANSACTION_TYPES = ['Income', 'Savings', 'Expense', 'Ignore'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** The pair a merged category row is counted under. */
export interface MergeTarget {
  category: string;
  sub_category: string;
}

/** One (category, subcategory) pair and how the user classified it. */
export interface CategoryRow {
  category: string;
  sub_category: string;
  transaction_type: TransactionType;
  reversal: boolean;
  /** True for a pair the user has not classified before. */
  new_f: boolean;
  /** Counted under this other pair of the selected sheets, with its type and reversal; absent (or null) when not merged. */
  merge_into?: MergeTarget | null;
}

/** How the user classified one (category, subcategory) pair: a category row without `new_f`; `merge_into` only when merged. */
export type CategoryClassification = Pick<CategoryRow, 'category' | 'sub_category' | 'transaction_type' | 'reversal' | 'merge_into'>;

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
 * A transaction's contribution to its type's totals, in cents. On a signed sheet negative means money
 * out, so Income counts `amount` and Expense/Savings `−amount`; on an all-positive sheet the amount
 * itself. Reversal flips the result (a refund lowers expenses, a withdrawal lowers savings).
 */
export function contributionCents(
  amountCents: number,
  signed: boolean,
  type: Exclude<TransactionType, 'Ignore'>,
  reversal: boolean,
): number {
  const base = signed && type !== 'Income' ? -amountCents : amountCents;
  return (reversal ? -base : base) + 0;
}
