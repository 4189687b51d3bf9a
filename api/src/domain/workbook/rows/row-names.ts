/**
 * The rows of a per-period table or month grid that name something, with their category and
 * subcategory names; the others counted as skipped. The sheet's own structure carries meaning:
 * merged (blank) category cells continue the one above, and section titles (`Income`, `Needs`, …)
 * group the rows under them.
 *
 * How a section group shows up:
 * - With both a Category and a Subcategory/Item column, names are the sheet's own. The group only
 *   fills in a blank Category at the start of its section, before any category appeared.
 * - With a single label column, the group becomes the category and the label the subcategory
 *   (`Needs › Rent`); with no group yet, the label is both.
 * - A section title or a total row ends the blank-cell continuation: the rows below it start over.
 */
import { cellText, isBalanceLabel, isBlank, isComputedLabel, isSectionLabel, labelText, sectionTitle } from '../cells/text';
import type { TableFrame } from '../tables/find-tables';
import type { Cell } from '../types';
import { hasPlaceholder, isBlankWithin, repeatedHeaderTest } from './row-cells';
import type { Collector } from './table-rows';

export interface LabelColumns {
  category: number | null;
  subcategory: number | null;
}

export interface RowNames {
  category: string;
  subcategory: string;
}

export class RowLabeler {
  private group: string | null = null;
  private lastCategory = '';
  private lastLabel = '';

  constructor(private readonly columns: LabelColumns) {}

  /** A section title row: later rows belong to this group, continuation starts over. */
  startSection(title: string): void {
    this.group = title;
    this.restart();
  }

  restart(): void {
    this.lastCategory = '';
    this.lastLabel = '';
  }

  /** True for a Total/subtotal row, which is skipped and ends the continuation. */
  isTotal(row: readonly Cell[]): boolean {
    const texts = [this.columns.category, this.columns.subcategory].map((column) => (column === null ? '' : labelText(row[column])));
    if (!texts.some((text) => isComputedLabel(text) || isBalanceLabel(text))) return false;
    this.restart();
    return true;
  }

  /**
   * Reads the row's labels and remembers them for the rows below (also from rows without an
   * amount: a category heading row names the items under it). Null when the row has no name at all.
   */
  names(row: readonly Cell[]): RowNames | null {
    const { category: categoryColumn, subcategory: subcategoryColumn } = this.columns;
    const item = subcategoryColumn === null ? '' : labelText(row[subcategoryColumn]);
    if (categoryColumn === null) {
      if (item) this.lastLabel = item;
      const label = item || this.lastLabel;
      if (!label) return null;
      return this.group ? { category: this.group, subcategory: label } : { category: label, subcategory: label };
    }
    const own = labelText(row[categoryColumn]);
    if (own) this.lastCategory = own;
    const category = own || this.lastCategory || this.group || item;
    if (!category) return null;
    return { category, subcategory: item || category };
  }
}

/** The title just above a table's label column (`Income` over Microsoft's income block). */
export function titleAbove(rows: readonly Cell[][], frame: TableFrame): string | null {
  for (let r = frame.headerRow - 1; r >= Math.max(0, frame.headerRow - 2); r -= 1) {
    const row = rows[r] ?? [];
    const texts: string[] = [];
    for (let column = frame.firstColumn; column <= frame.lastColumn; column += 1) {
      const cell = row[column];
      if (!isBlank(cell)) texts.push(cellText(cell));
    }
    if (texts.length === 0) continue;
    if (texts.length === 1 && isSectionLabel(texts[0])) return texts[0].replace(/[\s:.\-–—]+$/, '');
    return null;
  }
  return null;
}

export interface LabelledRow {
  source: number;
  row: readonly Cell[];
  names: { category: string; subcategory: string };
  /** Rows of one block (between blank rows and section titles) share a number: group rows are found per block. */
  block: number;
}

/** The rows of a budget or grid that name something, with their names; the others counted as skipped. */
export function labelledRows(
  rows: readonly Cell[][],
  frame: TableFrame,
  out: Collector,
  group: string | null,
  amountColumns: number[],
): LabelledRow[] {
  const isRepeatedHeader = repeatedHeaderTest(rows[frame.headerRow], frame);
  // With a single label column it is the subcategory slot: the group (a section, a block) is the category.
  const category = frame.roles.category ?? null;
  const item = frame.roles.subcategory ?? frame.roles.description ?? null;
  const labeler = new RowLabeler(
    category !== null && item !== null ? { category, subcategory: item } : { category: null, subcategory: category ?? item },
  );
  if (group) labeler.startSection(group);
  const result: LabelledRow[] = [];
  let block = 0;
  for (let r = frame.headerRow + 1; r < frame.endRow; r += 1) {
    const row = rows[r] ?? [];
    if (isBlankWithin(row, frame)) {
      out.skip(r, 'blank');
      block += 1;
      continue;
    }
    // Only the table's own columns: a title beside it belongs to the table there.
    const title = sectionTitle(row.slice(frame.firstColumn, frame.lastColumn + 1));
    if (title) {
      labeler.startSection(title);
      block += 1;
      continue;
    }
    if (isRepeatedHeader(row)) {
      out.skip(r, 'headers');
      continue;
    }
    if (labeler.isTotal(row)) {
      out.skip(r, 'totals');
      block += 1;
      continue;
    }
    const names = labeler.names(row);
    if (!names) {
      out.skip(r, hasPlaceholder(row, amountColumns) ? 'placeholders' : 'blank');
      continue;
    }
    result.push({ source: r, row, names, block });
  }
  return result;
}
