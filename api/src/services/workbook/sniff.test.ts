import { extensionOf, sheetNameFromFileName, sniffContainer } from './sniff';

describe('sniffContainer', () => {
  it.each<[string, Buffer, string]>([
    ['zip', Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2]), 'zip'],
    ['OLE2', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0]), 'ole2'],
    ['UTF-8 text', Buffer.from('Date,Café\n'), 'text'],
    ['text with a NUL byte', Buffer.from('a\u0000b'), 'unknown'],
    ['invalid UTF-8', Buffer.from([0x41, 0xff, 0x42]), 'unknown'],
    ['an empty zip (no entries)', Buffer.from([0x50, 0x4b, 0x05, 0x06]), 'text'],
  ])('%s', (_name, bytes, kind) => {
    expect(sniffContainer(bytes)).toBe(kind);
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
});
