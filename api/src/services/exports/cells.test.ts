import { csvFile, neutralised, number, text, date } from './cells';

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
