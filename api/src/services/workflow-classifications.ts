import { mergeProblem, pairKey, type CategoryClassification } from '../domain/analysis';
import { countedTables } from '../domain/workbook/reading/counted';
import { badRequest } from '../errors';
import { message } from '../i18n';
import type { SheetSummary } from './workflow-store';

/**
 * The categories step's classifications: the user's kept ones with the rows sent merged in, each
 * row's pair classified once. Only pairs the selected sheets hold may be classified: anything else
 * would be stored for nothing and grow the user's classifications with every request. The upload's
 * summaries list each table's pairs (summarizeSheets), so no walk of the rows is needed for them.
 * A row classified twice, of a pair not selected, or merged where it may not be is a 400 naming it.
 */
export function mergedClassifications(
  kept: readonly CategoryClassification[],
  rows: readonly CategoryClassification[],
  summaries: readonly SheetSummary[],
  selectedSheets: readonly string[],
): CategoryClassification[] {
  const present = new Set<string>();
  for (const table of countedTables(summaries, selectedSheets)) {
    for (const [category, subcategory] of table.pairs) present.add(pairKey(category, subcategory));
  }

  const merged = new Map<string, CategoryClassification>();
  for (const row of kept) merged.set(pairKey(row.category, row.sub_category), row);
  const seen = new Set<string>();
  for (const row of rows) {
    const key = pairKey(row.category, row.sub_category);
    if (seen.has(key)) throw badRequest(message('workflow.duplicateCategory', { category: row.category, subcategory: row.sub_category }));
    if (!present.has(key))
      throw badRequest(message('workflow.categoryNotSelected', { category: row.category, subcategory: row.sub_category }));
    seen.add(key);
    const classification: CategoryClassification = {
      category: row.category,
      sub_category: row.sub_category,
      transaction_type: row.transaction_type,
      reversal: row.reversal,
    };
    if (row.merge_into) classification.merge_into = { category: row.merge_into.category, sub_category: row.merge_into.sub_category };
    merged.set(key, classification);
  }
  const refused = mergeProblem(rows, (category, subcategory) => present.has(pairKey(category, subcategory)));
  if (refused) {
    const { category, sub_category: subcategory } = rows[refused.index];
    throw badRequest(message('workflow.categoryRowProblem', { row: refused.index + 1, category, subcategory, problem: refused.message }));
  }
  return [...merged.values()];
}
