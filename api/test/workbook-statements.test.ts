/**
 * Bank statement files over HTTP, on SQLite and MariaDB: OFX 1.x SGML and 2.x XML (also as .qfx),
 * QIF and CAMT.053 are told by their content and read as one sheet named after the file, with the
 * header `Date, Amount, Description, Memo, Category, Account, Currency, Reference`, a note saying
 * what was read, and the statement's currency (its ISO code as the readings name it: $, €, C$, CHF). Each file is uploaded (its reading checked),
 * then walked through the three steps accepting every default (test/support/defaults.ts), and the
 * stored analysis's figures are checked to the cent.
 *
 * Bad statements are refused with a clear message and change nothing: an .xml that is no
 * statement (415), a statement with no transactions or cut short (400, the reader's message).
 *
 * The files are small and written here; none is copied from anywhere.
 */
import type { Response } from 'supertest';
import type { ApiClient } from './support/client';
import { acceptEveryDefault, type DefaultsOutcome } from './support/defaults';
import { testEngines } from './support/engines';
import { crlf, onlyTable, signedIn } from './support/bank-files';
import { useTestApp } from './support/test-app';
import { chooseOptions, expectRefused, snapshot, uploadFile } from './support/workflow';

const TEMPLATE = 'wealth-whisperer';

// ---------------------------------------------------------------------------------------------
// The statements.

/** OFX 1.02 (SGML: leaves never closed), a checking account in USD: a one-cent dividend and two debits. */
const OFX_SGML_CHECKING = crlf(
  'OFXHEADER:100',
  'DATA:OFXSGML',
  'VERSION:102',
  'SECURITY:NONE',
  'ENCODING:USASCII',
  'CHARSET:1252',
  'COMPRESSION:NONE',
  'OLDFILEUID:NONE',
  'NEWFILEUID:NONE',
  '',
  '<OFX>',
  '<SIGNONMSGSRSV1><SONRS><STATUS><CODE>0<SEVERITY>INFO</STATUS><DTSERVER>20250430120000<LANGUAGE>ENG</SONRS></SIGNONMSGSRSV1>',
  '<BANKMSGSRSV1><STMTTRNRS><TRNUID>1<STATUS><CODE>0<SEVERITY>INFO</STATUS>',
  '<STMTRS><CURDEF>USD<BANKACCTFROM><BANKID>121000248<ACCTID>000987651234<ACCTTYPE>CHECKING</BANKACCTFROM>',
  '<BANKTRANLIST><DTSTART>20250401<DTEND>20250430',
  '<STMTTRN><TRNTYPE>DIV<DTPOSTED>20250402120000[-5:EST]<TRNAMT>0.01<FITID>202504020001<NAME>Dividend<MEMO>Dividend earned</STMTTRN>',
  '<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20250410<TRNAMT>-45.67<FITID>202504100002<NAME>CITY WATER DEPT</STMTTRN>',
  '<STMTTRN><TRNTYPE>POS<DTPOSTED>20250418<TRNAMT>-120.00<FITID>202504180003<NAME>GROCERY MART<MEMO>POS PURCHASE</STMTTRN>',
  '</BANKTRANLIST><LEDGERBAL><BALAMT>1834.34<DTASOF>20250430</LEDGERBAL></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>',
);

/**
 * OFX 2.2 (XML) credit-card statement (CCSTMTRS) in EUR as Quicken's .qfx (an INTU.BID tag): two
 * purchases at one shop and its refund, a restaurant, and the card's payment (a transfer: ignored).
 */
