/**
 * The rows of the categories step.
 */
import { classificationIndex, pairKey, type CategoryClassification, type CategoryRow, type TransactionType } from './classification';
import { guessTransactionType } from './guess-type';
import type { PairHint } from '../workbook/types';

const TYPE_ORDER: Record<TransactionType, number> = { Income: 0, Savings: 1, Expense: 2, Ignore: 3 };

/** Natural, case-insensitive order ("Item 2" before "Item 10"), then exact text so ties are stable. */
function compareNames(a: string, b: string): number {
  const natural = a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true });
  if (natural !== 0) return natural;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** New rows first, then Income, Savings, Expense, Ignore, then category, then subcategory. */
export function compareCategoryRows(a: CategoryRow, b: CategoryRow): number {
  if (a.new_f !== b.new_f) return a.new_f ? -1 : 1;
  const byType = (TYPE_ORDER[a.transaction_type] ?? 99) - (TYPE_ORDER[b.transaction_type] ?? 99);
  if (byType !== 0) return byType;
  return compareNames(a.category, b.category) || compareNames(a.sub_category, b.sub_category);
}

/** A sorted copy; the input is left as it was (the wizard sorts rows it holds in its state). */
export function sortCategoryRows<T extends CategoryRow>(rows: readonly T[]): T[] {
  return [...rows].sort(compareCategoryRows);
}

/**
 * One row per distinct (category, subcategory) pair: a pair classified before keeps its type and
 * reversal (`new_f: false`) and its merge when the target is among the pairs; a new pair gets the
 * guessed type, no reversal and `new_f: true`.
 */
export function categoryRows(
  pairs: ReadonlyArray<{ category: string; subcategory: string; hint?: PairHint }>,
  remembered: readonly CategoryClassification[],
): CategoryRow[] {
  const known = classificationIndex(remembered);
  const rows = new Map<string, CategoryRow>();
  for (const { category, subcategory, hint } of pairs) {
    const key = pairKey(category, subcategory);
    if (rows.has(key)) continue;
    const previous = known.get(key);
    rows.set(
      key,
      previous
        ? { category, sub_category: subcategory, transaction_type: previous.transaction_type, reversal: previous.reversal, new_f: false }
        : {
            category,
            sub_category: subcategory,
            transaction_type: guessTransactionType(category, subcategory, hint),
            reversal: false,
            new_f: true,
          },
    );
  }
  // A remembered merge is shown again while its target is still a pair of these sheets, itself not merged.
  for (const row of rows.values()) {
    const target = known.get(pairKey(row.category, row.sub_category))?.merge_into;
    const targetKey = target ? pairKey(target.category, target.sub_category) : '';
    if (target && rows.has(targetKey) && !known.get(targetKey)?.merge_into)
      row.merge_into = { category: target.category, sub_category: target.sub_category };
  }
  return sortCategoryRows([...rows.values()]);
}
