/**
 * Which source an upload goes to, proposed before the user confirms it. The same account comes back
 * every month as a new file — `checking_2024-03.csv`, then `checking_2024-04.csv`, or an OFX or CAMT
 * statement naming its account — and belongs to the source that holds the earlier ones (an
 * `account` source adds to its rows, a `workbook` source is replaced: source-names.ts).
 *
 * In order: the source with the upload's account number (an IBAN, a plain number, or the masked
 * `••1234` a card export shows); else the one whose last file had the same name once the dates are
 * taken out, and the same columns; else a new source named from the file.
 */
import { monthFromName } from '../workbook/cells/dates';
import { DEFAULT_SOURCE_NAME, MAX_SOURCE_NAME_LENGTH, type DataSourceKind } from './source-names';

export interface ExistingSource {
  id: number;
  name: string;
  kind: DataSourceKind;
  accountNumber?: string | null;
  /** Stem of its last import's file (as fileStem gives it; cleaned again here, so a raw one works too). */
  fileStem?: string | null;
  columnSignature?: string | null;
  /** When its last import was made (milliseconds): the newer of two equal matches is proposed. */
  lastImportAt?: number | null;
}

export interface UploadFacts {
  fileName: string | null;
  /** An OFX ACCTID, a CAMT IBAN, or the account a transaction log's account column names. */
  accountNumber?: string | null;
  columnSignature?: string | null;
  /** A bank statement format or a transaction-log export rather than a budget workbook. */
  statement: boolean;
}

export interface SourceProposal {
  /** The existing source proposed; null for a new one. */
  id: number | null;
  name: string;
  kind: DataSourceKind;
  reason: 'account_number' | 'file_and_columns' | 'new';
}

/** The name of a new account source when neither its number nor its file says more. */
export const DEFAULT_ACCOUNT_SOURCE_NAME = 'Bank account';
/** What an account is called beside its number when nothing else names it (`Account ••1234`). */
const ACCOUNT_WORD = 'Account';
/** The mark before an account's last digits in a name, as cards show them. */
const MASK = '••';
/** Digits of an account number a name shows and a masked number is compared by. */
const SHOWN_DIGITS = 4;

// File names

/** A word of a file name that says when, not what: a number (`2024`, `03`, `(1)`), a month (`March`, `März`), or both (`mar2024`, `15mar24`). */
function isDateWord(word: string): boolean {
  if (/^\d+$/.test(word)) return true;
  const dated = /^\d*(\p{L}+)\d*$/u.exec(word);
  return dated !== null && monthFromName(dated[1]) !== null;
}

