/**
 * Transfers between a user's own accounts. Money moved from checking to the credit card shows up
 * twice once both are sources — a payment out of checking, a payment into the card — and counted
 * both times it would be spending and income that never happened. This finds those pairs among the
 * rows of every source: equal and opposite amounts in two different sources a few days apart, one of
 * which at least reads like a transfer.
 *
 * "Reads like a transfer" is wider here than a single log row's test (isTransferText in
 * workbook/rows/payees.ts, which decides a row's type on its own): words in the six languages the
 * workbook readers know, the other account's name, or the end of its number. The other conditions of
 * a pair keep a wide word list from pairing rows that are not transfers.
 */
import { DAY_MS, parseIsoDate, utcMidnightMs } from '../calendar';
import { withoutAccents } from '../workbook/cells/text';

export interface TransferCandidate {
  /** Unique among the rows given. */
  id: number;
  sourceId: number;
  /** `YYYY-MM-DD` */
  date: string;
  /** Signed, in integer cents. */
  amountCents: number;
  description: string;
}

export interface SourceLabel {
  id: number;
  name: string;
  accountNumber?: string | null;
}

export interface TransferPair {
  /** The row the money left (its amount is negative). */
  outId: number;
  /** The row the money reached (its amount is positive). */
  inId: number;
}

/** Days two rows of a transfer may lie apart when not told: a transfer started on a Friday may land on Wednesday. */
export const DEFAULT_TRANSFER_DAYS = 5;

/**
 * Words and phrases that say money moved between accounts, accents dropped (withoutAccents) and
 * lower-cased (German also as written without umlauts: `Ueberweisung`), matched as whole words: English, German, Spanish, Dutch, French and Portuguese, with
 * the banks' abbreviations. Not `paiement carte` or `pago con tarjeta`: those are purchases by card.
 */
const TRANSFER_PHRASES: readonly string[] = [
  // English
  'payment',
  'payments',
  'pymt',
  'pmt',
  'autopay',
  'auto pay',
  'transfer',
  'transfers',
  'transferred',
  'xfer',
  'tfr',
  'trf',
  'credit card',
  'creditcard',
  'card payment',
  'thank you',
  // German
  'uberweisung',
  'ueberweisung',
  'umbuchung',
  'ubertrag',
  'uebertrag',
  'dauerauftrag',
  'kreditkarte',
  'kreditkartenabrechnung',
  // Spanish
  'transferencia',
  'traspaso',
  'pago tarjeta',
  'pago de tarjeta',
  // Dutch
  'overboeking',
  'overschrijving',
  // French
  'virement',
  'vir sepa',
  // Portuguese (`transferencia` is Spanish's word too)
  'pagamento',
  'pagamento cartao',
  'pagamento de cartao',
];

/** German writes a transfer as one word with its kind (`Echtzeitüberweisung`, `Dauerauftragsumbuchung`). */
const TRANSFER_ENDINGS: readonly string[] = ['uberweisung', 'ueberweisung', 'umbuchung'];

/** Fewest characters a source's name must have to be looked for in a description: one letter says nothing. */
const MIN_NAME_LENGTH = 3;
/** Fewest digits of an account number that name it in a description (the `••1234` a card shows). */
const MIN_ACCOUNT_DIGITS = 4;

/** Words joined by single spaces and padded with one at each end: a phrase is whole words when ` phrase ` is in it. */
function padded(words: string): string {
  return ` ${words} `;
}

const PADDED_TRANSFER_PHRASES = TRANSFER_PHRASES.map(padded);

/** A text's words, lower-cased with accents dropped, as padded gives them. */
function spacedWords(text: string): string {
  const words = withoutAccents(text.normalize('NFKC').toLowerCase())
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
  return padded(words.join(' '));
}

function hasTransferWord(spaced: string): boolean {
  return (
    PADDED_TRANSFER_PHRASES.some((phrase) => spaced.includes(phrase)) ||
    spaced.split(' ').some((word) => TRANSFER_ENDINGS.some((ending) => word.endsWith(ending)))
  );
}

/**
 * The runs of digits in a text, as written and with the single spaces or dashes inside a number
 * closed (`DE89 3704 0044` is also `DE8937040044`).
 */
function digitRuns(text: string): string[] {
  const closed = text.replace(/(?<=\d)[ -](?=\d)/g, '');
  return [text, closed].flatMap((version) => version.match(/\d+/g) ?? []).filter((run) => run.length >= MIN_ACCOUNT_DIGITS);
}

/** What a source is recognised by in another account's description. */
interface SourceMarks {
  /** Its name's words as spacedWords gives them; null when too short to say anything. */
  name: string | null;
  /** The digits of its account number; null when fewer than MIN_ACCOUNT_DIGITS. */
  digits: string | null;
}

function marksOf(source: SourceLabel): SourceMarks {
  const name = spacedWords(source.name);
  const digits = (source.accountNumber ?? '').replace(/\D/g, '');
  return {
    name: name.trim().length >= MIN_NAME_LENGTH ? name : null,
    digits: digits.length >= MIN_ACCOUNT_DIGITS ? digits : null,
  };
}

/** What a description says, worked out once per row; its digit runs only when a source's number is looked for. */
interface DescriptionMarks {
  text: string;
  spaced: string;
  transferWord: boolean;
  digitRuns?: string[];
}

function descriptionMarks(description: string): DescriptionMarks {
  const spaced = spacedWords(description);
  return { text: description, spaced, transferWord: hasTransferWord(spaced) };
}

