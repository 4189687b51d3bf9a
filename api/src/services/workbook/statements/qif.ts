/**
 * QIF (Quicken Interchange Format): the transactions of the bank-like sections (`!Type:Bank`,
 * `Cash`, `CCard`, `Oth A`, `Oth L`), one row per record, or one per split when a record is split.
 * Investment sections, memorized transactions, category and class lists are not read; an `!Account`
 * record names the account of the sections after it (except inside an `!Option:AutoSwitch` list).
 *
 * Parser choice: written here. qif2json (spmason) needs `!Type:` on line 1, stops at the first blank
 * line, reads one section, takes the date order as an option instead of from the file, and pulls in
 * iconv-lite, jschardet, fecha and debug; qif-ts makes every `L` category a split (a missing `break`),
 * parses `1,234.56` as 1 and throws on unknown field letters. Neither is right on the files here.
 */
import { centsFromText, clean, distinctMemo, isoDate, StatementError } from './statement-rows';
import type { StatementReading, StatementTransaction } from './statement-rows';
import { message } from '../../../i18n';
import { said } from '../../../domain/workbook/said';

const BANK_TYPES = new Set(['bank', 'cash', 'ccard', 'oth a', 'oth l']);

interface Split {
  category: string | null;
  memo: string | null;
  amount: string | null;
}

interface QifRecord {
  /** 1-based line of the record's first field, for messages. */
  line: number;
  fields: Map<string, string>;
  splits: Split[];
  account: string | null;
}

interface DateParts {
  first: number;
  second: number;
  year: number;
  /** Year first (`2018-12-19`): month then day whatever order the file's other dates use. */
  yearFirst?: boolean;
}

/**
 * `12/19/18`, `12/19/2018`, `1/ 5'03` (Quicken's apostrophe: 2000s), `19.12.2018`, `19-12-18`;
 * first and second field are month and day in an order decided for the whole file. `2018-12-19`
 * (year first) is always year, month, day.
 */
