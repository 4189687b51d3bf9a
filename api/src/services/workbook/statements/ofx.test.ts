import { englishText } from '../../../../test/support/reading-english';
import { readOfx } from './ofx';
import { sgmlTree } from './ofx-sgml';
import type { MarkupNode } from './markup-tree';
import { StatementError } from './statement-rows';

const SGML_HEADER =
  'OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\nSECURITY:NONE\nENCODING:USASCII\nCHARSET:1252\nCOMPRESSION:NONE\nOLDFILEUID:NONE\nNEWFILEUID:NONE\n\n';

/** An OFX 1.02 bank statement, SGML with unclosed leaves, indented as banks write it. */
const sgmlBank = (transactions: string, currency = 'USD', account = '99887766') => `${SGML_HEADER}<OFX>
  <SIGNONMSGSRSV1><SONRS><STATUS><CODE>0<SEVERITY>INFO</STATUS><DTSERVER>20240301120000<LANGUAGE>ENG</SONRS></SIGNONMSGSRSV1>
  <BANKMSGSRSV1>
    <STMTTRNRS>
      <TRNUID>1
      <STMTRS>
        <CURDEF>${currency}
        <BANKACCTFROM>
          <BANKID>021000021
          <ACCTID>${account}
          <ACCTTYPE>CHECKING
        </BANKACCTFROM>
        <BANKTRANLIST>
          <DTSTART>20240101
          <DTEND>20240301
${transactions}
        </BANKTRANLIST>
        <LEDGERBAL><BALAMT>5000.00<DTASOF>20240301</LEDGERBAL>
        <AVAILBAL><BALAMT>4900.00<DTASOF>20240301</AVAILBAL>
      </STMTRS>
    </STMTTRNRS>
  </BANKMSGSRSV1>
</OFX>
`;

const rows = (text: string) => readOfx(text).transactions;

