import { englishText } from '../../../../test/support/reading-english';
import { readQif } from './qif';
import { StatementError } from './statement-rows';

const rows = (text: string) => readQif(text).transactions;
const brief = (text: string) => rows(text).map((row) => [row.date, row.amountCents, row.description, row.category]);

describe('readQif', () => {
  it('reads a month-first bank section with two-digit years, payee, memo, number and thousands commas', () => {
    const text = [
      '!Type:Bank',
      'D03/07/24',
      'T-1,234.56',
      'N1042',
      'PLANDLORD LLC',
      'MMarch rent',
      'LHousing:Rent',
      'CX',
      '^',
      'D12/31/99',
      'U250.00',
      'T250.00',
      'PEmployer',
      'LSalary',
      '^',
      '',
    ].join('\n');
    expect(rows(text)).toEqual([
      {
        date: '2024-03-07',
        amountCents: -123456,
        description: 'LANDLORD LLC',
        memo: 'March rent',
        category: 'Housing:Rent',
        account: null,
        currency: null,
        reference: '1042',
      },
      {
        date: '1999-12-31',
        amountCents: 25000,
        description: 'Employer',
        memo: null,
        category: 'Salary',
        account: null,
        currency: null,
        reference: null,
      },
    ]);
    expect(englishText(readQif(text).label)).toBe('a QIF file');
  });

  it('reads the file day-first when one date cannot be month-first, four-digit years, CRLF line ends', () => {
    const text = '!Type:CCard\r\nD02/03/2024\r\nT-9.99\r\nPStreaming\r\n^\r\nD25/03/2024\r\nT-45.00\r\nPFuel\r\n^\r\n';
    expect(brief(text)).toEqual([
      ['2024-03-02', -999, 'Streaming', null],
      ['2024-03-25', -4500, 'Fuel', null],
    ]);
  });

  it("reads Quicken's apostrophe years (2000s) with spaces, and dotted dates", () => {
    const text = "!Type:Cash\nD1/ 5' 3\nT-2.50\nPKiosk\n^\nD12/31'19\nT-1\nPKiosk\n^\n";
    expect(brief(text).map(([date]) => date)).toEqual(['2003-01-05', '2019-12-31']);
    expect(brief('!Type:Bank\nD19.12.2018\nT-3\n^\n')[0][0]).toBe('2018-12-19');
    expect(brief('!Type:Bank\nD19.12.2018\nT-3\n^\nD2018-12-03\nT-3\n^\n').map(([date]) => date)).toEqual(['2018-12-19', '2018-12-03']);
    expect(brief('!Type:Bank\nD1/2/70\nT-3\n^\nD1/2/69\nT-3\n^\n').map(([date]) => date)).toEqual(['1970-01-02', '2069-01-02']);
  });

  it('writes a [bracketed] category as a transfer between own accounts', () => {
    const text = '!Type:Bank\nD04/01/2024\nT-500.00\nPTo savings\nL[Holiday Savings]\n^\n';
    expect(rows(text)[0].category).toBe('Transfer : Holiday Savings');
  });

  it('writes one row per split, with the split category, amount and memo, and the record date and payee', () => {
    const text = [
      '!Type:Bank',
      'D05/10/2024',
      'T-150.00',
      'PSUPERSTORE',
      'MWeekly shop',
      'LGroceries',
      'SGroceries',
      'EFood',
      '$-100.00',
      'SHousehold:Cleaning',
      '$-30.00',
      'S[Cash Wallet]',
      'ECash back',
      '$-20.00',
      '^',
    ].join('\n');
    expect(rows(text).map((row) => [row.date, row.description, row.memo, row.category, row.amountCents])).toEqual([
      ['2024-05-10', 'SUPERSTORE', 'Food', 'Groceries', -10000],
      ['2024-05-10', 'SUPERSTORE', 'Weekly shop', 'Household:Cleaning', -3000],
      ['2024-05-10', 'SUPERSTORE', 'Cash back', 'Transfer : Cash Wallet', -2000],
    ]);
  });

  it('takes the account from !Account, passes over AutoSwitch account lists, investment, memorized and category sections', () => {
    const text = [
      '!Option:AutoSwitch',
      '!Account',
      'NListed Only',
      'TBank',
      '^',
      '!Clear:AutoSwitch',
      '!Type:Cat',
      'NGroceries',
      'E',
      '^',
      '!Account',
      'NEveryday Checking',
      'TBank',
      '^',
      '!Type:Bank',
      'D01/02/2024',
      'T-12.00',
      'PCafe',
      '^',
      '!Type:Memorized',
      'KE',
      'T-99.00',
      'PMonthly bill',
      '^',
      '!Account',
      'NBrokerage',
      'TInvst',
      '^',
      '!Type:Invst',
      'D01/03/2024',
      'NBuy',
      'YACME',
      'T-1000.00',
      '^',
    ].join('\n');
    expect(rows(text).map((row) => [row.account, row.amountCents, row.description])).toEqual([['Everyday Checking', -1200, 'Cafe']]);
  });

  it('leaves a Quicken opening balance out and says so', () => {
    const text = '!Type:Bank\nD01/01/2024\nT1,000.00\nCX\nPOpening Balance\nL[Checking]\n^\nD01/02/2024\nT-5.00\nPSnack\n^\n';
    const reading = readQif(text);
    expect(reading.transactions.map((row) => row.amountCents)).toEqual([-500]);
    expect(englishText(reading.leftOut)).toBe('the opening balance is left out');
  });

  it('falls back to the memo when there is no payee, and reads a last record without its ^', () => {
    expect(rows('!Type:Oth L\nD07/04/2024\nT-60\nMLoan interest')).toEqual([
      {
        date: '2024-07-04',
        amountCents: -6000,
        description: 'Loan interest',
        memo: null,
        category: null,
        account: null,
        currency: null,
        reference: null,
      },
    ]);
  });
});

describe('readQif refusals', () => {
  const refusal = (text: string) => {
    try {
      readQif(text);
    } catch (error) {
      expect(error).toBeInstanceOf(StatementError);
      return (error as Error).message;
    }
    throw new Error('expected a StatementError');
  };

  it('says when there is no transaction, or only investment ones', () => {
    const none =
      'This QIF file holds no bank, cash or credit-card transactions. Export the account (not an investment account or a category list) from your finance program again and upload the new file.';
    expect(refusal('!Type:Bank\n')).toBe(none);
    expect(refusal('!Type:Invst\nD01/03/2024\nNBuy\nT-10\n^\n')).toBe(none);
  });

  it('says which record has no date, an unreadable date or amount', () => {
    expect(refusal('!Type:Bank\nT-1\nPX\n^\n')).toBe(
      'The transaction on line 2 of this QIF file has no date. Export the account from your finance program again and upload the new file.',
    );
    expect(refusal('!Type:Bank\nD2024-13-45\nT-1\n^\n')).toMatch(
      /^The transaction on line 2 of this QIF file has a date OnTrack cannot read \("2024-13-45"\)/,
    );
    expect(refusal('!Type:Bank\nD01/02/2024\nTabc\n^\n')).toMatch(/has an amount OnTrack cannot read \("abc"\)/);
    expect(refusal('!Type:Bank\nD01/02/2024\nPNo amount\n^\n')).toMatch(/on line 2 of this QIF file has no amount/);
  });
});