const QFX_XML_CARD = [
  '<?xml version="1.0" encoding="UTF-8" standalone="no"?>',
  '<?OFX OFXHEADER="200" VERSION="220" SECURITY="NONE" OLDFILEUID="NONE" NEWFILEUID="NONE"?>',
  '<OFX>',
  ' <SIGNONMSGSRSV1><SONRS><STATUS><CODE>0</CODE><SEVERITY>INFO</SEVERITY></STATUS><DTSERVER>20250331</DTSERVER><LANGUAGE>ENG</LANGUAGE><INTU.BID>3000</INTU.BID></SONRS></SIGNONMSGSRSV1>',
  ' <CREDITCARDMSGSRSV1><CCSTMTTRNRS><TRNUID>1</TRNUID><STATUS><CODE>0</CODE><SEVERITY>INFO</SEVERITY></STATUS>',
  '  <CCSTMTRS><CURDEF>EUR</CURDEF><CCACCTFROM><ACCTID>4111111111119876</ACCTID></CCACCTFROM>',
  '   <BANKTRANLIST><DTSTART>20250301</DTSTART><DTEND>20250331</DTEND>',
  '    <STMTTRN><TRNTYPE>DEBIT</TRNTYPE><DTPOSTED>20250303</DTPOSTED><TRNAMT>-25.50</TRNAMT><FITID>C1</FITID><NAME>TRATTORIA ROMA</NAME></STMTTRN>',
  '    <STMTTRN><TRNTYPE>DEBIT</TRNTYPE><DTPOSTED>20250307</DTPOSTED><TRNAMT>-74.50</TRNAMT><FITID>C2</FITID><NAME>WEBSHOP</NAME></STMTTRN>',
  '    <STMTTRN><TRNTYPE>DEBIT</TRNTYPE><DTPOSTED>20250312</DTPOSTED><TRNAMT>-30.00</TRNAMT><FITID>C3</FITID><NAME>WEBSHOP</NAME></STMTTRN>',
  '    <STMTTRN><TRNTYPE>CREDIT</TRNTYPE><DTPOSTED>20250315</DTPOSTED><TRNAMT>10.00</TRNAMT><FITID>C4</FITID><NAME>WEBSHOP</NAME><MEMO>Refund</MEMO></STMTTRN>',
  '    <STMTTRN><TRNTYPE>PAYMENT</TRNTYPE><DTPOSTED>20250320</DTPOSTED><TRNAMT>120.00</TRNAMT><FITID>C5</FITID><NAME>PAYMENT THANK YOU</NAME></STMTTRN>',
  '   </BANKTRANLIST>',
  '   <LEDGERBAL><BALAMT>0.00</BALAMT><DTASOF>20250331</DTASOF></LEDGERBAL>',
  '  </CCSTMTRS>',
  ' </CCSTMTTRNRS></CREDITCARDMSGSRSV1>',
  '</OFX>',
].join('\n');

/**
 * QIF bank account (month-first dates): a salary, groceries, a purchase split over two categories
 * (`S`/`E`/`$` lines), and a transfer to the Savings account (`L[Savings]`: money saved).
 */
const QIF_BANK = crlf(
  '!Type:Bank',
  'D03/01/2025',
  'T2,500.00',
  'PACME CORP',
  'LSalary',
  '^',
  'D03/05/2025',
  'T-150.00',
  'PSUPERMARKET',
  'LGroceries',
  '^',
  'D03/10/2025',
  'T-300.00',
  'PBIG STORE',
  'MSpring shopping',
  'LHousehold',
  'SHousehold',
  'EBedding',
  '$-200.00',
  'SClothing',
  'EShirts',
  '$-100.00',
  '^',
  'D03/15/2025',
  'T-500.00',
  'PTransfer to savings',
  'L[Savings]',
  '^',
);

