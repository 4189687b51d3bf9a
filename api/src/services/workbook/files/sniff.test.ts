import { baseNameOf, extensionOf, sheetNameFromFileName } from './names';
import { looksLikeMarkup, sniffContainer } from './sniff';
import { bomEncoding } from './text-encoding';

const utf16le = (text: string) => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
const utf16be = (text: string) => Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(text, 'utf16le').swap16()]);

describe('sniffContainer', () => {
  it.each<[string, Buffer, string]>([
    ['zip', Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2]), 'zip'],
    ['OLE2', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0]), 'ole2'],
    ['UTF-8 text', Buffer.from('Date,Café\n'), 'text'],
    ['text with a NUL byte', Buffer.from('a\u0000b'), 'unknown'],
    ['invalid UTF-8 that is mostly bytes above ASCII', Buffer.from([0x41, 0xff, 0x42]), 'unknown'],
    ['Windows-1252 text (not UTF-8)', Buffer.from('Datum;Betrag;Prämie\n', 'latin1'), 'text'],
    ['neither UTF-8 nor text (control bytes)', Buffer.from([0x41, 0x42, 0x01, 0xe9, 0x43]), 'unknown'],
    ['an empty zip (no entries)', Buffer.from([0x50, 0x4b, 0x05, 0x06]), 'text'],
    ['UTF-8 text with a BOM', Buffer.from('\ufeffDate;Café\n'), 'text'],
    ['UTF-16LE text with a BOM', utf16le('Date\tCafé\n'), 'text'],
    ['UTF-16BE text with a BOM', utf16be('Date\tCafé\n'), 'text'],
    ['UTF-16LE without a BOM (NUL bytes)', Buffer.from('Date\tCafé\n', 'utf16le'), 'text'],
    ['UTF-16BE without a BOM', Buffer.from('Date\tCafé\n', 'utf16le').swap16(), 'text'],
    ['binary with some NUL bytes', Buffer.from([0x41, 0x00, 0xff, 0x13, 0x88, 0x00]), 'unknown'],
    ['a UTF-16LE BOM before an odd byte count', Buffer.concat([utf16le('Date'), Buffer.from([0x41])]), 'unknown'],
    ['a UTF-16LE BOM before a NUL character', utf16le('Date\u0000'), 'unknown'],
    ['a UTF-32LE BOM', Buffer.from([0xff, 0xfe, 0, 0, 0x41, 0, 0, 0]), 'unknown'],
    ['a UTF-16BE BOM before a lone surrogate', Buffer.from([0xfe, 0xff, 0xd8, 0x00, 0x00, 0x41]), 'unknown'],
  ])('%s', (_name, bytes, kind) => {
    expect(sniffContainer(bytes)).toBe(kind);
  });

  it('names the encoding of text', () => {
    expect([Buffer.from('a,b'), Buffer.from('\ufeffa,b'), utf16le('a,b'), utf16be('a,b')].map(bomEncoding)).toEqual([
      'utf-8',
      'utf-8',
      'utf-16le',
      'utf-16be',
    ]);
    expect(sniffContainer(Buffer.from([0xff]))).toBe('unknown');
  });

  it('tells a large file by its first 64 KB: text there is text, the reader checks the rest', () => {
    const large = (tail: Buffer) => Buffer.concat([Buffer.from('Date,Amount\n'.repeat(6000)), tail]);
    expect(sniffContainer(large(Buffer.from([0xff])))).toBe('text');
    // Not UTF-8 from its first byte, but Windows-1252 text (`ÿ` then CSV); binary noise is not.
    expect(sniffContainer(Buffer.concat([Buffer.from([0xff]), large(Buffer.alloc(0))]))).toBe('text');
    expect(sniffContainer(Buffer.concat([Buffer.from([0x01, 0xff]), large(Buffer.alloc(0))]))).toBe('unknown');
  });
});

describe('looksLikeMarkup', () => {
  it.each<[string, boolean, Buffer]>([
    ['an HTML page', true, Buffer.from('\n  <!DOCTYPE html><html><table></table></html>')],
    ['an HTML table', true, Buffer.from('<table><tr><td>Date</td></tr></table>')],
    ['XML (an Excel 2003 XML spreadsheet)', true, Buffer.from('\ufeff<?xml version="1.0"?><Workbook/>')],
    ['UTF-16LE HTML', true, utf16le('<html><body></body></html>')],
    ['CSV', false, Buffer.from('Date,Category,Amount\n')],
    ['CSV whose first cell has angle brackets', false, Buffer.from('<none>;Food;1\n')],
  ])('%s: %s', (_name, markup, bytes) => {
    expect(looksLikeMarkup(bytes)).toBe(markup);
  });
});

describe('file names', () => {
  it.each([
    ['Budget 2025.XLSX', '.xlsx', 'Budget 2025'],
    ['C:\\Users\\me\\bank.csv', '.csv', 'bank'],
    ['../../etc/passwd.xls', '.xls', 'passwd'],
    ['archive.tar.gz', '.gz', 'archive.tar'],
    ['.csv', '', 'Sheet1'],
    ['noext', '', 'noext'],
  ])('%s → %s, sheet %s', (name, extension, sheet) => {
    expect(extensionOf(name)).toBe(extension);
    expect(sheetNameFromFileName(name)).toBe(sheet);
  });

  it('quotes back only the base name, at most 100 characters', () => {
    expect(baseNameOf('C:\\Users\\me\\My   bank.xlsx')).toBe('My bank.xlsx');
    expect(baseNameOf(`${'x'.repeat(200)}.xlsx`)).toBe(`${'x'.repeat(99)}…`);
  });
});
