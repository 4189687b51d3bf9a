/** A month grid: a label column and a column per month, each non-zero month cell one row on that month's first day. */
import { formatIsoDate } from '../../calendar';
import { exactCents } from '../cells/amounts';
import type { TableFrame } from '../tables/find-tables';
import type { Cell, GridMonth, SheetRow } from '../types';
import { hasPlaceholder, safeCents } from './row-cells';
import { labelledRows, titleAbove } from './row-names';
import { Collector, type TableRows } from './table-rows';

/** Category by month: each non-zero month cell is one row on that month's first day. */
export function readGridTable(rows: readonly Cell[][], frame: TableFrame): TableRows {
  const out = new Collector();
  const monthColumns = frame.months.map(({ column }) => column);
  const group = titleAbove(rows, frame);
  const labelled = labelledRows(rows, frame, out, group, monthColumns);
  for (const item of labelled) {
    let any = false;
    frame.months.forEach(({ column }, monthIndex) => {
      const cents = safeCents(item.row[column]);
      if (cents === null || cents === 0) return;
      any = true;
      out.noteAmountCells(item.row, [column]);
      out.add({ ...item.names, description: '', amountCents: cents, monthIndex }, undefined, exactCents(item.row[column]));
    });
    if (!any) out.skip(item.source, hasPlaceholder(item.row, monthColumns) ? 'placeholders' : 'blank');
  }
  const signed = out.rows.some((row) => row.amountCents < 0);
  return out.finish({ signed, direction: signed ? 'signed' : 'unsigned', dateOrder: null, warnings: [], currency: null });
}

/** Only a grid whose every month names its year has dates before the options step. */
export function gridEarliestDate(rows: readonly SheetRow[], months: readonly GridMonth[]): string | null {
  if (months.some((month) => month.year === null)) return null;
  let earliest: string | null = null;
  for (const row of rows) {
    const { year, month } = months[row.monthIndex!];
    const date = formatIsoDate({ year: year!, month, day: 1 });
    if (earliest === null || date < earliest) earliest = date;
  }
  return earliest;
}