/** CAMT.053 (.001.02) with two statements (two accounts): CRDT and DBIT entries, one pending entry left out. */
const CAMT_053 = `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
 <BkToCstmrStmt>
  <GrpHdr><MsgId>MSG-1</MsgId><CreDtTm>2025-04-30T18:00:00</CreDtTm></GrpHdr>
  <Stmt>
   <Id>STMT-1</Id><CreDtTm>2025-04-30T18:00:00</CreDtTm>
   <Acct><Id><IBAN>DE89370400440532013000</IBAN></Id><Ccy>EUR</Ccy></Acct>
   <Bal><Tp><CdOrPrtry><Cd>OPBD</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">1000.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>2025-04-01</Dt></Dt></Bal>
   <Ntry>
    <Amt Ccy="EUR">2100.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts>BOOK</Sts>
    <BookgDt><Dt>2025-04-01</Dt></BookgDt><ValDt><Dt>2025-04-01</Dt></ValDt><AcctSvcrRef>REF-1</AcctSvcrRef>
    <NtryDtls><TxDtls><RltdPties><Dbtr><Nm>ACME GmbH</Nm></Dbtr></RltdPties><RmtInf><Ustrd>Lohn April</Ustrd></RmtInf></TxDtls></NtryDtls>
   </Ntry>
   <Ntry>
    <Amt Ccy="EUR">850.00</Amt><CdtDbtInd>DBIT</CdtDbtInd><Sts>BOOK</Sts>
    <BookgDt><Dt>2025-04-03</Dt></BookgDt><AcctSvcrRef>REF-2</AcctSvcrRef>
    <NtryDtls><TxDtls><RltdPties><Cdtr><Nm>Hausverwaltung Meier</Nm></Cdtr></RltdPties><RmtInf><Ustrd>Miete April</Ustrd></RmtInf></TxDtls></NtryDtls>
   </Ntry>
  </Stmt>
  <Stmt>
   <Id>STMT-2</Id><CreDtTm>2025-04-30T18:00:00</CreDtTm>
   <Acct><Id><IBAN>DE02120300000000202051</IBAN></Id><Ccy>EUR</Ccy></Acct>
   <Ntry>
    <Amt Ccy="EUR">64.30</Amt><CdtDbtInd>DBIT</CdtDbtInd><Sts>BOOK</Sts>
    <BookgDt><Dt>2025-04-14</Dt></BookgDt><AcctSvcrRef>REF-3</AcctSvcrRef>
    <NtryDtls><TxDtls><RltdPties><Cdtr><Nm>Stadtwerke Bonn</Nm></Cdtr></RltdPties></TxDtls></NtryDtls>
   </Ntry>
   <Ntry>
    <Amt Ccy="EUR">19.99</Amt><CdtDbtInd>DBIT</CdtDbtInd><Sts>PDNG</Sts>
    <BookgDt><Dt>2025-04-30</Dt></BookgDt>
    <NtryDtls><TxDtls><RltdPties><Cdtr><Nm>Streaming Co</Nm></Cdtr></RltdPties></TxDtls></NtryDtls>
   </Ntry>
  </Stmt>
 </BkToCstmrStmt>
</Document>
`;

/** CAMT.053.001.08 with a namespace prefix, `Pty` names, `Sts/Cd`, a DtTm booking date, and an `Othr` account id, in CHF. */
const CAMT_053_V08_PREFIXED = `<?xml version="1.0" encoding="UTF-8"?>
<ns2:Document xmlns:ns2="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08">
 <ns2:BkToCstmrStmt>
  <ns2:GrpHdr><ns2:MsgId>X</ns2:MsgId><ns2:CreDtTm>2025-04-30T18:00:00</ns2:CreDtTm></ns2:GrpHdr>
  <ns2:Stmt>
   <ns2:Id>1</ns2:Id>
   <ns2:Acct><ns2:Id><ns2:Othr><ns2:Id>CH930076201162385295</ns2:Id></ns2:Othr></ns2:Id><ns2:Ccy>CHF</ns2:Ccy></ns2:Acct>
   <ns2:Ntry>
    <ns2:Amt Ccy="CHF">5200.00</ns2:Amt><ns2:CdtDbtInd>CRDT</ns2:CdtDbtInd><ns2:Sts><ns2:Cd>BOOK</ns2:Cd></ns2:Sts>
    <ns2:BookgDt><ns2:DtTm>2025-04-25T10:00:00+02:00</ns2:DtTm></ns2:BookgDt>
    <ns2:NtryDtls><ns2:TxDtls><ns2:RltdPties><ns2:Dbtr><ns2:Pty><ns2:Nm>Arbeitgeber AG</ns2:Nm></ns2:Pty></ns2:Dbtr></ns2:RltdPties></ns2:TxDtls></ns2:NtryDtls>
   </ns2:Ntry>
   <ns2:Ntry>
    <ns2:Amt Ccy="CHF">1800.00</ns2:Amt><ns2:CdtDbtInd>DBIT</ns2:CdtDbtInd><ns2:Sts><ns2:Cd>BOOK</ns2:Cd></ns2:Sts>
    <ns2:BookgDt><ns2:Dt>2025-04-28</ns2:Dt></ns2:BookgDt>
    <ns2:NtryDtls><ns2:TxDtls><ns2:RltdPties><ns2:Cdtr><ns2:Pty><ns2:Nm>Vermieter</ns2:Nm></ns2:Pty></ns2:Cdtr></ns2:RltdPties></ns2:TxDtls></ns2:NtryDtls>
   </ns2:Ntry>
  </ns2:Stmt>
 </ns2:BkToCstmrStmt>
</ns2:Document>
`;

