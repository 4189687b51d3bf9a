/**
 * Messy category names: "grocery" / "Groceries", "Trnasport" / "Transport", "Eating  out"
 * / "eating out" are the same category written twice. Two names are near when they are equal after
 * case, spacing, punctuation and plurals are set aside, or one or two letters apart (a transposed
 * pair counts as one edit). Short names need to be closer: "Gas" and "Tax" stay apart.
 */
import type { CategoryRowDto } from '@ontrack/api/contracts';

/** Lower case, letters and digits only, a plural ending taken off. */
export function nameKey(name: string): string {
  const key = name.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
  if (key.length > 4 && key.endsWith('ies')) return `${key.slice(0, -3)}y`;
  if (key.length > 4 && /(ss|sh|ch|x)es$/.test(key)) return key.slice(0, -2);
  if (key.length > 3 && key.endsWith('s') && !key.endsWith('ss')) return key.slice(0, -1);
  return key;
}

/** Edits between two texts: insertions, deletions, substitutions and swaps of neighbours (optimal string alignment). */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i < rows; i += 1) {
    for (let j = 1; j < cols; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

/** Whether two names are the same name written differently (equal names are near too). */
export function nearNames(a: string, b: string): boolean {
  const [x, y] = [nameKey(a), nameKey(b)];
  if (x === y) return true;
  const shorter = Math.min(x.length, y.length);
  // One edit from 5 letters on, two from 8 on: below that, real words differ by a letter (Rent, Tent).
  const allowed = shorter >= 8 ? 2 : shorter >= 5 ? 1 : 0;
  return allowed > 0 && Math.abs(x.length - y.length) <= allowed && editDistance(x, y) <= allowed;
}

type Pair = Pick<CategoryRowDto, 'category' | 'sub_category'>;

/** Whether two rows are one pair written differently: both names near, and not the very same pair. */
export function nearPairs(a: Pair, b: Pair): boolean {
  if (a.category === b.category && a.sub_category === b.sub_category) return false;
  return nearNames(a.category, b.category) && nearNames(a.sub_category, b.sub_category);
}

/**
 * The rows `row` can be merged into: near pairs that are not merged themselves (a merge into a
 * merged pair is refused by the server), in the order given.
 */
export function mergeCandidates<T extends Pair & { merge_into?: Pair | null }>(row: T, rows: readonly T[]): T[] {
  return rows.filter((other) => !other.merge_into && nearPairs(row, other));
}
