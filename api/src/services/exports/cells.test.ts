import { csvFile, currencyNumberFormat, date, money, neutralised, number, text } from './cells';

describe('neutralised (formula injection)', () => {
  it.each(['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx'])('prefixes %j with a quote', (value) => {
    expect(neutralised(value)).toBe(`'${value}`);
  });

  it.each(['Food', '', ' =not first', "'quoted", '1-2'])('leaves %j as it is', (value) => {
    expect(neutralised(value)).toBe(value);
  });
});

describe('csvFile', () => {
  it('writes a BOM, CRLF lines, text neutralised and quoted where needed, numbers and dates as they are', async () => {
    const file = await csvFile({ name: 'x', header: ['A', 'B', 'C'], rows: [[text('=a,b'), number(-40.5), date('2025-01-02')]] });
    expect(file.toString('utf8')).toBe('\uFEFFA,B,C\r\n"\'=a,b",-40.5,2025-01-02\r\n');
  });
});

describe('currencyNumberFormat (.xlsx)', () => {
  it.each([
    ['USD', '"$"#,##0.00;-"$"#,##0.00'],
    ['EUR', '"€"#,##0.00;-"€"#,##0.00'],
    ['CHF', '"CHF "#,##0.00;-"CHF "#,##0.00'],
    ['JPY', '"¥"#,##0;-"¥"#,##0'],
    ['BHD', '"BHD "#,##0.000;-"BHD "#,##0.000'],
  ])('writes %s in its own symbol and minor units', (currency, format) => {
    expect(currencyNumberFormat(currency)).toBe(format);
  });
});

describe('money cells', () => {
  it('are plain numbers in CSV (the sheet names the currency in a column of its own)', async () => {
    const file = await csvFile({ name: 'x', header: ['Amount', 'Currency'], rows: [[money(-1234.5, 'CHF'), text('CHF')]] });
    expect(file.toString('utf8')).toBe('\uFEFFAmount,Currency\r\n-1234.5,CHF\r\n');
  });
});