describe('readOfx, OFX 1.x SGML', () => {
  it('reads unclosed leaves, signed amounts, DTPOSTED with time and zone, and leaves balances and list dates out', () => {
    const reading = readOfx(
      sgmlBank(`          <STMTTRN>
            <TRNTYPE>DEBIT
            <DTPOSTED>20240105120000.000[-5:EST]
            <TRNAMT>-42.17
            <FITID>A-1
            <NAME>CORNER GROCERY &amp; DELI
            <MEMO>CARD PURCHASE 0412
          </STMTTRN>
          <STMTTRN>
            <TRNTYPE>CREDIT
            <DTPOSTED>20240115
            <TRNAMT>2500.00
            <FITID>A-2
            <NAME>PAYROLL ACME INC
          </STMTTRN>`),
    );
    expect(englishText(reading.label)).toBe('an OFX bank statement');
    expect(reading.transactions).toEqual([
      {
        date: '2024-01-05',
        amountCents: -4217,
        description: 'CORNER GROCERY & DELI',
        memo: 'CARD PURCHASE 0412',
        category: null,
        account: '99887766',
        currency: 'USD',
        reference: 'A-1',
      },
      {
        date: '2024-01-15',
        amountCents: 250000,
        description: 'PAYROLL ACME INC',
        memo: null,
        category: null,
        account: '99887766',
        currency: 'USD',
        reference: 'A-2',
      },
    ]);
  });

  it('reads a comma as the decimal mark, and leaves on one line with no line breaks', () => {
    const text = sgmlBank(
      '<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20240210<TRNAMT>-34,51<FITID>9<NAME>BOULANGERIE</STMTTRN><STMTTRN><TRNTYPE>CREDIT<DTPOSTED>20240211<TRNAMT>1,5<FITID>10<MEMO>INTERETS</STMTTRN>',
      'EUR',
    );
    expect(rows(text).map((row) => [row.amountCents, row.description, row.memo, row.currency])).toEqual([
      [-3451, 'BOULANGERIE', null, 'EUR'],
      [150, 'INTERETS', null, 'EUR'],
    ]);
  });

  it('prefers DTUSER to DTPOSTED, takes PAYEE/NAME when there is no NAME, and a transaction currency over CURDEF', () => {
    const text = sgmlBank(`<STMTTRN>
<TRNTYPE>PAYMENT
<DTPOSTED>20240302
<DTUSER>20240229
<TRNAMT>-80.00
<FITID>P1
<PAYEE><NAME>CITY WATER<ADDR1>1 MAIN ST<CITY>TOWN<STATE>NY<POSTALCODE>10001<PHONE>555</PAYEE>
<CURRENCY><CURRATE>1.1<CURSYM>EUR</CURRENCY>
</STMTTRN>
<STMTTRN>
<TRNTYPE>DEBIT
<DTPOSTED>20240303
<TRNAMT>-10.00
<FITID>P2
<NAME>ABROAD SHOP
<ORIGCURRENCY><CURRATE>0.9<CURSYM>GBP</ORIGCURRENCY>
</STMTTRN>`);
    expect(rows(text).map((row) => [row.date, row.description, row.currency])).toEqual([
      ['2024-02-29', 'CITY WATER', 'EUR'],
      // ORIGCURRENCY: the amount was converted into CURDEF, so it is in USD.
      ['2024-03-03', 'ABROAD SHOP', 'USD'],
    ]);
  });

  it('reads an empty unclosed leaf without swallowing the leaves after it', () => {
    const text = sgmlBank(`<STMTTRN>
<TRNTYPE>DEBIT
<DTPOSTED>20240105
<MEMO>
<TRNAMT>-1.00
<FITID>E1
<NAME>FEE
</STMTTRN>`);
    expect(rows(text)).toEqual([
      {
        date: '2024-01-05',
        amountCents: -100,
        description: 'FEE',
        memo: null,
        category: null,
        account: '99887766',
        currency: 'USD',
        reference: 'E1',
      },
    ]);
  });

  it('reads a credit-card statement (CCSTMTRS) with its CCACCTFROM account', () => {
    const text = `${SGML_HEADER}<OFX><CREDITCARDMSGSRSV1><CCSTMTTRNRS><TRNUID>1<CCSTMTRS><CURDEF>CAD<CCACCTFROM><ACCTID>4111222233334444</CCACCTFROM>
<BANKTRANLIST><DTSTART>20240101<DTEND>20240131
<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20240120<TRNAMT>-64.99<FITID>C1<NAME>BOOKSHOP</STMTTRN>
<STMTTRN><TRNTYPE>CREDIT<DTPOSTED>20240125<TRNAMT>300.00<FITID>C2<NAME>PAYMENT THANK YOU</STMTTRN>
</BANKTRANLIST><LEDGERBAL><BALAMT>-120.00<DTASOF>20240131</LEDGERBAL></CCSTMTRS></CCSTMTTRNRS></CREDITCARDMSGSRSV1></OFX>`;
    const reading = readOfx(text);
    expect(englishText(reading.label)).toBe('an OFX credit-card statement');
    expect(reading.transactions.map((row) => [row.amountCents, row.account, row.currency])).toEqual([
      [-6499, '4111222233334444', 'CAD'],
      [30000, '4111222233334444', 'CAD'],
    ]);
  });

  it('reads every statement of a file, each row with its own account and currency, and skips investment statements', () => {
    const statement = (account: string, currency: string, amount: string) =>
      `<STMTTRNRS><TRNUID>1<STMTRS><CURDEF>${currency}<BANKACCTFROM><BANKID>1<ACCTID>${account}<ACCTTYPE>SAVINGS</BANKACCTFROM><BANKTRANLIST>` +
      `<STMTTRN><TRNTYPE>OTHER<DTPOSTED>20240401<TRNAMT>${amount}<FITID>${account}-1<NAME>MOVE</STMTTRN></BANKTRANLIST></STMTRS></STMTTRNRS>`;
    const investment =
      '<INVSTMTMSGSRSV1><INVSTMTTRNRS><INVSTMTRS><CURDEF>USD<INVTRANLIST><BUYSTOCK><INVBUY><TOTAL>-999</INVBUY></BUYSTOCK></INVTRANLIST></INVSTMTRS></INVSTMTTRNRS></INVSTMTMSGSRSV1>';
    const text = `${SGML_HEADER}<OFX><BANKMSGSRSV1>${statement('111100001', 'USD', '-5.00')}${statement('222200002', 'CHF', '7.25')}</BANKMSGSRSV1>${investment}</OFX>`;
    const reading = readOfx(text);
    expect(englishText(reading.label)).toBe('2 OFX bank statements');
    expect(reading.transactions.map((row) => [row.account, row.currency, row.amountCents])).toEqual([
      ['111100001', 'USD', -500],
      ['222200002', 'CHF', 725],
    ]);
  });
});