/** OFX SGML saved as .txt (LF line ends, decimal commas as OFX allows), in CAD: told by its content, not its name. */
const OFX_AS_TXT =
  'OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\n\n' +
  '<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>CAD<BANKACCTFROM><ACCTID>99887766<ACCTTYPE>SAVINGS</BANKACCTFROM><BANKTRANLIST>' +
  '<STMTTRN><TRNTYPE>CREDIT<DTPOSTED>20250105<TRNAMT>1200,00<NAME>Payroll</STMTTRN>' +
  '<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20250109<TRNAMT>-34,51<NAME>Pharmacy</STMTTRN>' +
  '</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>\n';

// ---------------------------------------------------------------------------------------------
// What each should read as.

interface StatementCase {
  name: string;
  fileName: string;
  text: string;
  sheet: string;
  note: string;
  /** The reading, as `toMatchObject` compares it (columns exactly). */
  reading: {
    range: string;
    columns: Record<string, string>;
    rows: number;
    dates: { from: string; to: string };
    money: { in: number; out: number };
    currency: string | null;
  };
  /** The stored analysis (LY window), to the cent. */
  figures: { income: number; expenses: number; savings: number };
  /** Guessed types of some (category / subcategory) pairs on the options step. */
  types: Record<string, string>;
  /** Expense totals of some categories (or `category / subcategory`) in the stored analysis. */
  expenseTotals?: Record<string, number>;
  /** A clean statement: its reading says the format note and nothing else. */
  clean: boolean;
}

