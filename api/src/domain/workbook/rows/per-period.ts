/**
 * A per-period table (a budget): labels and one amount column, no dates. Group rows over their
 * items are subtotals; an Actual column empty in every row leaves the plan beside it a plan.
 */
import { currencyOfCell } from '../cells/currency';
import { exactCents } from '../cells/amounts';
import { isPlaceholder } from '../cells/text';
import type { TableFrame } from '../tables/find-tables';
import type { Cell, ReaderText } from '../types';
import { said } from '../said';
import { safeCents } from './row-cells';
import { labelledRows, titleAbove, type LabelledRow } from './row-names';
import { Collector, type ReadOptions, type TableRows } from './table-rows';

/** Items a group row may head: far past any budget category, and it bounds the search. */
const MAX_GROUP_ITEMS = 200;

/**
 * Group rows above their items (Microsoft's Budget Summary): within a block, a row whose amount is
 * the sum of the rows under it up to the next such row is a subtotal. Found as a partition of the
 * block's amounts into head + items runs (the shortest run first); a block that does not split so
 * is left as it is. Worked from the end, so a long block costs n × MAX_GROUP_ITEMS steps and no recursion.
 */
export function subtotalIndexes(amounts: readonly number[]): Set<number> {
  const n = amounts.length;
  const heads = new Set<number>();
  if (n < 3) return heads;
  // next[p]: where the run headed at p ends (exclusive) so that the rest from there splits too; −1: none.
  const next = new Int32Array(n + 1).fill(-1);
  next[n] = n;
  for (let p = n - 2; p >= 0; p -= 1) {
    let sum = 0;
    for (let k = p + 1; k < n && k - p <= MAX_GROUP_ITEMS; k += 1) {
      sum += amounts[k];
      if (sum === amounts[p] && next[k + 1] !== -1) {
        next[p] = k + 1;
        break;
      }
    }
  }
  if (next[0] === -1) return heads;
  for (let p = 0; p < n; p = next[p]) heads.add(p);
  return heads;
}

/** A budget: labels and one amount column, no dates. */
export function readPeriodsTable(rows: readonly Cell[][], frame: TableFrame, options: ReadOptions = {}): TableRows & { plan: boolean } {
  const { roles } = frame;
  const out = new Collector();
  const warnings: ReaderText[] = [];
  const actualColumn = roles.amount;
  const planColumn = roles.plan;
  let plan = actualColumn === undefined;
  let amountColumn = options.planAsActual && planColumn !== undefined ? planColumn : (actualColumn ?? planColumn!);
  const group = frame.blockName ?? titleAbove(rows, frame);
  const labelled = labelledRows(
    rows,
    frame,
    out,
    group,
    [actualColumn, planColumn].filter((c): c is number => c !== undefined),
  );

  // An Actual column empty in every row while the plan is filled: the table is a plan.
  if (actualColumn !== undefined && planColumn !== undefined && !options.planAsActual) {
    const actualFilled = labelled.some(({ row }) => (safeCents(row[actualColumn]) ?? 0) !== 0);
    const planFilled = labelled.some(({ row }) => (safeCents(row[planColumn]) ?? 0) !== 0);
    if (!actualFilled && planFilled) {
      plan = true;
      amountColumn = planColumn;
      warnings.push(said('reading.emptyActual'));
    }
  }
  if (options.planAsActual) plan = false;

  const candidates: Array<LabelledRow & { cents: number }> = [];
  let currency: string | null = null;
  for (const item of labelled) {
    const cents = safeCents(item.row[amountColumn]);
    if (cents === null || cents === 0) {
      out.skip(item.source, isPlaceholder(item.row[amountColumn]) ? 'placeholders' : 'blank');
      continue;
    }
    currency ??= currencyOfCell(item.row[amountColumn]);
    candidates.push({ ...item, cents });
  }
  // Group rows, found block by block.
  const subtotals = new Set<number>();
  for (let start = 0; start < candidates.length;) {
    let end = start;
    while (end < candidates.length && candidates[end].block === candidates[start].block) end += 1;
    for (const index of subtotalIndexes(candidates.slice(start, end).map((c) => c.cents))) subtotals.add(start + index);
    start = end;
  }
  candidates.forEach((item, index) => {
    if (subtotals.has(index)) {
      out.skip(item.source, 'subtotals');
      return;
    }
    out.noteAmountCells(item.row, [amountColumn]);
    out.add({ ...item.names, description: '', amountCents: item.cents }, undefined, exactCents(item.row[amountColumn]));
  });
  const signed = out.rows.some((row) => row.amountCents < 0);
  return { ...out.finish({ signed, direction: signed ? 'signed' : 'unsigned', dateOrder: null, warnings, currency }), plan };
}
