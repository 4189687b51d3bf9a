/**
 * The text search of the transactions list: `q` matches a case-insensitive substring of
 * a row's description, category or subcategory. Both sides are lower-cased here, by JavaScript's
 * Unicode case mapping, so the database only looks for one string inside another, byte for byte:
 * the same answer on SQLite (whose LIKE folds ASCII letters only) and MariaDB (whose _ci collation
 * also ignores accents), and no function run per row at search time.
 */

/** Between the three fields of a search text: a control character no sheet cell holds (XML 1.0 forbids it). */
export const SEARCH_FIELD_SEPARATOR = '\u001f';

/** A row's search text, written with the row: its lower-cased description, category and subcategory. */
export function searchTextOf(description: string | null, category: string, subcategory: string): string {
  return [description ?? '', category, subcategory]
    .map((field) => field.replaceAll(SEARCH_FIELD_SEPARATOR, ' ').toLowerCase())
    .join(SEARCH_FIELD_SEPARATOR);
}

/**
 * What to look for in the search texts for `q`; null when `q` can match no row (it holds the
 * separator, which no field holds, so a match could only span two fields).
 */
export function searchKeyOf(q: string): string | null {
  return q.includes(SEARCH_FIELD_SEPARATOR) ? null : q.toLowerCase();
}

/** Whether a row's fields hold `q`, case-insensitively: what the database's match answers (for tests and in-memory lists). */
export function matchesSearch(q: string, description: string | null, category: string, subcategory: string): boolean {
  const key = searchKeyOf(q);
  return key !== null && searchTextOf(description, category, subcategory).includes(key);
}
