import { englishText } from '../../../../test/support/reading-english';
import { STATEMENT_HEADER, statementGrid, statementKind, StatementError } from '.';

const OFX_SGML = `OFXHEADER:100
DATA:OFXSGML
VERSION:102

<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>USD<BANKACCTFROM><BANKID>1<ACCTID>5550001234<ACCTTYPE>CHECKING</BANKACCTFROM>
<BANKTRANLIST><STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20240301<TRNAMT>-19.99<FITID>F1<NAME>HARDWARE STORE</STMTTRN></BANKTRANLIST>
</STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`;

const OFX_XML = `<?xml version="1.0" encoding="UTF-8"?>
<?OFX OFXHEADER="200" VERSION="220"?>
<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>AUD</CURDEF><BANKACCTFROM><BANKID>1</BANKID><ACCTID>7788</ACCTID></BANKACCTFROM>
<BANKTRANLIST><STMTTRN><DTPOSTED>20240302</DTPOSTED><TRNAMT>5.00</TRNAMT><FITID>2</FITID><NAME>REFUND</NAME></STMTTRN></BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`;

const CAMT = `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.04"><BkToCstmrStmt><Stmt><Acct><Id><IBAN>FR7630006000011234567890189</IBAN></Id></Acct>
<Ntry><Amt Ccy="EUR">4.20</Amt><CdtDbtInd>DBIT</CdtDbtInd><Sts>BOOK</Sts><BookgDt><Dt>2024-03-03</Dt></BookgDt><AddtlNtryInf>Coffee</AddtlNtryInf></Ntry>
</Stmt></BkToCstmrStmt></Document>`;

const QIF = '!Type:Bank\nD03/04/2024\nT-7.00\nPParking\nLCar\n^\n';

describe('statementKind', () => {
  it.each<[string, string, ReturnType<typeof statementKind>]>([
    ['OFX 1.x SGML header', OFX_SGML, 'ofx'],
    ['OFX 1.x with a byte-order mark and blank lines first', `\ufeff\n\n${OFX_SGML}`, 'ofx'],
    ['OFX 2.x XML (.qfx too)', OFX_XML, 'ofx'],
    ['SGML with no header, <OFX> first', '<OFX>\n<SIGNONMSGSRSV1>', 'ofx'],
    [
      'XML with an <OFX> root and no OFX processing instruction',
      '<?xml version="1.0"?>\n<!-- export -->\n<OFX><SIGNONMSGSRSV1/></OFX>',
      'ofx',
    ],
    ['QIF !Type', QIF, 'qif'],
    ['QIF !Account first', '\n!Account\nNChecking\n^\n', 'qif'],
    ['QIF !Option first, lower case', '!option:AutoSwitch\n', 'qif'],
    ['CAMT.053 by namespace', CAMT, 'camt053'],
    ['CAMT.053 by element, prefixed, no namespace', '<x:Document><x:BkToCstmrStmt><x:Stmt/></x:BkToCstmrStmt></x:Document>', 'camt053'],
    ['a CSV', 'Date,Amount,Description\n2024-01-01,-5,Coffee\n', null],
    ['an HTML page', '<!DOCTYPE html>\n<html><head><title>OFX</title></head><body><p>OFXHEADER:100</p></body></html>', null],
    ['a plain XML', '<?xml version="1.0"?><root><item>camt.053</item></root>', null],
    ['a camt.052 report', '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.052.001.02"><BkToCstmrAcctRpt/></Document>', null],
    ['empty text', '', null],
  ])('%s', (_name, text, kind) => {
    expect(statementKind(text)).toBe(kind);
  });
});

describe('statementGrid', () => {
  it('reads each kind into the header row and one row per transaction, with a note, the currency and the account', () => {
    const ofx = statementGrid('ofx', OFX_SGML, 'Statement');
    expect(englishText(ofx.note)).toBe('Read as an OFX bank statement: 1 transaction of account ••••1234.');
    expect({ ...ofx, note: undefined }).toEqual({
      name: 'Statement',
      rows: [[...STATEMENT_HEADER], ['2024-03-01', -19.99, 'HARDWARE STORE', null, null, '5550001234', 'USD', 'F1']],
      currency: 'USD',
      account: '5550001234',
    });
    expect(STATEMENT_HEADER).toEqual(['Date', 'Amount', 'Description', 'Memo', 'Category', 'Account', 'Currency', 'Reference']);
    expect(statementGrid('ofx', OFX_XML, 'S').rows[1]).toEqual(['2024-03-02', 5, 'REFUND', null, null, '7788', 'AUD', '2']);
    const qif = statementGrid('qif', `\ufeff${QIF}`, 'S');
    expect({ ...qif, note: englishText(qif.note) }).toEqual({
      name: 'S',
      rows: [[...STATEMENT_HEADER], ['2024-03-04', -7, 'Parking', null, 'Car', null, null, null]],
      note: 'Read as a QIF file: 1 transaction.',
    });
    const camt = statementGrid('camt053', CAMT, 'S');
    expect(camt.rows[1]).toEqual(['2024-03-03', -4.2, 'Coffee', null, null, 'FR7630006000011234567890189', 'EUR', null]);
    expect(englishText(camt.note)).toBe('Read as a CAMT.053 bank statement: 1 transaction of account ••••0189.');
    expect(camt.currency).toBe('EUR');
    expect(camt.account).toBe('FR7630006000011234567890189');
  });

  it('throws a StatementError with a message for the person on an empty or malformed statement', () => {
    expect(() => statementGrid('ofx', 'OFXHEADER:100\nDATA:OFXSGML\n', 'S')).toThrow(StatementError);
    expect(() => statementGrid('qif', '!Type:Bank\n', 'S')).toThrow('This QIF file holds no bank, cash or credit-card transactions.');
    expect(() => statementGrid('camt053', '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt>', 'S')).toThrow(
      'This CAMT.053 statement is not well-formed XML (it may be cut short). Export it from your bank again and upload the new file.',
    );
  });
});
