import { englishText } from '../../../../test/support/reading-english';
import type { Cell } from '../../../domain/workbook/types';
import { readGrids } from '../worker/parse-job';
import { detectDecimalMark, parseCsv, readCsvGrid } from './csv-reader';
import { detectSeparator } from './separator';
import { RowBudget } from '../grids/row-budget';

const rows = (text: string) => {
  const out: Cell[][] = [];
  parseCsv(text, (cells) => out.push(cells));
  return out;
};

describe('parseCsv', () => {
  it.each<[string, string, Cell[][]]>([
    [
      'plain rows, LF',
      'a,b,c\n1,2,3\n',
      [
        ['a', 'b', 'c'],
        [1, 2, 3],
      ],
    ],
    [
      'CRLF and a missing last newline',
      'a,b\r\n1,2',
      [
        ['a', 'b'],
        [1, 2],
      ],
    ],
    ['lone CR line ends', 'a\r1\r', [['a'], [1]]],
    ['quoted separators, quotes and line breaks', 'x,"a, ""b""\nc",y\n', [['x', 'a, "b"\nc', 'y']]],
    ['empty fields and trailing empties dropped', 'a,,c,,\n,,\n', [['a', null, 'c'], []]],
    ['numbers become numbers, other text stays', '1.5,-2,+3,.5,1e3,$4,1,234\n', [[1.5, -2, 3, 0.5, 1000, '$4', 1, 234]]],
    ['quoted numbers too', '"12.50"," 7 "\n', [[12.5, 7]]],
    ['a BOM is not part of the first field', '\ufeffDate,Amount\n', [['Date', 'Amount']]],
    [
      'semicolons when the first lines use them',
      'Title\nDate;Amount\n2025-01-01;"1,5"\n',
      [['Title'], ['Date', 'Amount'], ['2025-01-01', '1,5']],
    ],
    [
      'tabs when the first lines use them',
      'Date\tAmount\n2025-01-01\t3\n',
      [
        ['Date', 'Amount'],
        ['2025-01-01', 3],
      ],
    ],
    ['a quote inside an unquoted field is kept', 'say "hi",b\n', [['say "hi"', 'b']]],
    ['an unterminated quote runs to the end', '"abc\n', [['abc\n']]],
    [
      'semicolons with unquoted comma decimals (commas on some lines, semicolons on all)',
      'Date;Category;Amount\n2025-01-01;Food;1.234,56\n2025-01-02;Rent;900\n2025-01-03;Fun;12,5\n',
      [
        ['Date', 'Category', 'Amount'],
        ['2025-01-01', 'Food', '1.234,56'],
        ['2025-01-02', 'Rent', 900],
        ['2025-01-03', 'Fun', '12,5'],
      ],
    ],
    [
      'semicolons with a comma decimal on every data line and no header',
      '2025-01-01;Food;1.234,56\n2025-01-02;Rent;900,00\n',
      [
        ['2025-01-01', 'Food', '1.234,56'],
        ['2025-01-02', 'Rent', '900,00'],
      ],
    ],
    [
      'semicolons with quoted comma decimals',
      'Date;Category;Amount\n"2025-01-01";"Food";"1.234,56"\n"2025-01-02";"Rent, flat";"-12,50"\n',
      [
        ['Date', 'Category', 'Amount'],
        ['2025-01-01', 'Food', '1.234,56'],
        ['2025-01-02', 'Rent, flat', '-12,50'],
      ],
    ],
    [
      'tabs, with commas in the text',
      'Date\tPayee\tAmount\n2025-01-01\tShop, Inc.\t-3.5\n2025-01-02\tPay\t100\n',
      [
        ['Date', 'Payee', 'Amount'],
        ['2025-01-01', 'Shop, Inc.', -3.5],
        ['2025-01-02', 'Pay', 100],
      ],
    ],
    [
      'pipes',
      'Date|Category|Amount\r\n2025-01-01|Food|12.5\r\n2025-01-02|Rent, flat|900\r\n',
      [
        ['Date', 'Category', 'Amount'],
        ['2025-01-01', 'Food', 12.5],
        ['2025-01-02', 'Rent, flat', 900],
      ],
    ],
    [
      'a title line (with a comma) above a semicolon header',
      'Budget, 2025\n\nDate;Category;Amount\n2025-01-01;Food;3\n2025-01-02;Rent;900\n',
      [['Budget, 2025'], [], ['Date', 'Category', 'Amount'], ['2025-01-01', 'Food', 3], ['2025-01-02', 'Rent', 900]],
    ],
  ])('%s', (_name, text, expected) => {
    expect(rows(text)).toEqual(expected);
  });
});

