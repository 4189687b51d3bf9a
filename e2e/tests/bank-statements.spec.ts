import { expect, test } from '@playwright/test';
import { uniqueEmail } from '../support/accounts';
import { registerWithTemplate } from '../support/workflow';
import { homeCurrency, SpendingScreen, type SpendingTotals } from '../pages/spending';
import { WizardDialog } from '../pages/wizard';

/**
 * Bank statements and a European bank's CSV export through the wizard, as a person does it: each
 * file is made here (never a real statement), chosen in the drop zone's file input, uploaded, the
 * suggested options and guessed types accepted, and the Spending screen must show its money.
 *
 * The dates lie 5 to 40 days before today (the test's clock; the server runs on the same machine),
 * so every transaction falls in the 3-month window that ends with the latest one's month: 12, 6
 * and 3 months all show the same figures, and the suggested period start (the earliest date) leaves
 * none out.
 */

const TEMPLATE_NAME = 'Wealth Whisperer Transaction Log';
const DAY_MS = 24 * 60 * 60 * 1000;

interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/** The calendar day `days` before today, in UTC. */
function daysAgo(days: number): CalendarDay {
  const date = new Date(Date.now() - days * DAY_MS);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

const pad = (value: number) => String(value).padStart(2, '0');
const iso = (d: CalendarDay) => `${d.year}-${pad(d.month)}-${pad(d.day)}`;
const ofxDate = (d: CalendarDay) => `${d.year}${pad(d.month)}${pad(d.day)}120000[-5:EST]`;
/** QIF as Quicken writes it in the US: month first. */
const qifDate = (d: CalendarDay) => `${pad(d.month)}/${pad(d.day)}/${d.year}`;
/** Day first with dots, as German banks write it. */
const germanDate = (d: CalendarDay) => `${pad(d.day)}.${pad(d.month)}.${d.year}`;

const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** The span the reading line names: `Mar 2025`, or `Feb 2025 – Mar 2025`. */
function monthSpan(from: CalendarDay, to: CalendarDay): string {
  const month = (d: CalendarDay) => `${SHORT_MONTHS[d.month - 1]} ${d.year}`;
  return month(from) === month(to) ? month(from) : `${month(from)} – ${month(to)}`;
}

/**
 * The reading's line for a sheet: `Transaction log · 3 rows · Oct 2026 – Nov 2026 · in USD 2,500 · out USD 1,234`.
 * The currency is left open: the wizard shows the sign or code the reading names, never converted
 * (a statement names its ISO code, `USD`; a CSV whose amounts carry no sign gets `$`).
 */
function readingLine(rows: number, span: string, moneyIn: string, moneyOut: string): RegExp {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const money = (amount: string) => `(?:[$€£]|[A-Z]{3} )${escape(amount)}`;
  return new RegExp(`^${escape(`Transaction log · ${rows} rows · ${span} · in `)}${money(moneyIn)} · out ${money(moneyOut)}$`);
}

const FIRST = daysAgo(40);
const SECOND = daysAgo(26);
const THIRD = daysAgo(15);
const LAST = daysAgo(5);

interface StatementCase {
  title: string;
  file: { name: string; mimeType: string; buffer: Buffer };
  /** The sheet the file is read as (named after the file). */
  sheet: string;
  /** The note the reading gives on the sheet. */
  note: string;
  /** The reading's one line for the sheet. */
  reading: RegExp;
  /** The home currency the import gives a new user (a statement stating euros), US dollars otherwise. */
  currency?: string;
  /** What Spending must show. */
  totals: SpendingTotals;
  /** The expense categories' totals on Spending. */
  expenseCategories: Record<string, number>;
  /**
   * Every row of the categories step (category / subcategory → the guessed type), kept as guessed:
   * a file without categories is named by its payees, money in guessed Income and money out Expense.
   */
  guesses: Record<string, string>;
}

/** OFX 1.x (SGML, unclosed leaves), one checking account in USD: a salary and two debits. */
function ofxStatement(): Buffer {
  const transaction = (type: string, day: CalendarDay, amount: string, id: string, name: string, memo?: string) =>
    [
      '<STMTTRN>',
      `<TRNTYPE>${type}`,
      `<DTPOSTED>${ofxDate(day)}`,
      `<TRNAMT>${amount}`,
      `<FITID>${id}`,
      `<NAME>${name}`,
      ...(memo ? [`<MEMO>${memo}`] : []),
      '</STMTTRN>',
    ].join('\r\n');
  const text = [
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
    '<SIGNONMSGSRSV1><SONRS>',
    '<STATUS><CODE>0<SEVERITY>INFO</STATUS>',
    `<DTSERVER>${ofxDate(daysAgo(1))}`,
    '<LANGUAGE>ENG',
    '</SONRS></SIGNONMSGSRSV1>',
    '<BANKMSGSRSV1><STMTTRNRS>',
    '<TRNUID>1',
    '<STATUS><CODE>0<SEVERITY>INFO</STATUS>',
    '<STMTRS>',
    '<CURDEF>USD',
    '<BANKACCTFROM><BANKID>121000358<ACCTID>000123456789<ACCTTYPE>CHECKING</BANKACCTFROM>',
    '<BANKTRANLIST>',
    `<DTSTART>${ofxDate(FIRST)}`,
    `<DTEND>${ofxDate(LAST)}`,
    transaction('CREDIT', FIRST, '2500.00', 'T1001', 'ACME CORP PAYROLL', 'DIRECT DEP'),
    transaction('DEBIT', SECOND, '-1150.00', 'T1002', 'OAKWOOD APARTMENTS', 'RENT'),
    transaction('POS', THIRD, '-84.37', 'T1003', 'CORNER GROCERY 0042'),
    '</BANKTRANLIST>',
    `<LEDGERBAL><BALAMT>1265.63<DTASOF>${ofxDate(LAST)}</LEDGERBAL>`,
    '</STMTRS>',
    '</STMTTRNRS></BANKMSGSRSV1>',
    '</OFX>',
    '',
  ].join('\r\n');
  return Buffer.from(text, 'ascii');
}

/** QIF of one bank account, US dates, categories (and category:subcategory) in `L`. */
function qifStatement(): Buffer {
  const record = (day: CalendarDay, amount: string, payee: string, category: string, memo?: string) =>
    [`D${qifDate(day)}`, `T${amount}`, 'C*', `P${payee}`, ...(memo ? [`M${memo}`] : []), `L${category}`, '^'].join('\n');
  const text = [
    '!Type:Bank',
    record(FIRST, '3,100.00', 'Northwind Traders', 'Salary', 'March pay'),
    record(SECOND, '-64.20', 'City Power & Light', 'Utilities:Electric'),
    record(THIRD, '-212.45', 'Fresh Market', 'Groceries'),
    record(LAST, '-400.00', 'Vanguard', 'Savings:Brokerage'),
    '',
  ].join('\n');
  return Buffer.from(text, 'utf8');
}

/** CAMT.053.001.02, one EUR account: a credit, two booked debits, and a pending one (left out). */
function camtStatement(): Buffer {
  const entry = (
    amount: string,
    indicator: 'CRDT' | 'DBIT',
    status: 'BOOK' | 'PDNG',
    day: CalendarDay,
    party: string,
    text: string,
    ref: string,
  ) => `
      <Ntry>
        <NtryRef>${ref}</NtryRef>
        <Amt Ccy="EUR">${amount}</Amt>
        <CdtDbtInd>${indicator}</CdtDbtInd>
        <Sts>${status}</Sts>
        <BookgDt><Dt>${iso(day)}</Dt></BookgDt>
        <ValDt><Dt>${iso(day)}</Dt></ValDt>
        <AcctSvcrRef>${ref}</AcctSvcrRef>
        <BkTxCd><Prtry><Cd>NTRF</Cd></Prtry></BkTxCd>
        <NtryDtls><TxDtls>
          <RltdPties>${indicator === 'CRDT' ? `<Dbtr><Nm>${party}</Nm></Dbtr>` : `<Cdtr><Nm>${party}</Nm></Cdtr>`}</RltdPties>
          <RmtInf><Ustrd>${text}</Ustrd></RmtInf>
        </TxDtls></NtryDtls>
      </Ntry>`;
  const text = `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>STMT-E2E-1</MsgId><CreDtTm>${iso(daysAgo(1))}T08:00:00</CreDtTm></GrpHdr>
    <Stmt>
      <Id>STMT-E2E-1-1</Id>
      <CreDtTm>${iso(daysAgo(1))}T08:00:00</CreDtTm>
      <Acct><Id><IBAN>DE89370400440532013000</IBAN></Id><Ccy>EUR</Ccy></Acct>
      <Bal><Tp><CdOrPrtry><Cd>OPBD</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">1000.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>${iso(FIRST)}</Dt></Dt></Bal>
      ${entry('3200.00', 'CRDT', 'BOOK', FIRST, 'Beispiel GmbH', 'Gehalt', 'E2E-1')}
      ${entry('950.00', 'DBIT', 'BOOK', SECOND, 'Hausverwaltung Schmidt', 'Miete', 'E2E-2')}
      ${entry('123.45', 'DBIT', 'BOOK', THIRD, 'Stadtwerke', 'Strom Abschlag', 'E2E-3')}
      ${entry('49.99', 'DBIT', 'PDNG', LAST, 'Online Shop', 'Bestellung', 'E2E-4')}
    </Stmt>
  </BkToCstmrStmt>
</Document>
`;
  return Buffer.from(text, 'utf8');
}

/** A German bank's CSV export: `;` separators, decimal commas, day-first dates, Windows-1252 (ü, é). */
function germanCsv(): Buffer {
  const text = [
    'Buchungstag;Verwendungszweck;Betrag (EUR)',
    `${germanDate(FIRST)};Lohn Gehalt Müller GmbH;2.850,00`,
    `${germanDate(SECOND)};Miete Wohnung;-1.234,56`,
    `${germanDate(THIRD)};Café Übersee;-18,90`,
    `${germanDate(LAST)};Supermarkt Süd;-76,54`,
    '',
  ].join('\r\n');
  return Buffer.from(text, 'latin1');
}

const CASES: StatementCase[] = [
  {
    title: 'an OFX 1.x (SGML) checking statement',
    file: { name: 'checking.ofx', mimeType: 'application/x-ofx', buffer: ofxStatement() },
    sheet: 'checking',
    note: 'Read as an OFX bank statement: 3 transactions of account ••••6789.',
    reading: readingLine(3, monthSpan(FIRST, THIRD), '2,500', '1,234'),
    totals: { income: 2500, expenses: 1234.37, savings: 0 },
    expenseCategories: { Uncategorized: 1234.37 },
    guesses: {
      'Uncategorized / ACME CORP PAYROLL': 'Income',
      'Uncategorized / OAKWOOD APARTMENTS': 'Expense',
      'Uncategorized / CORNER GROCERY': 'Expense',
    },
  },
  {
    title: 'a QIF bank file with categories',
    file: { name: 'quicken-export.qif', mimeType: 'application/qif', buffer: qifStatement() },
    sheet: 'quicken-export',
    note: 'Read as a QIF file: 4 transactions.',
    reading: readingLine(4, monthSpan(FIRST, LAST), '3,100', '677'),
    totals: { income: 3100, expenses: 276.65, savings: 400 },
    expenseCategories: { Groceries: 212.45, 'Utilities:Electric': 64.2 },
    guesses: {
      'Salary / Salary': 'Income',
      'Savings:Brokerage / Savings:Brokerage': 'Savings',
      'Groceries / Groceries': 'Expense',
      'Utilities:Electric / Utilities:Electric': 'Expense',
    },
  },
  {
    title: 'a CAMT.053 statement with a pending entry',
    file: { name: 'kontoauszug-camt053.xml', mimeType: 'application/xml', buffer: camtStatement() },
    sheet: 'kontoauszug-camt053',
    note: 'Read as a CAMT.053 bank statement: 3 transactions of account ••••3000; 1 pending entry left out.',
    reading: readingLine(3, monthSpan(FIRST, THIRD), '3,200', '1,073'),
    currency: 'EUR',
    totals: { income: 3200, expenses: 1073.45, savings: 0 },
    expenseCategories: { Uncategorized: 1073.45 },
    guesses: {
      'Uncategorized / Beispiel GmbH': 'Income',
      'Uncategorized / Hausverwaltung Schmidt': 'Expense',
      'Uncategorized / Stadtwerke': 'Expense',
    },
  },
  {
    title: 'a German CSV export (semicolons, decimal commas, Windows-1252)',
    file: { name: 'umsaetze.csv', mimeType: 'text/csv', buffer: germanCsv() },
    sheet: 'umsaetze',
    note: 'The file "umsaetze.csv" is not Unicode text: it was read as Windows-1252 (Western European).',
    reading: readingLine(4, monthSpan(FIRST, LAST), '2,850', '1,330'),
    currency: 'EUR',
    totals: { income: 2850, expenses: 1330, savings: 0 },
    expenseCategories: { Uncategorized: 1330 },
    // The payees as written: Windows-1252 read as such (ü, é, Ü).
    guesses: {
      'Uncategorized / Lohn Gehalt Müller GmbH': 'Income',
      'Uncategorized / Miete Wohnung': 'Expense',
      'Uncategorized / Café Übersee': 'Expense',
      'Uncategorized / Supermarkt Süd': 'Expense',
    },
  },
];

for (const statement of CASES) {
  test(`${statement.title}: upload, the reading and its note, the suggestion and guesses accepted, right totals on Spending`, async ({
    page,
  }) => {
    await registerWithTemplate(page.request, uniqueEmail('bank-statement'), 'wealth-whisperer');
    await page.goto('/main');
    const wizard = new WizardDialog(page);
    await wizard.open(TEMPLATE_NAME);
    // The template takes a Google Sheet too (its tab comes first): the file tab names the statements.
    await wizard.sourceTabs.getByRole('tab', { name: 'Upload File' }).click();
    await expect(wizard.step('Upload Data').getByTestId('drop-zone')).toContainText(
      'Excel (.xlsx, .xls), text (.csv, .tsv, .txt) or a bank statement (.ofx, .qfx, .qif, .xml)',
    );
    await wizard.uploadFile(statement.file);
    await wizard.goToOptions();

    const options = wizard.step('Select Options');
    const reading = options.getByTestId(`reading-${statement.sheet}`);
    await expect(reading.locator('.wizard-reading__line')).toHaveText(statement.reading);
    await expect(reading.getByRole('list', { name: `Notes on ${statement.sheet}` })).toContainText(statement.note);
    // The suggestion: the one sheet, counted from its earliest transaction.
    expect(await wizard.optionsShown()).toMatchObject({ sheets: [statement.sheet], date: iso(FIRST) });
    await wizard.saveOptions();

    const rows = await wizard.categoryRows();
    expect(Object.fromEntries(rows.map((row) => [`${row.category} / ${row.subcategory}`, row.type])), 'the guessed types').toEqual(
      statement.guesses,
    );
    await wizard.finish();

    const spending = new SpendingScreen(page);
    await spending.open();
    for (const [key, figures] of await spending.expectWindowTotals(statement.totals)) {
      expect(
        Object.fromEntries(Object.entries(figures.expense_categories).map(([name, totals]) => [name, totals.total])),
        `${key}: expense categories`,
      ).toEqual(statement.expenseCategories);
    }
    // A statement in euros makes euros the new user's home currency: Spending shows them.
    const currency = await homeCurrency(page);
    expect(currency, 'the home currency').toBe(statement.currency ?? 'USD');
    await spending.expectTotalCards(statement.totals, currency, ['12 Months', '6 Months', '3 Months']);
  });
}
