import { englishText } from '../../../../test/support/reading-english';
import { readCamt053 } from './camt053';
import { StatementError } from './statement-rows';

interface Entry {
  amount: string;
  ccy?: string;
  indicator: 'CRDT' | 'DBIT';
  status?: string;
  booked?: string;
  value?: string;
  details?: string;
  info?: string;
  refs?: string;
}

const entry = (e: Entry) => `
      <Ntry>
        ${e.refs ?? ''}
        <Amt Ccy="${e.ccy ?? 'EUR'}">${e.amount}</Amt>
        <CdtDbtInd>${e.indicator}</CdtDbtInd>
        <Sts>${e.status ?? 'BOOK'}</Sts>
        ${e.booked ?? ''}
        ${e.value ?? ''}
        ${e.info ? `<AddtlNtryInf>${e.info}</AddtlNtryInf>` : ''}
        ${e.details ? `<NtryDtls><TxDtls>${e.details}</TxDtls></NtryDtls>` : ''}
      </Ntry>`;

const statement = (account: string, entries: string, id = 'S1') => `
    <Stmt>
      <Id>${id}</Id>
      <CreDtTm>2024-06-01T08:00:00</CreDtTm>
      <Acct>${account}<Ccy>EUR</Ccy></Acct>
      <Bal><Tp><CdOrPrtry><Cd>OPBD</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">1000.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>2024-05-31</Dt></Dt></Bal>
      ${entries}
      <Bal><Tp><CdOrPrtry><Cd>CLBD</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">900.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>2024-06-01</Dt></Dt></Bal>
    </Stmt>`;

const camt = (statements: string, version = '001.02') => `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.${version}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>M1</MsgId><CreDtTm>2024-06-01T08:00:00</CreDtTm></GrpHdr>
    ${statements}
  </BkToCstmrStmt>
</Document>`;

const IBAN = '<Id><IBAN>DE89370400440532013000</IBAN></Id>';
const bookedOn = (date: string) => `<BookgDt><Dt>${date}</Dt></BookgDt>`;
const party = (role: 'Cdtr' | 'Dbtr', name: string) => `<RltdPties><${role}><Nm>${name}</Nm></${role}></RltdPties>`;

