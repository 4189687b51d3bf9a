/**
 * What a log's rows say as a whole before any of them is read: its direction rule and its date order.
 */
import { DateOrderTally, type DateOrder } from '../cells/dates';
import { cellText, isBlank } from '../cells/text';
import { columnLetter } from '../tables/columns';
import type { TableFrame } from '../tables/find-tables';
import type { Cell, Direction, ReaderText } from '../types';
import { said } from '../said';
import { safeCents } from './row-cells';
import type { ReadOptions } from './table-rows';
import { typeValue } from './type-column';

/**
 * What a log's rows say as a whole, before any row is read: whether its type column really says directions, whether any amount is negative, and how
 * its numeric text dates are ordered. Counted one row at a time, so a log streamed in
 * (reading/streamed-sheet.ts) is surveyed exactly as a whole grid is.
 */
export class LogSurvey {
  private typeKnown = 0;
  private typeUnknown = 0;
  /** A few of the type column's values that say no direction, for the warning. */
  private readonly unknownTypes = new Set<string>();
  /** The first amount that is negative (true) or out of range (its error), as a scan for signs meets them. */
  private signs: true | Error | null = null;
  private readonly dates = new DateOrderTally();

  constructor(private readonly frame: TableFrame) {}

  /** One row below the header (blank rows and rows that are skipped later included). */
  add(row: readonly Cell[] | undefined): void {
    const { roles } = this.frame;
    if (roles.type !== undefined) {
      const cell = row?.[roles.type];
      if (!isBlank(cell)) {
        if (typeValue(cell)) this.typeKnown += 1;
        else {
          this.typeUnknown += 1;
          if (this.unknownTypes.size < 3) this.unknownTypes.add(cellText(cell));
        }
      }
    }
    if (roles.amount !== undefined && this.signs === null) {
      try {
        const cents = safeCents(row?.[roles.amount]);
        if (cents !== null && cents < 0) this.signs = true;
      } catch (error) {
        // Thrown only if the signs are looked at (a type column or a pair decides without them).
        this.signs = error as Error;
      }
    }
    if (roles.date !== undefined) this.dates.add(row?.[roles.date]);
  }

  /**
   * Said when the table has a type column (`Soll/Haben`, `Type`) whose values were not understood,
   * so the amounts were read without it: the money's direction may then be wrong.
   */
  typeWarning(direction: Direction): ReaderText | null {
    const column = this.frame.roles.type;
    // Only where nothing else says the direction: beside signs or a pair, a type column of other
    // words (Revolut's `CARD_PAYMENT`, N26's `Outgoing Transfer`) says what kind, not which way.
    if (column === undefined || direction !== 'unsigned' || this.typeUnknown === 0) return null;
    const values = [...this.unknownTypes].map((value) => `"${value}"`).join(', ');
    return said('reading.unknownTypes', { column: columnLetter(column), values });
  }

  /** The table's type column, if its values really say directions (most do, none contradicts). */
  private typeColumnUsable(): boolean {
    return this.frame.roles.type !== undefined && this.typeKnown > 0 && this.typeKnown >= 0.8 * (this.typeKnown + this.typeUnknown);
  }

  /** The direction rule of the table; a user's choice wins when it can apply. */
  direction(wanted?: Direction): Direction {
    const { roles } = this.frame;
    const amountColumn = roles.amount;
    const typeOk = this.typeColumnUsable();
    // An Amount column wins over a Debit/Credit pair beside it; one side of a
    // pair beside an Amount (Harry Hill's Deposit Amount) is read with a type column only.
    const pairOk = (roles.in !== undefined || roles.out !== undefined) && amountColumn === undefined;
    if (wanted === 'type-column' && typeOk) return wanted;
    if (wanted === 'pair' && pairOk) return wanted;
    if (wanted === 'signed' || wanted === 'unsigned') return wanted;
    if (typeOk) return 'type-column';
    if (pairOk) return 'pair';
    if (amountColumn !== undefined && this.signs !== null) {
      if (this.signs instanceof Error) throw this.signs;
      return 'signed';
    }
    return 'unsigned';
  }

  /** The order the date column is read in, what the reading says of it, and its warning if it could not tell. */
  dateOrder(options: ReadOptions): { order: DateOrder; dateOrder: DateOrder | null; warning: ReaderText | null } {
    if (this.frame.roles.date === undefined) return { order: 'MDY', dateOrder: null, warning: null };
    const inferred = this.dates.result();
    let order: DateOrder;
    if (options.dateOrder) order = options.dateOrder;
    else if (inferred.decided) order = inferred.order;
    else order = options.dateOrderHint ?? 'MDY';
    const dateOrder = inferred.decided || options.dateOrder || inferred.example ? order : null;
    const warning =
      !inferred.decided && !options.dateOrder && !options.dateOrderHint && inferred.example
        ? said(order === 'MDY' ? 'reading.ambiguousDatesMonthFirst' : 'reading.ambiguousDatesDayFirst', { example: inferred.example })
        : null;
    return { order, dateOrder, warning };
  }
}