describe('detectSeparator', () => {
  it.each<[string, string, string]>([
    ['commas', 'a,b,c\n1,2,3\n', ','],
    ['nothing to split on', 'Title\n', ','],
    ['semicolons beside unquoted comma decimals', 'Date;Amount;Note\n2025-01-01;1.234,56;x\n2025-01-02;7,5;y\n', ';'],
    ['semicolons where every line also has one comma', 'a;b;1,5\nc;d;2,5\n', ';'],
    ['commas with a semicolon in most descriptions', 'Date,Payee,Amount\n2025-01-01,A;B,1\n2025-01-02,C;D,2\n', ','],
    ['commas inside quotes do not count', 'Date;Amount\n2025-01-01;"1,5"\n2025-01-02;"2,5"\n', ';'],
    ['a quoted line break does not end the line', 'a|b|"x,\ny,z"\nc|d|e\n', '|'],
    ['tabs', 'Date\tAmount\n2025-01-01\t3\n', '\t'],
    ['pipes', 'a|b|c\n1|2|3\n', '|'],
    ['only the first 20 non-empty lines count', `${'a;b\n'.repeat(20)}${'a,b,c\n'.repeat(40)}`, ';'],
  ])('%s', (_name, text, separator) => {
    expect(detectSeparator(text)).toBe(separator);
  });
});