describe('readCamt053', () => {
  it('reads every statement, signs amounts by CdtDbtInd, names the counterparty, and leaves balances and pending entries out', () => {
    const text = camt(
      statement(
        IBAN,
        entry({
          amount: '1250.00',
          indicator: 'CRDT',
          booked: bookedOn('2024-06-03'),
          value: '<ValDt><Dt>2024-06-04</Dt></ValDt>',
          details: `${party('Dbtr', 'Employer GmbH')}<RmtInf><Ustrd>Salary June</Ustrd></RmtInf>`,
          refs: '<AcctSvcrRef>BANKREF-1</AcctSvcrRef>',
        }) + entry({ amount: '49.90', indicator: 'DBIT', status: 'PDNG', booked: bookedOn('2024-06-04') }),
      ) +
        statement(
          '<Id><Othr><Id>0532013001</Id></Othr></Id>',
          entry({
            amount: '12.5',
            indicator: 'DBIT',
            booked: '<BookgDt><DtTm>2024-06-05T23:30:00+02:00</DtTm></BookgDt>',
            details: `${party('Cdtr', 'Bakery Ltd')}<RmtInf><Ustrd>Card 1234</Ustrd><Ustrd>Bread</Ustrd></RmtInf>`,
            refs: '<NtryRef>N-77</NtryRef>',
          }),
          'S2',
        ),
    );
    const reading = readCamt053(text);
    expect(englishText(reading.label)).toBe('2 CAMT.053 bank statements');
    expect(englishText(reading.leftOut)).toBe('1 pending entry left out');
    expect(reading.transactions).toEqual([
      {
        date: '2024-06-03',
        amountCents: 125000,
        description: 'Employer GmbH',
        memo: 'Salary June',
        category: null,
        account: 'DE89370400440532013000',
        currency: 'EUR',
        reference: 'BANKREF-1',
      },
      {
        date: '2024-06-05',
        amountCents: -1250,
        description: 'Bakery Ltd',
        memo: 'Card 1234 Bread',
        category: null,
        account: '0532013001',
        currency: 'EUR',
        reference: 'N-77',
      },
    ]);
  });

  it('falls back to AddtlNtryInf then the remittance text for the description, and to the value date', () => {
    const text = camt(
      statement(
        IBAN,
        entry({
          amount: '3.00',
          indicator: 'DBIT',
          booked: bookedOn('2024-06-02'),
          info: 'Account fee',
          details: '<RmtInf><Ustrd>Fee May</Ustrd></RmtInf>',
        }) +
          // A credit's creditor is the account holder, not the counterparty: the remittance text describes it.
          entry({
            amount: '8.00',
            indicator: 'CRDT',
            value: '<ValDt><Dt>2024-06-07</Dt></ValDt>',
            details: `${party('Cdtr', 'Me Myself')}<RmtInf><Ustrd>Refund</Ustrd></RmtInf>`,
          }),
      ),
    );
    expect(readCamt053(text).transactions.map((row) => [row.date, row.amountCents, row.description, row.memo])).toEqual([
      ['2024-06-02', -300, 'Account fee', 'Fee May'],
      ['2024-06-07', 800, 'Refund', null],
    ]);
  });

  it('reads version .08 (status code and party under Pty), namespace prefixes, the entry currency and a reversal by its indicator', () => {
    const text = `<?xml version="1.0"?>
<c:Document xmlns:c="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><c:BkToCstmrStmt><c:Stmt><c:Acct><c:Id><c:IBAN>CH9300762011623852957</c:IBAN></c:Id></c:Acct>
<c:Ntry><c:Amt Ccy="CHF">20.00</c:Amt><c:CdtDbtInd>DBIT</c:CdtDbtInd><c:Sts><c:Cd>BOOK</c:Cd></c:Sts><c:BookgDt><c:Dt>2024-02-01</c:Dt></c:BookgDt>
<c:NtryDtls><c:TxDtls><c:RltdPties><c:Cdtr><c:Pty><c:Nm>Swiss Rail</c:Nm></c:Pty></c:Cdtr></c:RltdPties></c:TxDtls></c:NtryDtls></c:Ntry>
<c:Ntry><c:Amt Ccy="CHF">20.00</c:Amt><c:CdtDbtInd>CRDT</c:CdtDbtInd><c:RvslInd>true</c:RvslInd><c:Sts><c:Cd>BOOK</c:Cd></c:Sts><c:BookgDt><c:Dt>2024-02-02</c:Dt></c:BookgDt><c:AddtlNtryInf>Reversal</c:AddtlNtryInf></c:Ntry>
<c:Ntry><c:Amt Ccy="CHF">5.00</c:Amt><c:CdtDbtInd>DBIT</c:CdtDbtInd><c:Sts><c:Cd>PDNG</c:Cd></c:Sts><c:BookgDt><c:Dt>2024-02-03</c:Dt></c:BookgDt></c:Ntry>
</c:Stmt></c:BkToCstmrStmt></c:Document>`;
    const reading = readCamt053(text);
    expect(englishText(reading.label)).toBe('a CAMT.053 bank statement');
    expect(reading.transactions.map((row) => [row.date, row.amountCents, row.description, row.currency, row.account])).toEqual([
      ['2024-02-01', -2000, 'Swiss Rail', 'CHF', 'CH9300762011623852957'],
      ['2024-02-02', 2000, 'Reversal', 'CHF', 'CH9300762011623852957'],
    ]);
  });
});

describe('readCamt053 refusals', () => {
  const refusal = (text: string) => {
    try {
      readCamt053(text);
    } catch (error) {
      expect(error).toBeInstanceOf(StatementError);
      return (error as Error).message;
    }
    throw new Error('expected a StatementError');
  };

  it('says when there are no entries, or only pending ones', () => {
    expect(refusal(camt(statement(IBAN, '')))).toBe(
      'This CAMT.053 statement holds no transactions. Export it from your bank again for a period with transactions and upload the new file.',
    );
    expect(
      refusal(camt(statement(IBAN, entry({ amount: '1.00', indicator: 'DBIT', status: 'PDNG', booked: bookedOn('2024-06-01') })))),
    ).toMatch(/holds only pending entries \(1\)/);
  });

  it('says when the XML is cut short, or an entry lacks its indicator, amount or date', () => {
    expect(refusal(camt(statement(IBAN, '')).slice(0, 300))).toMatch(/^This CAMT\.053 statement is not well-formed XML/);
    expect(refusal(camt(statement(IBAN, entry({ amount: '1.00', indicator: 'XX' as 'CRDT', booked: bookedOn('2024-06-01') }))))).toMatch(
      /^Entry 1 of this CAMT\.053 statement does not say whether/,
    );
    expect(refusal(camt(statement(IBAN, entry({ amount: '-1.00', indicator: 'DBIT', booked: bookedOn('2024-06-01') }))))).toMatch(
      /has an amount OnTrack cannot read \("-1\.00"\)/,
    );
    expect(refusal(camt(statement(IBAN, entry({ amount: '1.00', indicator: 'DBIT' }))))).toMatch(
      /^Entry 1 of this CAMT\.053 statement has no booking date/,
    );
  });
});
