import { firstAcceptedFile, formatFileSize, isAcceptedFileName } from './file-types';

describe('isAcceptedFileName', () => {
  // The API's list (@ontrack/api/contracts): .tsv and .txt are read as text like .csv; .ofx, .qfx, .qif and .xml as bank statements.
  it.each([
    'budget.xlsx',
    'OLD BUDGET.XLS',
    'export.csv',
    'my.budget.2025.Xlsx',
    'bank.tsv',
    'Export.TXT',
    'checking.ofx',
    'Quicken.QFX',
    'bank.qif',
    'camt053_2025-01.xml',
  ])('accepts %p', (name) => {
    expect(isAcceptedFileName(name)).toBe(true);
  });
  it.each([
    'budget.pdf',
    'budget.xlsx.exe',
    'notes.txt.zip',
    'budget.xlsm',
    'budget',
    '.xlsx',
    '.txt',
    'xlsx',
    '.ofx',
    'statement.ofx.pdf',
    'bank.qifx',
    'camt.xsd',
    'page.html',
  ])('refuses %p', (name) => {
    expect(isAcceptedFileName(name)).toBe(false);
  });
});

describe('firstAcceptedFile', () => {
  it('skips files of other kinds and takes the first accepted one', () => {
    const files = [{ name: 'photo.png' }, { name: 'budget.xls' }, { name: 'other.xlsx' }];
    expect(firstAcceptedFile(files)).toBe(files[1]);
  });
  it('takes a bank statement as any other accepted file', () => {
    const files = [{ name: 'statement.pdf' }, { name: 'checking.ofx' }, { name: 'budget.xlsx' }];
    expect(firstAcceptedFile(files)).toBe(files[1]);
    expect(firstAcceptedFile([{ name: 'notes.doc' }, { name: 'bank.qif' }])).toEqual({ name: 'bank.qif' });
  });
  it('is undefined when nothing fits or nothing was dropped', () => {
    expect(firstAcceptedFile([{ name: 'a.pdf' }])).toBeUndefined();
    expect(firstAcceptedFile([])).toBeUndefined();
    expect(firstAcceptedFile(null)).toBeUndefined();
  });
});

describe('formatFileSize', () => {
  it.each([
    [0, '0 B'],
    [842, '842 B'],
    [1024, '1.0 KB'],
    [12_595, '12.3 KB'],
    [4_718_592, '4.5 MB'],
  ])('%p bytes -> %p', (bytes, expected) => {
    expect(formatFileSize(bytes)).toBe(expected);
  });
});