const CASES: StatementCase[] = [
  {
    name: 'an OFX 1.02 SGML checking statement',
    fileName: 'checking.ofx',
    text: OFX_SGML_CHECKING,
    sheet: 'checking',
    note: 'Read as an OFX bank statement: 3 transactions of account ••••1234.',
    reading: {
      range: 'A1:H4',
      columns: { date: 'A', amount: 'B', description: 'C' },
      rows: 3,
      dates: { from: '2025-04-02', to: '2025-04-18' },
      money: { in: 0.01, out: 165.67 },
      currency: '$',
    },
    figures: { income: 0.01, expenses: 165.67, savings: 0 },
    types: {
      'Uncategorized / Dividend': 'Income',
      'Uncategorized / CITY WATER DEPT': 'Expense',
      'Uncategorized / GROCERY MART': 'Expense',
    },
    // A cent of income beside $165 of spending may rightly draw a doubt from the sanity checks.
    clean: false,
  },
  {
    name: 'an OFX 2.2 XML credit-card statement named .qfx',
    fileName: 'card March.qfx',
    text: QFX_XML_CARD,
    sheet: 'card March',
    note: 'Read as an OFX credit-card statement: 5 transactions of account ••••9876.',
    reading: {
      range: 'A1:H6',
      columns: { date: 'A', amount: 'B', description: 'C' },
      rows: 5,
      dates: { from: '2025-03-03', to: '2025-03-20' },
      money: { in: 10, out: 130 },
      currency: '€',
    },
    // 25.50 + 74.50 + 30.00 − 10.00 refunded; the card's payment is a transfer.
    figures: { income: 0, expenses: 120, savings: 0 },
    types: { 'Uncategorized / WEBSHOP': 'Expense', 'Uncategorized / TRATTORIA ROMA': 'Expense', 'Transfer / PAYMENT THANK YOU': 'Ignore' },
    expenseTotals: { 'Uncategorized / WEBSHOP': 94.5, 'Uncategorized / TRATTORIA ROMA': 25.5 },
    clean: true,
  },
  {
    name: 'a QIF bank account with an L category, a split and a transfer to savings',
    fileName: 'quicken.qif',
    text: QIF_BANK,
    sheet: 'quicken',
    // The split record is two transactions.
    note: 'Read as a QIF file: 5 transactions.',
    reading: {
      range: 'A1:H6',
      columns: { date: 'A', amount: 'B', description: 'C', category: 'E' },
      rows: 5,
      dates: { from: '2025-03-01', to: '2025-03-15' },
      money: { in: 2500, out: 950 },
      currency: null,
    },
    figures: { income: 2500, expenses: 450, savings: 500 },
    types: {
      'Salary / Salary': 'Income',
      'Groceries / Groceries': 'Expense',
      'Household / Household': 'Expense',
      'Clothing / Clothing': 'Expense',
      'Transfer : Savings / Transfer : Savings': 'Savings',
    },
    expenseTotals: { Household: 200, Clothing: 100, Groceries: 150 },
    clean: true,
  },
  {
    name: 'a CAMT.053 file with two statements, CRDT and DBIT entries and a pending one',
    fileName: 'april.xml',
    text: CAMT_053,
    sheet: 'april',
    note: 'Read as 2 CAMT.053 bank statements: 3 transactions of 2 accounts (••••3000, ••••2051); 1 pending entry left out.',
    reading: {
      range: 'A1:H4',
      columns: { date: 'A', amount: 'B', description: 'C' },
      rows: 3,
      dates: { from: '2025-04-01', to: '2025-04-14' },
      money: { in: 2100, out: 914.3 },
      currency: '€',
    },
    figures: { income: 2100, expenses: 914.3, savings: 0 },
    types: {
      'Uncategorized / ACME GmbH': 'Income',
      'Uncategorized / Hausverwaltung Meier': 'Expense',
      'Uncategorized / Stadtwerke Bonn': 'Expense',
    },
    expenseTotals: { 'Uncategorized / Hausverwaltung Meier': 850, 'Uncategorized / Stadtwerke Bonn': 64.3 },
    clean: true,
  },
  {
    name: 'a CAMT.053.001.08 file with a namespace prefix, in CHF',
    fileName: 'camt v8.xml',
    text: CAMT_053_V08_PREFIXED,
    sheet: 'camt v8',
    note: 'Read as a CAMT.053 bank statement: 2 transactions of account ••••5295.',
    reading: {
      range: 'A1:H3',
      columns: { date: 'A', amount: 'B', description: 'C' },
      rows: 2,
      dates: { from: '2025-04-25', to: '2025-04-28' },
      money: { in: 5200, out: 1800 },
      currency: 'CHF',
    },
    figures: { income: 5200, expenses: 1800, savings: 0 },
    types: { 'Uncategorized / Arbeitgeber AG': 'Income', 'Uncategorized / Vermieter': 'Expense' },
    clean: true,
  },
  {
    name: 'an OFX statement saved as .txt',
    fileName: 'export.txt',
    text: OFX_AS_TXT,
    sheet: 'export',
    note: 'Read as an OFX bank statement: 2 transactions of account ••••7766.',
    reading: {
      range: 'A1:H3',
      columns: { date: 'A', amount: 'B', description: 'C' },
      rows: 2,
      dates: { from: '2025-01-05', to: '2025-01-09' },
      money: { in: 1200, out: 34.51 },
      currency: 'C$',
    },
    figures: { income: 1200, expenses: 34.51, savings: 0 },
    types: { 'Uncategorized / Payroll': 'Income', 'Uncategorized / Pharmacy': 'Expense' },
    clean: true,
  },
];