/** The words of a name left once separators, dates and numbers are taken out, as written. */
function fileWords(text: string): string[] {
  return text
    .normalize('NFKC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '' && !isDateWord(word));
}

/** A file name without its folders and its extension (`C:\x\Checking.2024.csv` → `Checking.2024`). */
function baseName(fileName: string | null): string {
  const base = (fileName ?? '').split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(0, dot) : base;
}

function stemOf(words: readonly string[]): string {
  return words.join(' ').toLowerCase();
}

/**
 * What stays the same in the names of one account's files from month to month: the name without
 * folders and extension, lower-cased, with numbers, dates and month names taken out and every run of
 * separators one space. `Checking_2024-03 (1).csv`, `checking-march.csv` and `CHECKING 202404.CSV`
 * are all `checking`. Empty when nothing is left (or there is no name).
 */
export function fileStem(fileName: string | null): string {
  return stemOf(fileWords(baseName(fileName)));
}

// Names

/** At most MAX_SOURCE_NAME_LENGTH characters (whole code points), as source-names.ts cuts a name. */
function cutName(text: string, length = MAX_SOURCE_NAME_LENGTH): string {
  return Array.from(text).slice(0, length).join('').trim();
}

/** Each word with its first letter upper-case, the rest as written (`ing export` → `Ing Export`, `N26` stays). */
function titleCase(words: readonly string[]): string {
  return words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ');
}

/** The last four digits of an account number; null when it has fewer. */
function shownDigits(accountNumber: string | null | undefined): string | null {
  const digits = (accountNumber ?? '').replace(/\D/g, '');
  return digits.length >= SHOWN_DIGITS ? digits.slice(-SHOWN_DIGITS) : null;
}

/**
 * An account's name with the end of its number, as cards show it: `Checking ••1234`. The name alone
 * when the number has fewer than four digits or the name already ends with them; `Account` when the
 * name is blank. At most MAX_SOURCE_NAME_LENGTH characters, the number kept.
 */
export function accountLabel(name: string, accountNumber: string | null | undefined): string {
  const tidy = name.replace(/[\s\p{Cc}]+/gu, ' ').trim() || ACCOUNT_WORD;
  const digits = shownDigits(accountNumber);
  if (digits === null || tidy.endsWith(digits)) return cutName(tidy);
  const suffix = ` ${MASK}${digits}`;
  return `${cutName(tidy, MAX_SOURCE_NAME_LENGTH - suffix.length)}${suffix}`;
}

/** The name of a new source for the upload: the account's number, else the file's stem, else the kind's default name. */
function newSourceName(upload: UploadFacts, kind: DataSourceKind): string {
  if (kind === 'account' && shownDigits(upload.accountNumber) !== null) return accountLabel(ACCOUNT_WORD, upload.accountNumber);
  const fromFile = cutName(titleCase(fileWords(baseName(upload.fileName))));
  if (fromFile !== '') return fromFile;
  return kind === 'account' ? DEFAULT_ACCOUNT_SOURCE_NAME : DEFAULT_SOURCE_NAME;
}

// Account numbers

/** An account number as compared: NFKC, without spaces and dashes, upper-case. */
function compactAccount(text: string | null | undefined): string {
  return (text ?? '')
    .normalize('NFKC')
    .replace(/[\s-]+/g, '')
    .toUpperCase();
}

const IBAN = /^[A-Z]{2}\d{2}[A-Z0-9]{8,30}$/;
/** Some digits hidden: bullets, asterisks or `#` (`••1234`, `****1234`), or two or more `X` or dots (`XXXX1234`, `...1234`). */
const MASKED = /(?:[•●∙·*#…]|X{2,}|\.{2,})\d{4,}$/;

/** How an upload's account number matches a source's: the same text, or the same account told apart by its end. */
type AccountMatch = 'same' | 'same_end';

/**
 * The same text (once compacted) is the same account. So is a masked number and any other with the
 * same last four digits, and an IBAN and a plain number it ends with (a German IBAN holds the
 * account number its OFX export gives).
 */
function accountMatch(upload: string, source: string): AccountMatch | null {
  if (upload === '' || source === '') return null;
  if (upload === source) return 'same';
  const masked = (text: string) => !IBAN.test(text) && MASKED.test(text);
  if (masked(upload) || masked(source)) {
    const digits = shownDigits(upload);
    return digits !== null && digits === shownDigits(source) ? 'same_end' : null;
  }
  const ibanHolds = (iban: string, plain: string) =>
    IBAN.test(iban) && /^\d+$/.test(plain) && plain.length >= SHOWN_DIGITS && iban.endsWith(plain);
  return ibanHolds(upload, source) || ibanHolds(source, upload) ? 'same_end' : null;
}

// Choosing

/** The most recently imported source, then the oldest (smallest id): one answer whatever the list's order. */
function newestFirst(a: ExistingSource, b: ExistingSource): number {
  return (b.lastImportAt ?? -Infinity) - (a.lastImportAt ?? -Infinity) || a.id - b.id;
}

function byAccountNumber(upload: UploadFacts, sources: readonly ExistingSource[]): ExistingSource | null {
  const number = compactAccount(upload.accountNumber);
  if (number === '') return null;
  const matches = sources
    .map((source) => ({ source, match: accountMatch(number, compactAccount(source.accountNumber)) }))
    .filter((entry): entry is { source: ExistingSource; match: AccountMatch } => entry.match !== null);
  matches.sort((a, b) => Number(a.match === 'same_end') - Number(b.match === 'same_end') || newestFirst(a.source, b.source));
  return matches[0]?.source ?? null;
}

function signatureOf(text: string | null | undefined): string | null {
  const signature = text?.trim() ?? '';
  return signature === '' ? null : signature;
}

/**
 * The source whose last file had the upload's stem and whose columns are the upload's (when both
 * know theirs). Not one that names another account than the upload does: a bank gives every
 * account's export the same name and columns.
 */
function byFileAndColumns(upload: UploadFacts, sources: readonly ExistingSource[]): ExistingSource | null {
  const stem = fileStem(upload.fileName);
  if (stem === '') return null;
  const signature = signatureOf(upload.columnSignature);
  const uploadNamesAccount = compactAccount(upload.accountNumber) !== '';
  const matches = sources.filter((source) => {
    if (stemOf(fileWords(source.fileStem ?? '')) !== stem) return false;
    if (uploadNamesAccount && compactAccount(source.accountNumber) !== '') return false;
    const theirs = signatureOf(source.columnSignature);
    return signature === null || theirs === null || theirs === signature;
  });
  const confirmed = (source: ExistingSource) => signature !== null && signatureOf(source.columnSignature) === signature;
  matches.sort((a, b) => Number(confirmed(b)) - Number(confirmed(a)) || newestFirst(a, b));
  return matches[0] ?? null;
}

function proposalFor(source: ExistingSource, reason: SourceProposal['reason']): SourceProposal {
  return { id: source.id, name: source.name, kind: source.kind, reason };
}

/**
 * The source an upload goes to: (a) the one with its account number; else (b) the one whose last
 * file's stem (fileStem) is the upload's and whose column signature is the upload's when both have
 * one; else (c) a new source, an `account` for a statement and a `workbook` otherwise, named
 * `Account ••1234` after the account's number, else after the file, else `Bank account` or
 * `My budget`. Between equal matches the most recently imported source wins, then the smallest id.
 */
export function proposeSource(upload: UploadFacts, sources: readonly ExistingSource[]): SourceProposal {
  const numbered = byAccountNumber(upload, sources);
  if (numbered) return proposalFor(numbered, 'account_number');
  const sameFile = byFileAndColumns(upload, sources);
  if (sameFile) return proposalFor(sameFile, 'file_and_columns');
  const kind: DataSourceKind = upload.statement ? 'account' : 'workbook';
  return { id: null, name: newSourceName(upload, kind), kind, reason: 'new' };
}
