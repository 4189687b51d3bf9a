/**
 * Which tables are suggested for counting, and why the others are not: plans, pivots, repeats,
 * hidden sheets and summary-named sheets are read and shown, not suggested, each said.
 */
import { guessTransactionType } from '../../analysis/guess-type';
import type { ParsedTable, ReaderText, StreamedWorkbook } from '../types';
import { said } from '../said';
import { isCountable } from './counted';

/** Sheets whose name says they summarise: read, never suggested. */
const SUMMARY_NAME = /\b(?:summary|dashboard|overview|pivot|charts?|reports?|settings|setup|lists?|instructions|help|start)\b/i;

/** Decides which tables are suggested and why the others are not. */
export function suggest(tables: ParsedTable[]): void {
  const reasons = new Map<ParsedTable, ReaderText>();
  for (const table of tables) {
    const reading = table.reading!;
    if (table.layout === null || table.rows.length === 0) continue;
    if (!isCountable(table)) continue;
    if (table.duplicateOf) continue;
    if (table.hidden) reasons.set(table, said('reading.hiddenSheet'));
    else if (SUMMARY_NAME.test(table.name)) reasons.set(table, said('reading.summaryName', { sheet: table.name }));
    else reading.suggested = true;
  }
  // A summary-named sheet that holds the workbook's only income (Microsoft's "Budget Overview") is
  // suggested after all: leaving it out would read every such budget as having no income.
  const anyIncome = tables.some((table) => table.reading?.suggested && table.reading.money.in > 0);
  if (!anyIncome) {
    for (const [table] of reasons) {
      if (table.hidden || table.duplicateOf) continue;
      const allIncome = table.rows.every((row) => guessTransactionType(row.category, row.subcategory) === 'Income');
      if (allIncome && table.reading!.money.in > 0) {
        table.reading!.suggested = true;
        table.reading!.warnings.push(said('reading.onlyIncome', { sheet: table.name }));
        reasons.delete(table);
      }
    }
  }
  // Data kept on a hidden sheet only (an export's raw data behind a visible summary): suggested after all, and said.
  const visibleMoney = tables.some((table) => !table.hidden && table.rows.length > 0 && isCountable(table) && !table.duplicateOf);
  if (!visibleMoney && !tables.some((table) => table.reading?.suggested)) {
    for (const [table] of reasons) {
      if (!table.hidden || table.duplicateOf) continue;
      table.reading!.suggested = true;
      table.reading!.warnings.push(said('reading.hiddenOnlyData', { sheet: table.name }));
      reasons.delete(table);
    }
  }
  for (const [table, reason] of reasons) table.reading!.warnings.push(reason);
  for (const table of tables) {
    if (table.duplicateOf && table.reading) table.reading.duplicate_of = `${table.duplicateOf.sheet}!${table.duplicateOf.range}`;
    if (table.plan && table.reading && table.reading.warnings.length === 0) table.reading.warnings.push(said('reading.planTable'));
    if (table.skip && table.reading) table.reading.warnings.push(said('reading.skippedByChoice'));
    if (table.pivot && table.reading) table.reading.warnings.push(said('reading.pivot'));
    // Said only where it matters: of an undated budget that will be counted.
    if (table.reading?.suggested && table.layout === 'per-period' && !table.period && !table.periodStart) {
      table.reading.warnings.push(said('reading.noDates'));
    }
  }
}

/** Sheets with a suggested table, in workbook order. */
export function suggestedSheetNames(workbook: StreamedWorkbook): string[] {
  const names: string[] = [];
  for (const table of workbook.sheets) {
    // Entries stored before readings existed: every sheet with a layout was suggested.
    const suggested = table.reading ? table.reading.suggested : table.layout !== null;
    if (suggested && !names.includes(table.name)) names.push(table.name);
  }
  return names;
}