/** `Category / Subcategory` → guessed type, from the options step's rows. */
function guessedTypes(outcome: DefaultsOutcome): Record<string, string> {
  return Object.fromEntries((outcome.guessed ?? []).map((row) => [`${row.category} / ${row.sub_category}`, row.transaction_type]));
}

interface CategoryTotals {
  total: number;
  subcategories?: Record<string, { total: number }>;
}

/** The stored LY expense total of `Category` or `Category / Subcategory`, or undefined. */
function expenseTotal(outcome: DefaultsOutcome, key: string): number | undefined {
  const categories = (outcome.ly?.expense_categories ?? {}) as Record<string, CategoryTotals>;
  const [category, subcategory] = key.split(' / ');
  const found = categories[category];
  return subcategory === undefined ? found?.total : found?.subcategories?.[subcategory]?.total;
}

// ---------------------------------------------------------------------------------------------
// Bad statements.

/** An OFX whose statement has a transaction list with no STMTTRN in it. */
const OFX_WITHOUT_TRANSACTIONS = crlf(
  'OFXHEADER:100',
  'DATA:OFXSGML',
  'VERSION:102',
  '',
  '<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>USD<BANKACCTFROM><BANKID>121000248<ACCTID>55501234<ACCTTYPE>CHECKING</BANKACCTFROM>',
  '<BANKTRANLIST><DTSTART>20250401<DTEND>20250430</BANKTRANLIST>',
  '<LEDGERBAL><BALAMT>12.00<DTASOF>20250430</LEDGERBAL></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>',
);

/** The CAMT.053 above, cut in half (a download that stopped): still a CAMT.053 by its start. */
const CAMT_CUT_IN_HALF = CAMT_053.slice(0, Math.floor(CAMT_053.length / 2));

interface BadCase {
  name: string;
  fileName: string;
  text: string;
  status: number;
  message: RegExp;
}

const NOT_A_STATEMENT =
  /^This \.xml file is not a bank statement OnTrack can read\. OnTrack reads CAMT\.053 statements \(\.xml\), OFX\/QFX and QIF files/;

const BAD_CASES: BadCase[] = [
  {
    name: 'a web page saved as .xml',
    fileName: 'statement.xml',
    text: '<!DOCTYPE html>\n<html><head><title>Your statement</title></head><body><table><tr><td>Date</td><td>Amount</td></tr><tr><td>2025-04-01</td><td>-12.00</td></tr></table></body></html>\n',
    status: 415,
    message: NOT_A_STATEMENT,
  },
  {
    name: 'an RSS feed (XML that is no statement)',
    fileName: 'feed.xml',
    text: '<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"><channel><title>Bank news</title><item><title>New rates</title></item></channel></rss>\n',
    status: 415,
    message: NOT_A_STATEMENT,
  },
  {
    name: 'an ISO 20022 payment order (pain.001, not a statement)',
    fileName: 'payments.xml',
    text: '<?xml version="1.0" encoding="UTF-8"?>\n<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.03"><CstmrCdtTrfInitn><GrpHdr><MsgId>1</MsgId><NbOfTxs>1</NbOfTxs></GrpHdr></CstmrCdtTrfInitn></Document>\n',
    status: 415,
    message: NOT_A_STATEMENT,
  },
  {
    name: 'an OFX statement with no STMTTRN',
    fileName: 'empty.ofx',
    text: OFX_WITHOUT_TRANSACTIONS,
    status: 400,
    message: /^This OFX statement \(account ••••1234\) holds no transactions\. Export it again from your bank/,
  },
  {
    name: 'a CAMT.053 file cut in half',
    fileName: 'april.xml',
    text: CAMT_CUT_IN_HALF,
    status: 400,
    message: /^This CAMT\.053 statement is not well-formed XML \(it may be cut short\)\. Export it from your bank again/,
  },
];

