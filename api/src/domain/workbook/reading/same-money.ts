/**
 * The same money twice: tables whose rows repeat another's (a raw and a cleaned copy,
 * two month grids over the same months), a grid that extends another, a pivot or summary whose
 * figures are another table's sums, and a shorter log over dates a longer one covers. The one
 * kept is the larger (the one that extends); the other is marked `duplicateOf` with a warning.
 */
import { normalizeLabel } from '../cells/text';
import type { ParsedTable } from '../types';
import { said } from '../said';

/** Share of the smaller table's rows that must be found in the other. */
const MATCH_SHARE = 0.9;
/**
 * Share for a summary table, whose rows are sums: one computed line of five ("Savings" = income −
 * spending beside four category sums) must not make it money of its own.
 */
const SUMS_SHARE = 0.8;

interface Profile {
  table: ParsedTable;
  order: number;
  rowKeys: Map<string, number>;
  /** Sums by category, subcategory and month, with how many rows each adds up: what a pivot shows. */
  sums: Map<string, { cents: number; count: number }>;
  from: string | null;
  to: string | null;
  categories: Set<string>;
}

function when(table: ParsedTable, row: ParsedTable['rows'][number]): string {
  if (row.date) return row.date;
  if (row.monthIndex !== undefined && table.months) {
    const month = table.months[row.monthIndex];
    return `${month.year ?? ''}-${month.month}`;
  }
  return '';
}

function monthOf(table: ParsedTable, row: ParsedTable['rows'][number]): string {
  if (row.date) return `${Number(row.date.slice(0, 4))}-${Number(row.date.slice(5, 7))}`;
  return when(table, row);
}

/**
 * What makes two rows the same money: when (a date, or a grid's month), the amount, and for budgets
 * and grids the label. A log's descriptions are left out: a cleaned copy rewrites them.
 */
function rowKey(table: ParsedTable, row: ParsedTable['rows'][number]): string {
  const label = table.layout === 'transaction-log' ? '' : normalizeLabel(row.subcategory);
  return `${when(table, row)}|${label}|${Math.abs(row.amountCents)}`;
}

function profile(table: ParsedTable, order: number): Profile {
  const rowKeys = new Map<string, number>();
  const sums = new Map<string, { cents: number; count: number }>();
  const add = (key: string, cents: number) => {
    const sum = sums.get(key);
    if (sum) {
      sum.cents += cents;
      sum.count += 1;
    } else sums.set(key, { cents, count: 1 });
  };
  const categories = new Set<string>();
  let from: string | null = null;
  let to: string | null = null;
  for (const row of table.rows) {
    const cents = Math.abs(row.amountCents);
    const key = rowKey(table, row);
    rowKeys.set(key, (rowKeys.get(key) ?? 0) + 1);
    const category = normalizeLabel(row.category);
    const subcategory = normalizeLabel(row.subcategory);
    const month = monthOf(table, row);
    categories.add(category);
    // Category and subcategory sums apart: a "Food" item under Pets is not the Food category.
    add(`c|${category}`, cents);
    add(`s|${category}|${subcategory}`, cents);
    add(`i|${subcategory}`, cents);
    if (month) {
      add(`mc|${month}|${category}`, cents);
      add(`mi|${month}|${subcategory}`, cents);
    }
    if (row.date) {
      if (from === null || row.date < from) from = row.date;
      if (to === null || row.date > to) to = row.date;
    }
  }
  return { table, order, rowKeys, sums, from, to, categories };
}

/** How many of `small`'s rows `large` holds as rows, and how many as sums. */
function matched(small: Profile, large: Profile): { rows: number; sums: number } {
  let rows = 0;
  let sums = 0;
  // Each of the large table's rows matches once; only the keys met are counted (no copy of its map).
  const used = new Map<string, number>();
  for (const row of small.table.rows) {
    const cents = Math.abs(row.amountCents);
    const key = rowKey(small.table, row);
    const taken = used.get(key) ?? 0;
    if (taken < (large.rowKeys.get(key) ?? 0)) {
      used.set(key, taken + 1);
      rows += 1;
      continue;
    }
    const month = monthOf(small.table, row);
    const label = normalizeLabel(row.subcategory);
    const category = normalizeLabel(row.category);
    const sumIs = (key: string) => {
      const sum = large.sums.get(key);
      // A sum of amounts rounded to cents one by one may differ from the file's own sum of the
      // unrounded values by up to half a cent per row.
      return sum !== undefined && Math.abs(sum.cents - cents) <= Math.ceil(sum.count / 2);
    };
    const byName = sumIs(`c|${label}`) || sumIs(`i|${label}`) || sumIs(`s|${category}|${label}`);
    const byMonth = month !== '' && (sumIs(`mc|${month}|${label}`) || sumIs(`mi|${month}|${label}`));
    if (byName || byMonth) sums += 1;
  }
  return { rows, sums };
}

/**
 * Marks the tables that repeat, sum up or fall within another. `tables` are every entry of the
 * workbook in order; only tables with rows and a layout take part, and plans only among plans.
 */
