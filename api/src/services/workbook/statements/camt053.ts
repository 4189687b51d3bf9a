/**
 * ISO 20022 CAMT.053 bank-to-customer statements (camt.053.001.02 and later versions: the entry
 * structure read here is the same, the counterparty sits under `Pty` from .08 on): one row per
 * booked entry (`Ntry`) of every `Stmt`, its unsigned `Amt` signed by `CdtDbtInd`. Pending (PDNG)
 * and information-only (INFO) entries are not booked and are left out; balances (`Bal`) are not
 * transactions. A batch entry with several `TxDtls` stays one row: the entry's amount is what was booked.
 *
 * Parser choice: saxes (markup-tree.ts), already a dependency of the workbook readers. The one npm
 * package for reading CAMT, iso20022.js (0.0.x), lists CAMT reading as unfinished and pulls in
 * dinero.js, fast-xml-parser, uuid and xmlbuilder2; the rest is a path walk over the tree.
 */
import { at, childrenNamed, findAll, NotWellFormed, textAt, xmlTree, type MarkupNode } from './markup-tree';
import { centsFromText, clean, distinctMemo, isoDate, StatementError } from './statement-rows';
import type { StatementReading, StatementTransaction } from './statement-rows';
import { message } from '../../../i18n';
import { said } from '../../../domain/workbook/said';

const NOT_BOOKED = new Set(['PDNG', 'INFO']);

/** `Dt` (`2014-12-31`) or `DtTm` (`2014-12-31T10:00:00+01:00`: the date as the bank wrote it) under `node`. */
function camtDate(node: MarkupNode | undefined): string | null {
  const raw = textAt(node, 'Dt') ?? textAt(node, 'DtTm');
  const match = raw ? /^(\d{4})-(\d{2})-(\d{2})/.exec(raw) : null;
  return match ? isoDate(Number(match[1]), Number(match[2]), Number(match[3])) : null;
}

/** The entry's status code: `<Sts>BOOK</Sts>` up to .04, `<Sts><Cd>BOOK</Cd></Sts>` from .08 on. */
function statusOf(entry: MarkupNode): string | null {
  return (textAt(entry, 'Sts', 'Cd') ?? textAt(entry, 'Sts'))?.toUpperCase() ?? null;
}

/** A party's name, whether written `Cdtr/Nm` (.02/.04) or `Cdtr/Pty/Nm` (.08 on). */
function partyName(parties: MarkupNode | undefined, role: string): string | null {
  return textAt(parties, role, 'Nm') ?? textAt(parties, role, 'Pty', 'Nm');
}

/** The counterparty of a single-transaction entry: who was paid for a debit, who paid for a credit. */
function counterparty(details: MarkupNode[], credit: boolean): string | null {
  const names = new Set(details.map((detail) => clean(partyName(at(detail, 'RltdPties'), credit ? 'Dbtr' : 'Cdtr'))));
  if (names.size !== 1) return null;
  return [...names][0];
}

/** Unstructured remittance lines of the entry's transactions, joined. */
function remittance(details: MarkupNode[]): string | null {
  const lines = details.flatMap((detail) => {
    const information = at(detail, 'RmtInf');
    return information ? childrenNamed(information, 'Ustrd') : [];
  });
  return clean(
    lines
      .map((line) => line.text.trim())
      .filter(Boolean)
      .join(' '),
  );
}

function transactionOf(entry: MarkupNode, number: number, account: string | null, currency: string | null): StatementTransaction {
  const amountNode = at(entry, 'Amt');
  const rawAmount = clean(amountNode?.text);
  // xs:decimal: `.` is the only decimal mark, and there is no sign (the indicator gives it).
  const cents = rawAmount === null || /[,+-]/.test(rawAmount) ? null : centsFromText(rawAmount, 'decimal');
  if (cents === null)
    throw new StatementError(
      rawAmount === null ? message('statement.camtNoAmount', { number }) : message('statement.camtBadAmount', { number, raw: rawAmount }),
    );
  const indicator = textAt(entry, 'CdtDbtInd')?.toUpperCase();
  if (indicator !== 'CRDT' && indicator !== 'DBIT') throw new StatementError(message('statement.camtNoDirection', { number }));
  const credit = indicator === 'CRDT';
  // The booking date is when the money moved on the account; the value date (interest) only when there is none.
  const date = camtDate(at(entry, 'BookgDt')) ?? camtDate(at(entry, 'ValDt'));
  if (date === null) throw new StatementError(message('statement.camtNoDate', { number }));
  const details = findAll(entry, 'TxDtls');
  const info = clean(textAt(entry, 'AddtlNtryInf'));
  const remitted = remittance(details);
  const description = counterparty(details, credit) ?? info ?? remitted;
  // The remittance text says what the payment was for; AddtlNtryInf is often only the booking type.
  const memo = distinctMemo(remitted, description) ?? distinctMemo(info, description);
  const entryCurrency = clean(amountNode?.attributes.Ccy)?.toUpperCase() ?? currency;
  return {
    date,
    amountCents: credit ? cents : -cents,
    description,
    memo,
    category: null,
    account,
    currency: entryCurrency,
    reference: textAt(entry, 'AcctSvcrRef') ?? textAt(entry, 'NtryRef'),
  };
}

export function readCamt053(text: string): StatementReading {
  let document: MarkupNode;
  try {
    document = xmlTree(text.replace(/^\ufeff/, ''));
  } catch (error) {
    if (error instanceof NotWellFormed) {
      throw new StatementError(message('statement.camtMalformed'));
    }
    throw error;
  }
  const statements = findAll(document, 'Stmt');
  const transactions: StatementTransaction[] = [];
  let entries = 0;
  let notBooked = 0;
  for (const statement of statements) {
    const account = textAt(statement, 'Acct', 'Id', 'IBAN') ?? textAt(statement, 'Acct', 'Id', 'Othr', 'Id');
    const currency = textAt(statement, 'Acct', 'Ccy')?.toUpperCase() ?? null;
    for (const entry of childrenNamed(statement, 'Ntry')) {
      entries += 1;
      const status = statusOf(entry);
      if (status !== null && NOT_BOOKED.has(status)) {
        notBooked += 1;
        continue;
      }
      transactions.push(transactionOf(entry, entries, account, currency));
    }
  }
  if (transactions.length === 0) {
    throw new StatementError(
      notBooked > 0 ? message('statement.camtPendingOnly', { count: notBooked }) : message('statement.camtNoTransactions'),
    );
  }
  const label = said('reading.statement.camt', { count: statements.length });
  const leftOut = notBooked > 0 ? said('reading.statement.pendingLeftOut', { count: notBooked }) : undefined;
  return { transactions, label, leftOut };
}
