import type { Cell } from '../../../domain/workbook/types';
import { parseCsv } from './csv';

const rows = (text: string) => {
  const out: Cell[][] = [];
  parseCsv(text, (cells) => out.push(cells));
  return out;
};

describe('parseCsv', () => {
  it.each<[string, string, Cell[][]]>([
    ['plain rows, LF', 'a,b,c\n1,2,3\n', [['a', 'b', 'c'], [1, 2, 3]]],
    ['CRLF and a missing last newline', 'a,b\r\n1,2', [['a', 'b'], [1, 2]]],
    ['lone CR line ends', 'a\r1\r', [['a'], [1]]],
    ['quoted separators, quotes and line breaks', 'x,"a, ""b""\nc",y\n', [['x', 'a, "b"\nc', 'y']]],
    ['empty fields and trailing empties dropped', 'a,,c,,\n,,\n', [['a', null, 'c'], []]],
    ['numbers become numbers, other text stays', '1.5,-2,+3,.5,1e3,$4,1,234\n', [[1.5, -2, 3, 0.5, 1000, '$4', 1, 234]]],
    ['quoted numbers too', '"12.50"," 7 "\n', [[12.5, 7]]],
    ['a BOM is not part of the first field', '\ufeffDate,Amount\n', [['Date', 'Amount']]],
    ['semicolons when the first lines use them', 'Title\nDate;Amount\n2025-01-01;"1,5"\n', [['Title'], ['Date', 'Amount'], ['2025-01-01', '1,5']]],
    ['tabs when the first lines use them', 'Date\tAmount\n2025-01-01\t3\n', [['Date', 'Amount'], ['2025-01-01', 3]]],
    ['a quote inside an unquoted field is kept', 'say "hi",b\n', [['say "hi"', 'b']]],
    ['an unterminated quote runs to the end', '"abc\n', [['abc\n']]],
  ])('%s', (_name, text, expected) => {
    expect(rows(text)).toEqual(expected);
  });
});