function dateParts(raw: string): DateParts | null {
  const text = raw.replace(/\s+/g, '');
  const yearFirst = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(text);
  if (yearFirst) return { first: Number(yearFirst[2]), second: Number(yearFirst[3]), year: Number(yearFirst[1]), yearFirst: true };
  const match = /^(\d{1,2})[-/.](\d{1,2})([-/.'])(\d{1,2}|\d{4})$/.exec(text);
  if (!match) return null;
  const [, first, second, separator, yearText] = match;
  let year = Number(yearText);
  if (yearText.length <= 2) year += separator === "'" || year < 70 ? 2000 : 1900;
  return { first: Number(first), second: Number(second), year };
}

/** `[Savings]` (optionally `/class`) is a transfer to that account; other categories stay as written. */
function categoryOf(raw: string | null | undefined): string | null {
  const category = clean(raw);
  if (category === null) return null;
  const transfer = /^\[(.*)\](?:\/.*)?$/.exec(category);
  if (!transfer) return category;
  const account = transfer[1].trim();
  return account ? `Transfer : ${account}` : null;
}

/** Records of the bank-like sections, with the account each belongs to. */
function recordsOf(text: string): QifRecord[] {
  const records: QifRecord[] = [];
  let section: 'transactions' | 'account' | 'other' = 'other';
  let autoSwitch = false;
  let account: string | null = null;
  let accountName: string | null = null;
  let record: QifRecord | null = null;
  const lines = text.split(/\r\n|\r|\n/);
  for (const [index, rawLine] of lines.entries()) {
    const line = rawLine.replace(/^\ufeff/, '').trim();
    if (line === '') continue;
    if (line.startsWith('!')) {
      const header = line.slice(1).trim().toLowerCase();
      record = null;
      if (header.startsWith('type:')) section = BANK_TYPES.has(header.slice(5).trim()) ? 'transactions' : 'other';
      else if (header === 'account') section = 'account';
      else if (header === 'option:autoswitch') autoSwitch = true;
      else if (header === 'clear:autoswitch') autoSwitch = false;
      else section = 'other';
      continue;
    }
    if (section === 'other') continue;
    const code = line[0];
    const value = line.slice(1);
    if (section === 'account') {
      // An account record (N name, T type, D description, …); outside an AutoSwitch list it names the account of what follows.
      if (code === 'N') accountName = clean(value);
      else if (code === '^') {
        if (!autoSwitch && accountName) account = accountName;
        accountName = null;
      }
      continue;
    }
    if (code === '^') {
      if (record && (record.fields.size > 0 || record.splits.length > 0)) records.push(record);
      record = null;
      continue;
    }
    const current: QifRecord = record ?? { line: index + 1, fields: new Map(), splits: [], account };
    record = current;
    const split = current.splits[current.splits.length - 1];
    if (code === 'S') current.splits.push({ category: value, memo: null, amount: null });
    else if (code === 'E') {
      if (split && split.memo === null && split.amount === null) split.memo = value;
      else current.splits.push({ category: null, memo: value, amount: null });
    } else if (code === '$') {
      if (split && split.amount === null) split.amount = value;
      else current.splits.push({ category: null, memo: null, amount: value });
    } else if (!current.fields.has(code)) current.fields.set(code, value);
  }
  // A last record without its closing `^`.
  if (record && (record.fields.size > 0 || record.splits.length > 0)) records.push(record);
  return records;
}

export function readQif(text: string): StatementReading {
  const records = recordsOf(text);
  const dated = records.map((record) => {
    const raw = record.fields.get('D');
    const parts = raw === undefined ? null : dateParts(raw);
    if (parts === null)
      throw new StatementError(
        raw === undefined
          ? message('statement.qifNoDate', { line: record.line })
          : message('statement.qifBadDate', { line: record.line, raw: raw.trim() }),
      );
    return parts;
  });
  // One order for the whole file: day first when some date's first field cannot be a month.
  const dayFirst = dated.some((parts) => !parts.yearFirst && parts.first > 12);
  const transactions: StatementTransaction[] = [];
  let openingBalances = 0;
  records.forEach((record, index) => {
    const parts = dated[index];
    const date =
      dayFirst && !parts.yearFirst ? isoDate(parts.year, parts.second, parts.first) : isoDate(parts.year, parts.first, parts.second);
    if (date === null)
      throw new StatementError(message('statement.qifBadDate', { line: record.line, raw: record.fields.get('D')!.trim() }));
    const payee = clean(record.fields.get('P'));
    const recordMemo = clean(record.fields.get('M'));
    const category = categoryOf(record.fields.get('L'));
    // Quicken starts an account with "Opening Balance" moved from the account to itself: a balance, not a flow.
    if (payee?.toLowerCase() === 'opening balance' && category?.startsWith('Transfer : ')) {
      openingBalances += 1;
      return;
    }
    const base = { date, account: record.account, currency: null, reference: clean(record.fields.get('N')) };
    const amountOf = (raw: string | null | undefined): number => {
      const cents = raw == null ? null : centsFromText(raw, 'thousands-when-three-digits');
      if (cents === null)
        throw new StatementError(
          raw == null
            ? message('statement.qifNoAmount', { line: record.line })
            : message('statement.qifBadAmount', { line: record.line, raw: raw.trim() }),
        );
      return cents;
    };
    const splits = record.splits.filter((split) => split.amount !== null || split.category !== null);
    if (splits.length === 0) {
      const description = payee ?? recordMemo;
      const amountCents = amountOf(record.fields.get('T') ?? record.fields.get('U'));
      transactions.push({ ...base, amountCents, description, memo: distinctMemo(recordMemo, description), category });
      return;
    }
    for (const split of splits) {
      const memo = clean(split.memo) ?? recordMemo;
      const description = payee ?? memo;
      transactions.push({
        ...base,
        amountCents: amountOf(split.amount),
        description,
        memo: distinctMemo(memo, description),
        category: categoryOf(split.category),
      });
    }
  });
  if (transactions.length === 0) {
    throw new StatementError(message('statement.qifNoTransactions'));
  }
  const leftOut = openingBalances > 0 ? said('reading.statement.openingBalanceLeftOut', { count: openingBalances }) : undefined;
  return { transactions, label: said('reading.statement.qif'), leftOut };
}
