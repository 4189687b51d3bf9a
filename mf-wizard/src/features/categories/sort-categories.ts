import { TRANSACTION_TYPES, type CategoryRowDto } from '@ontrack/api/contracts';

const TYPE_RANK = new Map<string, number>(TRANSACTION_TYPES.map((type, index) => [type, index]));

function compareText(a: string, b: string): number {
  return a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true }) || (a < b ? -1 : a > b ? 1 : 0);
}

/**
 * The categories table's order (product.md section 4): rows found for the first time first, then by
 * transaction type Income, Savings, Expense, Ignore (an unknown type last), then category, then
 * subcategory. A new array; the input is left as it is.
 */
export function sortCategoryRows(rows: readonly CategoryRowDto[]): CategoryRowDto[] {
  const rank = (row: CategoryRowDto) => TYPE_RANK.get(row.transaction_type) ?? TRANSACTION_TYPES.length;
  return [...rows].sort(
    (a, b) => Number(Boolean(b.new_f)) - Number(Boolean(a.new_f)) || rank(a) - rank(b) || compareText(a.category, b.category) || compareText(a.sub_category, b.sub_category),
  );
}

/** A row's identity: the (category, subcategory) pair. */
export const rowKey = (row: Pick<CategoryRowDto, 'category' | 'sub_category'>) => JSON.stringify([row.category, row.sub_category]);