describe('readOfx, OFX 2.x XML', () => {
  const xml = (name: string, memo: string) => `<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<?OFX OFXHEADER="200" VERSION="211" SECURITY="NONE" OLDFILEUID="NONE" NEWFILEUID="NONE"?>
<OFX>
  <SIGNONMSGSRSV1><SONRS><STATUS><CODE>0</CODE><SEVERITY>INFO</SEVERITY></STATUS><DTSERVER>20240301</DTSERVER><LANGUAGE>ENG</LANGUAGE></SONRS></SIGNONMSGSRSV1>
  <BANKMSGSRSV1>
    <STMTTRNRS>
      <TRNUID>7</TRNUID>
      <STMTRS>
        <CURDEF>NZD</CURDEF>
        <BANKACCTFROM><BANKID>BNZ</BANKID><ACCTID>020100-0123456-00</ACCTID><ACCTTYPE>CHECKING</ACCTTYPE></BANKACCTFROM>
        <BANKTRANLIST>
          <DTSTART>20240101</DTSTART><DTEND>20240301</DTEND>
          <STMTTRN>
            <TRNTYPE>POS</TRNTYPE>
            <DTPOSTED>20240218</DTPOSTED>
            <TRNAMT>-7.40</TRNAMT>
            <FITID>X9</FITID>
            <NAME>${name}</NAME>
            <MEMO>${memo}</MEMO>
          </STMTTRN>
        </BANKTRANLIST>
        <LEDGERBAL><BALAMT>99.00</BALAMT><DTASOF>20240301</DTASOF></LEDGERBAL>
      </STMTRS>
    </STMTTRNRS>
  </BANKMSGSRSV1>
</OFX>`;

  it('reads closed tags and CDATA values, trimmed, with XML entities decoded', () => {
    expect(rows(xml('<![CDATA[CAFE <LATTE> & CO  ]]>', 'FLAT WHITE &amp; MUFFIN'))).toEqual([
      {
        date: '2024-02-18',
        amountCents: -740,
        description: 'CAFE <LATTE> & CO',
        memo: 'FLAT WHITE & MUFFIN',
        category: null,
        account: '020100-0123456-00',
        currency: 'NZD',
        reference: 'X9',
      },
    ]);
  });

  it('drops a memo that only repeats the name', () => {
    expect(rows(xml('BUS FARE', '<![CDATA[BUS FARE]]>'))[0].memo).toBeNull();
  });

  it('falls back to the tolerant reader when "XML" OFX leaves its leaves unclosed', () => {
    const text = `<?xml version="1.0"?><?OFX OFXHEADER="200" VERSION="200"?>
<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>GBP<BANKACCTFROM><ACCTID>12345678</BANKACCTFROM><BANKTRANLIST>
<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20240102<TRNAMT>-3.20<FITID>1<NAME>TEA &amp; TOAST</STMTTRN>
</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`;
    expect(rows(text).map((row) => [row.date, row.amountCents, row.description, row.currency])).toEqual([
      ['2024-01-02', -320, 'TEA & TOAST', 'GBP'],
    ]);
  });
});

describe('readOfx refusals', () => {
  const refusal = (text: string) => {
    try {
      readOfx(text);
    } catch (error) {
      expect(error).toBeInstanceOf(StatementError);
      return (error as Error).message;
    }
    throw new Error('expected a StatementError');
  };

  it('says when a statement holds no transactions', () => {
    expect(refusal(sgmlBank(''))).toBe(
      'This OFX statement (account ••••7766) holds no transactions. Export it again from your bank for a period with transactions and upload the new file.',
    );
  });

  it('says when there is no statement at all, or only an investment one', () => {
    expect(
      refusal(`${SGML_HEADER}<OFX><SIGNONMSGSRSV1><SONRS><STATUS><CODE>15500<SEVERITY>ERROR</STATUS></SONRS></SIGNONMSGSRSV1></OFX>`),
    ).toMatch(/holds no bank or credit-card statement/);
    expect(refusal(`${SGML_HEADER}`)).toMatch(/holds no bank or credit-card statement/);
    expect(
      refusal(
        `${SGML_HEADER}<OFX><INVSTMTMSGSRSV1><INVSTMTTRNRS><INVSTMTRS><CURDEF>USD</INVSTMTRS></INVSTMTTRNRS></INVSTMTMSGSRSV1></OFX>`,
      ),
    ).toMatch(/only an investment account statement/);
  });

  it('says which transaction has an amount or a date it cannot read', () => {
    expect(refusal(sgmlBank('<STMTTRN><DTPOSTED>20240101<TRNAMT>12.3.4<FITID>1</STMTTRN>'))).toMatch(
      /^Transaction 1 of this OFX file has an amount OnTrack cannot read \("12\.3\.4"\)/,
    );
    expect(refusal(sgmlBank('<STMTTRN><DTPOSTED>20240101<FITID>1</STMTTRN>'))).toMatch(/^Transaction 1 of this OFX file has no amount/);
    expect(refusal(sgmlBank('<STMTTRN><DTPOSTED>20241399<TRNAMT>1<FITID>1</STMTTRN>'))).toMatch(
      /has a date OnTrack cannot read \("20241399"\)/,
    );
  });
});

describe('sgmlTree', () => {
  const shape = (node: MarkupNode): unknown =>
    node.children.length > 0 ? { [node.name]: node.children.map(shape) } : { [node.name]: node.text.trim() };

  it('closes leaves at the next tag, consumes their end tags, and decodes entities and character references', () => {
    const root = sgmlTree('<A><B>one<C>two</C><D>&lt;3 &#65;&#x42; AT&T</A>');
    expect(root.children.map(shape)).toEqual([{ A: [{ B: 'one' }, { C: 'two' }, { D: '<3 AB AT&T' }] }]);
  });

  it('keeps what elements still open at the end hold, and skips comments and processing instructions', () => {
    const root = sgmlTree('<?OFX x?><!-- note --><A>\n<B>\n<C>1');
    expect(root.children.map(shape)).toEqual([{ A: [{ B: [{ C: '1' }] }] }]);
  });
});