/** A run ending the account's digits, or the account's digits ending a run (an IBAN holding the account number). */
function namesAccount(description: DescriptionMarks, digits: string): boolean {
  description.digitRuns ??= digitRuns(description.text);
  return description.digitRuns.some((run) => digits.endsWith(run) || run.endsWith(digits));
}

function readsAsTransfer(description: DescriptionMarks, other: SourceMarks | undefined): boolean {
  if (description.transferWord) return true;
  if (!other) return false;
  return (
    (other.name !== null && description.spaced.includes(other.name)) || (other.digits !== null && namesAccount(description, other.digits))
  );
}

/**
 * Whether a row's description reads like a transfer to or from `otherSource`: it holds a transfer
 * word (`Payment`, `Überweisung`, `Transferencia`, `Virement`…), the other source's name, or at
 * least the last four digits of its account number — case, accents and spacing aside, whole words.
 */
export function isTransferLike(description: string, otherSource?: SourceLabel | null): boolean {
  return readsAsTransfer(descriptionMarks(description), otherSource ? marksOf(otherSource) : undefined);
}

/** A row as the matching reads it: its day as a number, so dates subtract; its description read when first asked. */
interface DatedRow {
  row: TransferCandidate;
  day: number;
  marks?: DescriptionMarks;
}

/** Most rows have no opposite amount in reach: their descriptions are never read. */
function marksOfRow(dated: DatedRow): DescriptionMarks {
  dated.marks ??= descriptionMarks(dated.row.description);
  return dated.marks;
}

interface Candidate {
  outId: number;
  inId: number;
  days: number;
}

function datedRow(row: TransferCandidate): DatedRow | null {
  const date = parseIsoDate(row.date);
  if (!date || !Number.isInteger(row.amountCents) || row.amountCents === 0) return null;
  return { row, day: Math.round(utcMidnightMs(date) / DAY_MS) };
}

/** Rows by the size of their amount, money out and money in apart, each sorted by day. */
function bySize(rows: readonly TransferCandidate[]): Map<number, { outs: DatedRow[]; ins: DatedRow[] }> {
  const groups = new Map<number, { outs: DatedRow[]; ins: DatedRow[] }>();
  for (const row of rows) {
    const dated = datedRow(row);
    if (!dated) continue;
    const size = Math.abs(row.amountCents);
    let group = groups.get(size);
    if (!group) {
      group = { outs: [], ins: [] };
      groups.set(size, group);
    }
    (row.amountCents < 0 ? group.outs : group.ins).push(dated);
  }
  for (const group of groups.values()) {
    group.outs.sort((a, b) => a.day - b.day);
    group.ins.sort((a, b) => a.day - b.day);
  }
  return groups;
}

/** Every pair of one size's rows that could be a transfer: other source, close enough, one reading as a transfer. */
function candidatesOf(
  outs: readonly DatedRow[],
  ins: readonly DatedRow[],
  marks: ReadonlyMap<number, SourceMarks>,
  maxDays: number,
): Candidate[] {
  const candidates: Candidate[] = [];
  let first = 0;
  for (const out of outs) {
    // Both lists run by day: the ins before this out's window are before every later out's too.
    while (first < ins.length && ins[first].day < out.day - maxDays) first += 1;
    for (let i = first; i < ins.length && ins[i].day <= out.day + maxDays; i += 1) {
      const into = ins[i];
      if (into.row.sourceId === out.row.sourceId) continue;
      const transfer =
        readsAsTransfer(marksOfRow(out), marks.get(into.row.sourceId)) || readsAsTransfer(marksOfRow(into), marks.get(out.row.sourceId));
      if (transfer) candidates.push({ outId: out.row.id, inId: into.row.id, days: Math.abs(into.day - out.day) });
    }
  }
  return candidates;
}

/** Closest dates first, then the pair holding the smallest row id, then the other id: one order whatever the input's. */
function compareCandidates(a: Candidate, b: Candidate): number {
  return a.days - b.days || Math.min(a.outId, a.inId) - Math.min(b.outId, b.inId) || Math.max(a.outId, a.inId) - Math.max(b.outId, b.inId);
}

/**
 * The transfers among the rows of a user's sources: pairs of a row in one source and a row of the
 * opposite, non-zero amount in another, at most `maxDays` calendar days apart (5 unless told), at
 * least one of them reading like a transfer to or from the other's source (isTransferLike). Each
 * row is in at most one pair, chosen greedily: closest dates first, then smallest ids. Rows whose
 * date is not a real `YYYY-MM-DD` date are in none.
 */
export function matchTransfers(
  rows: readonly TransferCandidate[],
  sources: readonly SourceLabel[],
  options: { maxDays?: number } = {},
): TransferPair[] {
  const maxDays = options.maxDays ?? DEFAULT_TRANSFER_DAYS;
  const marks = new Map(sources.map((source) => [source.id, marksOf(source)]));
  const candidates = [...bySize(rows).values()].flatMap(({ outs, ins }) => candidatesOf(outs, ins, marks, maxDays));
  candidates.sort(compareCandidates);

  const paired = new Set<number>();
  const pairs: TransferPair[] = [];
  for (const { outId, inId } of candidates) {
    if (paired.has(outId) || paired.has(inId)) continue;
    paired.add(outId);
    paired.add(inId);
    pairs.push({ outId, inId });
  }
  return pairs;
}
