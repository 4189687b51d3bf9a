/**
 * Adding a statement's rows to an account source (an `account` source adds each import's rows to
 * those it holds: source-names.ts). Statements overlap — this month's export repeats the end of
 * last month's — so a row the source already holds must not be added again, while two real, equal
 * rows (two coffees of the same price on one day) must both be kept.
 *
 * A row is known first by the id its bank gave it (an OFX FITID, a CAMT AcctSvcrRef), else by its
 * date, amount and description, counted with multiplicity: a file with three equal rows adds the
 * one the source does not hold when it holds two. Maps throughout, so a 200,000-row statement
 * against a 200,000-row source is linear.
 */

export interface StatementRow {
  /** `YYYY-MM-DD` */
  date: string;
  /** Signed, in integer cents. */
  amountCents: number;
  description: string;
  /** The bank's id of the row (OFX FITID, CAMT AcctSvcrRef) when the file has one. */
  bankId?: string | null;
}

/** Whitespace and the punctuation or symbols a bank pads a description with (`"`, `*`, `.`, `#`, `-`). */
const EDGE_NOISE = /^[\s\p{P}\p{S}]+|[\s\p{P}\p{S}]+$/gu;
const WHITESPACE_RUN = /\s+/g;

/**
 * A description as compared: Unicode NFKC (a non-breaking or full-width space is a space, `ﬁ` is
 * `fi`), lower-cased by JavaScript's locale-independent mapping, whitespace collapsed, and the
 * punctuation and symbols at either end dropped (`*AMAZON.COM*` is `amazon.com`).
 */
export function normalisedDescription(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(WHITESPACE_RUN, ' ').replace(EDGE_NOISE, '');
}

/** Between a key's parts: the date and the amount never hold it, so a key splits back one way only. */
const KEY_SEPARATOR = '\u001f';

/** What makes two rows without a bank id the same row: date, amount and normalised description. */
export function rowKey(row: Pick<StatementRow, 'date' | 'amountCents' | 'description'>): string {
  return `${row.date}${KEY_SEPARATOR}${row.amountCents}${KEY_SEPARATOR}${normalisedDescription(row.description)}`;
}

/** A row's bank id, trimmed; null when it has none (missing or blank). */
export function bankIdOf(row: Pick<StatementRow, 'bankId'>): string | null {
  const id = row.bankId?.trim() ?? '';
  return id === '' ? null : id;
}

/**
 * Held rows of one key still free to match an incoming row: those without a bank id (an earlier
 * CSV import) can stand for any row, those whose bank id no incoming row carries only for an
 * incoming row without one (an id that differs says it is another transaction).
 */
interface HeldOfKey {
  withoutId: number;
  withOtherId: number;
}

function heldByKey(held: readonly StatementRow[], incomingIds: ReadonlySet<string>): Map<string, HeldOfKey> {
  const byKey = new Map<string, HeldOfKey>();
  for (const row of held) {
    const id = bankIdOf(row);
    // Matched by its id already: it stands for that row and no other.
    if (id !== null && incomingIds.has(id)) continue;
    const key = rowKey(row);
    let counts = byKey.get(key);
    if (!counts) {
      counts = { withoutId: 0, withOtherId: 0 };
      byKey.set(key, counts);
    }
    if (id === null) counts.withoutId += 1;
    else counts.withOtherId += 1;
  }
  return byKey;
}

/**
 * Takes one held row for an incoming row of the same key, if one is free. A row without a bank id
 * takes a held row with an id first, leaving those without one to incoming rows that have an id
 * (which can take no other): so as many rows as possible are found present.
 */
function takeHeld(counts: HeldOfKey | undefined, incomingHasId: boolean): boolean {
  if (!counts) return false;
  if (!incomingHasId && counts.withOtherId > 0) {
    counts.withOtherId -= 1;
    return true;
  }
  if (counts.withoutId > 0) {
    counts.withoutId -= 1;
    return true;
  }
  return false;
}

/**
 * The rows of `incoming` (a statement, in file order) that `held` (the source's rows) does not hold
 * yet, and how many it does. A row whose bank id a held row has is present. Any other row is
 * matched by rowKey: when the source holds k rows of a key that the file has n of, the first k in
 * file order are present and the other n − k added. A held row matched by its bank id is not
 * matched again by its key.
 */
export function newRows<T extends StatementRow>(
  incoming: readonly T[],
  held: readonly StatementRow[],
): { added: T[]; alreadyPresent: number } {
  const incomingIds = new Set<string>();
  for (const row of incoming) {
    const id = bankIdOf(row);
    if (id !== null) incomingIds.add(id);
  }
  const heldIds = new Set<string>();
  for (const row of held) {
    const id = bankIdOf(row);
    if (id !== null) heldIds.add(id);
  }
  const byKey = heldByKey(held, incomingIds);

  const added: T[] = [];
  let alreadyPresent = 0;
  for (const row of incoming) {
    const id = bankIdOf(row);
    const present = (id !== null && heldIds.has(id)) || takeHeld(byKey.get(rowKey(row)), id !== null);
    if (present) alreadyPresent += 1;
    else added.push(row);
  }
  return { added, alreadyPresent };
}