describe('readCsvGrid', () => {
  const ROWS: Cell[][] = [
    ['Date', 'Category', 'Amount'],
    ['2025-01-01', 'Café', 12.5],
    ['2025-01-02', 'Rent', '1.234,56'],
  ];
  const TSV = 'Date\tCategory\tAmount\r\n2025-01-01\tCafé\t12.5\r\n2025-01-02\tRent\t1.234,56\r\n';
  const utf16be = (text: string) => Buffer.from(text, 'utf16le').swap16();
  const read = (buffer: Buffer) => readCsvGrid(buffer, 'bank', new RowBudget(100)).grid;

  it.each<[string, Buffer]>([
    ['UTF-8', Buffer.from(TSV, 'utf8')],
    ['UTF-8 with a BOM', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(TSV, 'utf8')])],
    ['UTF-16LE with a BOM', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(TSV, 'utf16le')])],
    ['UTF-16BE with a BOM', Buffer.concat([Buffer.from([0xfe, 0xff]), utf16be(TSV)])],
  ])('decodes %s (a BOM is not part of the first field)', (_name, buffer) => {
    expect(read(buffer)).toEqual({ name: 'bank', rows: ROWS });
  });

  it('decodes a semicolon file with comma decimals in UTF-16LE', () => {
    const text = '\ufeffDate;Category;Amount\n2025-01-01;Food;"1.234,56"\n2025-01-02;Rent;12,50\n';
    expect(read(Buffer.from(text, 'utf16le')).rows).toEqual([
      ['Date', 'Category', 'Amount'],
      ['2025-01-01', 'Food', '1.234,56'],
      ['2025-01-02', 'Rent', '12,50'],
    ]);
  });

  it.each<[string, Buffer]>([
    ['UTF-16LE without a BOM', Buffer.from(TSV, 'utf16le')],
    ['UTF-16BE without a BOM', utf16be(TSV)],
  ])('decodes %s (the NUL bytes say which)', (_name, buffer) => {
    expect(readCsvGrid(buffer, 'bank', new RowBudget(100))).toEqual({
      grid: { name: 'bank', rows: ROWS },
      separator: '\t',
      encoding: _name.startsWith('UTF-16LE') ? 'utf-16le' : 'utf-16be',
      decimal: '.',
    });
  });

  it.each<[string, string, Cell[]]>([
    [
      'a German bank export',
      'Buchungstag;Auftraggeber / Begünstigter;Betrag (EUR)\n16.01.2018;Bäckerei Müller;-15,37\n',
      ['16.01.2018', 'Bäckerei Müller', '-15,37'],
    ],
    [
      'a Spanish one with a comma separator',
      'Fecha,Descripción,Importe\n24/03/2022,Año nuevo señal,"-1,50"\n',
      ['24/03/2022', 'Año nuevo señal', '-1,50'],
    ],
  ])('reads Windows-1252 (Latin-1) text such as %s, and says which encoding it was', (_name, text, row) => {
    const { grid, encoding } = readCsvGrid(Buffer.from(text, 'latin1'), 'bank', new RowBudget(100));
    expect(encoding).toBe('windows-1252');
    expect(grid.rows[1]).toEqual(row);
    expect(grid.rows[0].join('|')).toBe(text.split('\n')[0].replace(/[;,]/g, '|'));
  });

  it.each<[string, string, ',' | ';', ',' | '.' | null]>([
    ['comma decimals', 'Datum;Betrag\n01.02.2024;-15,37\n02.02.2024;1.234,56\n', ';', ','],
    ['point decimals', 'Date,Amount\n2024-02-01,"1,234.56"\n2024-02-02,-15.37\n', ',', '.'],
    ['nothing that tells (whole numbers)', 'Date;Amount\n2024-02-01;1500\n2024-02-02;1.500\n', ';', null],
    ['more comma decimals than point ones', 'A;B\n1;2,50\n2;3,75\n3;12.5\n', ';', ','],
    ['as many of each: the US way', 'A;B\n1;2,50\n3;12.50\n', ';', '.'],
  ])('detects the decimal mark: %s', (_name, text, separator, mark) => {
    expect(detectDecimalMark(text, separator)).toBe(mark);
  });

  it.each<[string, Buffer]>([
    [
      'UTF-16LE with a BOM and an odd byte count',
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Date,Amount\n', 'utf16le'), Buffer.from([0x41])]),
    ],
    ['UTF-16LE with a lone surrogate', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from([0x41, 0x00, 0x00, 0xd8, 0x42, 0x00])])],
  ])('refuses %s with the clear 415', (_name, buffer) => {
    expect(() => read(buffer)).toThrow(
      expect.objectContaining({ status: 415, message: expect.stringMatching(/not UTF-8 \(or UTF-16\) text/) }),
    );
  });

  it('reads whole numbers grouped by dots as thousands in a decimal-comma file, and in no other', () => {
    const rows = (text: string) =>
      read(Buffer.from(text))
        .rows.slice(1)
        .map((row) => row[1]);
    expect(rows('Datum;Betrag\n01.02.2024;1.500\n02.02.2024;12,50\n03.02.2024;0,99\n04.02.2024;1,234\n')).toEqual([
      1500,
      '12,50',
      '0,99',
      1.234,
    ]);
    expect(rows('Date;Amount\n2024-02-01;1.500\n2024-02-02;12.50\n2024-02-03;"1,234"\n')).toEqual([1.5, 12.5, '1,234']);
    expect(rows('Date,Amount\n2024-02-01,"1,234.50"\n2024-02-02,"1,50"\n2024-02-03,1.500\n')).toEqual(['1,234.50', '1,50', 1.5]);
  });

  it('notes a Windows-1252 file, and text read under another name', async () => {
    const latin1 = Buffer.from('Datum;Text;Betrag\n01.02.2024;Prämie;10,00\n', 'latin1');
    const note = async (buffer: Buffer, fileName: string, extension: string) =>
      englishText((await readGrids({ kind: 'csv', buffer, fileName, extension, maxRows: 10 }))[0].note);
    expect(await note(latin1, 'konto.csv', '.csv')).toMatch(
      /^The file "konto.csv" is not Unicode text: it was read as Windows-1252 \(Western European\)/,
    );
    expect(await note(latin1, 'konto.txt', '.txt')).toMatch(
      /^The file "konto.txt" was read as CSV \(semicolon-separated\)\. The file "konto.txt" is not Unicode text/,
    );
  });

  it('notes text read under another name, naming the separator', async () => {
    const semicolons = Buffer.from('Date;Category;Amount\n2025-01-01;Food;1,5\n');
    const note = async (buffer: Buffer, fileName: string, extension: string) =>
      englishText((await readGrids({ kind: 'csv', buffer, fileName, extension, maxRows: 10 }))[0].note);
    expect(await note(semicolons, 'x.xlsx', '.xlsx')).toBe(
      'The file "x.xlsx" holds text, not a workbook: it was read as CSV (semicolon-separated).',
    );
    expect(await note(Buffer.from(TSV), 'bank.txt', '.txt')).toBe('The file "bank.txt" was read as CSV (tab-separated).');
    expect(await note(semicolons, 'x.csv', '.csv')).toBeNull();
  });
});
