/**
 * OFX bank and credit-card statements (1.x SGML, 2.x XML, and Quicken's .qfx, which is OFX with
 * extra INTU.* tags): every STMTTRN of every STMTRS (bank) and CCSTMTRS (card) aggregate, each with
 * its statement's account and currency. Investment statements (INVSTMTRS), balances (LEDGERBAL,
 * AVAILBAL) and the list's DTSTART/DTEND are not transactions and are not read.
 *
 * Parser choice: no npm OFX package was right on both flavours. ofx-js (regex SGML→XML rewrite, ESM
 * only, so not loadable by this CommonJS build) throws "Missing closing tag for NAME" on OFX 2 leaves
 * in CDATA; ofx-data-extractor fails on the same file (invalid JSON) and renames STMTTRN to STRTTRN;
 * node-ofx-parser and ofx are old wrappers of fast-xml-parser 3 and xml2json (native node-expat).
 * So XML OFX is read with saxes (markup-tree.ts), already used by the workbook readers, and SGML
 * OFX, which no XML parser accepts, with a small tolerant tokenizer (ofx-sgml.ts); XML that saxes
 * refuses (banks write "XML" OFX with unclosed leaves too) falls back to the tokenizer.
 */
import { findAll, NotWellFormed, textAt, xmlTree, type MarkupNode } from './markup-tree';
import { said } from '../../../domain/workbook/said';
import { sgmlTree } from './ofx-sgml';
import {
  centsFromText,
  clean,
  distinctMemo,
  isoDate,
  maskAccount,
  StatementError,
  type StatementReading,
  type StatementTransaction,
} from './statement-rows';
import { message } from '../../../i18n';

/** OFX names are upper case; XML OFX is case-sensitive in theory only, so names are compared upper-cased. */
function upperCased(node: MarkupNode): MarkupNode {
  return { ...node, name: node.name.toUpperCase(), children: node.children.map(upperCased) };
}

function ofxTree(text: string): MarkupNode {
  const start = text.replace(/^\ufeff?\s*/, '');
  if (!start.startsWith('<')) return sgmlTree(text);
  try {
    return upperCased(xmlTree(start));
  } catch (error) {
    if (error instanceof NotWellFormed) return sgmlTree(start);
    throw error;
  }
}

/** The statement aggregates, in file order, and whether an investment statement was passed over. */
function statementsIn(root: MarkupNode): { statements: MarkupNode[]; investment: boolean } {
  const statements: MarkupNode[] = [];
  let investment = false;
  const visit = (node: MarkupNode) => {
    for (const child of node.children) {
      if (child.name === 'STMTRS' || child.name === 'CCSTMTRS') statements.push(child);
      else if (child.name === 'INVSTMTRS') investment = true;
      else visit(child);
    }
  };
  visit(root);
  return { statements, investment };
}

/** `YYYYMMDD[HHMMSS[.XXX]][[-5:EST]]` → `YYYY-MM-DD`: the first 8 digits, the day as the bank states it. */
function ofxDate(raw: string | null): string | null {
  const match = raw ? /^(\d{4})(\d{2})(\d{2})/.exec(raw) : null;
  return match ? isoDate(Number(match[1]), Number(match[2]), Number(match[3])) : null;
}

function transactionOf(node: MarkupNode, number: number, account: string | null, currency: string | null): StatementTransaction {
  const rawAmount = textAt(node, 'TRNAMT');
  // OFX allows a comma as the decimal mark (`-34,51`): a lone comma here is never a thousands separator.
  const amountCents = rawAmount === null ? null : centsFromText(rawAmount, 'decimal');
  if (amountCents === null) {
    throw new StatementError(
      rawAmount === null ? message('statement.ofxNoAmount', { number }) : message('statement.ofxBadAmount', { number, raw: rawAmount }),
    );
  }
  // DTUSER is when the person made the transaction, DTPOSTED when the bank booked it: the first, when given.
  const rawDate = textAt(node, 'DTUSER') ?? textAt(node, 'DTPOSTED');
  const date = ofxDate(rawDate);
  if (date === null) {
    throw new StatementError(
      rawDate === null ? message('statement.ofxNoDate', { number }) : message('statement.ofxBadDate', { number, raw: rawDate }),
    );
  }
  const memo = clean(textAt(node, 'MEMO'));
  const description = clean(textAt(node, 'NAME') ?? textAt(node, 'PAYEE', 'NAME')) ?? memo;
  // CURRENCY means the amounts are in that currency; ORIGCURRENCY means they were already converted
  // to CURDEF from it, so the statement's currency stays right there.
  const own = textAt(node, 'CURRENCY', 'CURSYM');
  return {
    date,
    amountCents,
    description,
    memo: distinctMemo(memo, description),
    category: null,
    account,
    currency: own ? own.toUpperCase() : currency,
    reference: textAt(node, 'FITID'),
  };
}

export function readOfx(text: string): StatementReading {
  const { statements, investment } = statementsIn(ofxTree(text));
  if (statements.length === 0) {
    throw new StatementError(message(investment ? 'statement.ofxInvestmentOnly' : 'statement.ofxNoStatement'));
  }
  const transactions: StatementTransaction[] = [];
  const accounts: string[] = [];
  for (const statement of statements) {
    const account = textAt(statement, 'BANKACCTFROM', 'ACCTID') ?? textAt(statement, 'CCACCTFROM', 'ACCTID');
    if (account) accounts.push(account);
    const currency = textAt(statement, 'CURDEF')?.toUpperCase() ?? null;
    for (const node of findAll(statement, 'STMTTRN')) transactions.push(transactionOf(node, transactions.length + 1, account, currency));
  }
  if (transactions.length === 0) {
    throw new StatementError(
      accounts.length > 0
        ? message('statement.ofxNoTransactionsOf', { accounts: accounts.map(maskAccount).join(', ') })
        : message('statement.ofxNoTransactions'),
    );
  }
  const cards = statements.filter((statement) => statement.name === 'CCSTMTRS').length;
  const kind =
    cards === statements.length
      ? 'reading.statement.kind.card'
      : cards === 0
        ? 'reading.statement.kind.bank'
        : 'reading.statement.kind.both';
  return { transactions, label: said('reading.statement.ofx', { count: statements.length, kind: said(kind) }) };
}