describe.each(testEngines())('bank statement files over HTTP, on %s', (engine) => {
  const testApp = useTestApp(engine);

  describe.each(CASES)('$name', (statement) => {
    it('is read as one log named after the file, with the note and the statement currency', async () => {
      const client = await signedIn(testApp(), 'ann@example.com', TEMPLATE);
      const res = await uploadFile(client, TEMPLATE, Buffer.from(statement.text, 'utf8'), statement.fileName);
      const table = onlyTable(res, statement.sheet);
      expect(table).toMatchObject({
        range: statement.reading.range,
        layout: 'log',
        header_row: 1,
        direction: 'signed',
        rows: statement.reading.rows,
        dates: { ...statement.reading.dates, order: null },
        money: statement.reading.money,
        currency: statement.reading.currency,
        suggested: true,
        duplicate_of: null,
        problem: null,
      });
      expect(table.columns).toEqual(statement.reading.columns);
      // The note comes first; a clean statement says nothing else.
      expect(table.warnings[0]).toBe(statement.note);
      if (statement.clean) expect(table.warnings).toEqual([statement.note]);
      expect(res.body.data.suggested_options.selected_sheets).toEqual([statement.sheet]);
    });

    it('every default accepted: the stored figures to the cent', async () => {
      const client = await signedIn(testApp(), 'bob@example.com', TEMPLATE);
      const outcome = await acceptEveryDefault(client, TEMPLATE, {
        buffer: Buffer.from(statement.text, 'utf8'),
        fileName: statement.fileName,
      });
      expect(outcome.refused).toBeNull();
      expect(outcome.suggested?.selected_sheets).toEqual([statement.sheet]);
      expect(outcome.dated).toBe(true);
      expect(outcome.currency).toBe(statement.reading.currency);
      expect(guessedTypes(outcome)).toMatchObject(statement.types);
      expect(outcome.ly).toMatchObject({
        total_income: statement.figures.income,
        total_expenses: statement.figures.expenses,
        total_savings: statement.figures.savings,
      });
      for (const [key, total] of Object.entries(statement.expenseTotals ?? {}))
        expect([key, expenseTotal(outcome, key)]).toEqual([key, total]);
    });
  });

  /** A user whose analysis is stored already (the QIF above, every default accepted). */
  async function analysedUser(): Promise<ApiClient> {
    const client = await signedIn(testApp(), 'cat@example.com', TEMPLATE);
    const outcome = await acceptEveryDefault(client, TEMPLATE, { buffer: Buffer.from(QIF_BANK, 'utf8'), fileName: 'quicken.qif' });
    expect(outcome.refused).toBeNull();
    return client;
  }

  const send = (client: ApiClient, bad: BadCase): Promise<Response> =>
    uploadFile(client, TEMPLATE, Buffer.from(bad.text, 'utf8'), bad.fileName);

  it.each(BAD_CASES)('refuses $name with $status and a message, and changes nothing', async (bad) => {
    const client = await analysedUser();
    const before = await snapshot(testApp(), client);
    expect(JSON.parse(before.transaction)).toMatchObject({ message: 'ok' });
    expect(before.upload).not.toBeNull();

    expectRefused(await send(client, bad), bad.status, bad.message);
    expect(await snapshot(testApp(), client)).toEqual(before);
    // The previous upload is still the one the options step reads.
    const options = await chooseOptions(client, TEMPLATE, {
      selected_sheets: ['quicken'],
      selected_date: '2025-03-01',
      period_type: 'monthly',
    });
    expect(options.body).toMatchObject({ success: true });
  });

  it('stores nothing for a user with no upload yet when a statement is refused', async () => {
    const client = await signedIn(testApp(), 'dan@example.com', TEMPLATE);
    const before = await snapshot(testApp(), client);
    expect(before).toMatchObject({ upload: null, transactions: 0, usage: 0 });
    expect(JSON.parse(before.transaction)).toEqual({ message: 'No data' });
    // One refused before the worker (415), one by the statement reader in the worker (400).
    for (const bad of [BAD_CASES[0], BAD_CASES[3]]) {
      expectRefused(await send(client, bad), bad.status, bad.message);
      expect(await snapshot(testApp(), client)).toEqual(before);
    }
  });
});
