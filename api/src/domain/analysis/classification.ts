import type { CategoryRowDto, TransactionType } from '../../contracts/workflow';

/** How the user classified one (category, subcategory) pair: a category row without `new_f`; `merge_into` only when merged. */
export type CategoryClassification = Pick<CategoryRowDto, 'category' | 'sub_category' | 'transaction_type' | 'reversal' | 'merge_into'>;

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