export function markSameMoney(tables: ParsedTable[]): void {
  const candidates = tables.filter((table) => table.layout !== null && table.rows.length > 0);
  // One table alone (a single log, the common case) has nothing to repeat: no profile is built.
  if (candidates.length < 2) return;
  const profiles = candidates.map((table) => profile(table, tables.indexOf(table)));
  for (const small of profiles) {
    for (const large of profiles) {
      if (small === large || small.table.duplicateOf) continue;
      if (Boolean(small.table.plan) !== Boolean(large.table.plan)) continue;
      const n = small.table.rows.length;
      const m = large.table.rows.length;
      // The kept one is the larger; of two equal ones, the first.
      if (n > m || (n === m && small.order < large.order)) continue;
      if (large.table.duplicateOf) continue;
      const found = matched(small, large);
      // Undated budgets with the same rows are two periods that cost the same (a rent paid every
      // month), not a copy: only tables with dates of their own can repeat each other.
      const bothDated = small.table.layout !== 'per-period' && large.table.layout !== 'per-period';
      if (bothDated && found.rows >= MATCH_SHARE * n) {
        small.table.duplicateOf = { sheet: large.table.name, range: large.table.range ?? '' };
        const extends_ = m > n;
        small.table.reading?.warnings.push(said(extends_ ? 'reading.rowsInLonger' : 'reading.repeats', { sheet: large.table.name }));
        continue;
      }
      if (
        found.rows + found.sums >= SUMS_SHARE * n &&
        found.rows + found.sums >= 3 &&
        found.sums > 0 &&
        small.table.layout !== 'transaction-log'
      ) {
        small.table.duplicateOf = { sheet: large.table.name, range: large.table.range ?? '' };
        small.table.reading?.warnings.push(said('reading.sumsOf', { sheet: large.table.name }));
        continue;
      }
      if (
        small.table.layout === 'transaction-log' &&
        large.table.layout === 'transaction-log' &&
        small.from !== null &&
        large.from !== null &&
        small.from >= large.from &&
        small.to! <= large.to! &&
        [...small.categories].filter((category) => large.categories.has(category)).length >= 0.5 * small.categories.size
      ) {
        small.table.duplicateOf = { sheet: large.table.name, range: large.table.range ?? '' };
        small.table.reading?.warnings.push(said('reading.covers', { from: small.from, to: small.to!, sheet: large.table.name }));
      }
    }
  }
}

/** Orders rows by every field that makes two rows the same, without building a key per row. */
/**
 * FNV-1a over a row's amount, month and date: rows that are the same hash the same, and the few
 * that share a hash (same day and amount) are compared field by field. The names are left to that
 * comparison: hashing every character of every row cost more than the rest of the reading.
 */
function rowHash(row: ParsedTable['rows'][number]): number {
  const cents = row.amountCents;
  // Three values mixed in turn (no array of them per row: the parsing worker reads this cold).
  let hash = mix(0x811c9dc5, cents | 0);
  hash = mix(hash, Math.floor(cents / 4294967296) | 0);
  hash = mix(hash, row.monthIndex ?? -1);
  const date = row.date ?? '';
  for (let i = 0; i < date.length; i += 1) hash = Math.imul(hash ^ date.charCodeAt(i), 16777619);
  return hash >>> 0;
}

/** FNV-1a over a 32-bit value's two halves. */
function mix(hash: number, value: number): number {
  return Math.imul(Math.imul(hash ^ (value & 0xffff), 16777619) ^ (value >>> 16), 16777619);
}

const sameRow = (a: ParsedTable['rows'][number], b: ParsedTable['rows'][number]) =>
  a.amountCents === b.amountCents &&
  a.date === b.date &&
  a.monthIndex === b.monthIndex &&
  a.category === b.category &&
  a.subcategory === b.subcategory &&
  a.description === b.description;

/** Room for the row number beside a 32-bit hash in one exact double (2^32 × 2^21 = 2^53). */
const INDEX_ROOM = 2 ** 21;

/**
 * Rows that appear more than once in one table: kept (two coffees on one day are real), but
 * counted. Each row's hash and number share one double; a numeric sort brings equal hashes
 * together, and only those few are compared field by field (200,000 rows: a 1.6 MB array, no key strings).
 */
export function repeatedRows(table: ParsedTable): number {
  const rows = table.rows;
  if (rows.length > INDEX_ROOM) return 0;
  const keys = new Float64Array(rows.length);
  for (let i = 0; i < rows.length; i += 1) keys[i] = rowHash(rows[i]) * INDEX_ROOM + i;
  keys.sort();
  let repeated = 0;
  for (let start = 0; start < keys.length;) {
    const hash = Math.floor(keys[start] / INDEX_ROOM);
    let end = start + 1;
    while (end < keys.length && Math.floor(keys[end] / INDEX_ROOM) === hash) end += 1;
    if (end - start > 1) {
      const run = Array.from(keys.subarray(start, end), (key) => rows[key % INDEX_ROOM]);
      repeated += run.filter((row, i) => run.some((other, j) => i !== j && sameRow(row, other))).length;
    }
    start = end;
  }
  return repeated;
}
