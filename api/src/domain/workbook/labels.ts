/**
 * Category and subcategory names of per-period and month-grid rows, where the sheet's own
 * structure carries meaning: merged (blank) category cells continue the one above, and section
 * titles (`Income`, `Needs`, …) group the rows under them.
 *
 * How a section group shows up:
 * - With both a Category and a Subcategory/Item column, names are the sheet's own. The group only
 *   fills in a blank Category at the start of its section, before any category appeared.
 * - With a single label column, the group becomes the category and the label the subcategory
 *   (`Needs › Rent`); with no group yet, the label is both.
 * - A section title or a total row ends the blank-cell continuation: the rows below it start over.
 */
import { isBalanceLabel, isComputedLabel, labelText } from './cells';
import type { Cell } from './types';

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
