/**
 * The row limit, counted while a workbook is read so a huge sheet is refused at the limit instead
 * of after reading all of it. Counted are non-empty rows; each sheet gets the header search area
 * (titles and header) on top, so a workbook of exactly `maxRows` data rows passes.
 */
import { HEADER_SEARCH_ROWS } from '../../../domain/workbook/tables/find-tables';
import { fileErrors } from '../messages';

export class RowBudget {
  private used = 0;
  private allowance = 0;

  constructor(readonly maxRows: number) {}

  startSheet(): void {
    this.allowance += HEADER_SEARCH_ROWS;
  }

  /** Rows counted so far, to `rewind` to when a sheet is read again from its first row. */
  counted(): number {
    return this.used;
  }

  rewind(counted: number): void {
    this.used = counted;
  }

  /** Counts one non-empty row of `sheet`; throws the 413 once the workbook is past the limit. */
  take(sheet: string): void {
    this.used += 1;
    if (this.used > this.maxRows + this.allowance) throw fileErrors.tooManyRows(sheet, this.maxRows);
  }
}

/** Shared by every blank row of every grid: a sparse sheet costs one pointer per blank row. */
export const BLANK_ROW: never[] = Object.freeze([]) as unknown as never[];

/** Columns read per row: far past any budget (ten years of months), bounding a row's cost. */
export const MAX_COLUMNS = 512;
