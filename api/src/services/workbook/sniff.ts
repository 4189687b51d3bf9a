/**
 * What a file really is, from its bytes (never from its name): an .xlsx is a zip archive, an
 * .xls an OLE2 compound file, a CSV UTF-8 text without NUL bytes.
 */
export type Container = 'zip' | 'ole2' | 'text' | 'unknown';

const ZIP_LOCAL_HEADER = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE2_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

export function isUtf8Text(buffer: Buffer): boolean {
  if (buffer.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(buffer);
    return true;
  } catch {
    return false;
  }
}

export function sniffContainer(buffer: Buffer): Container {
  if (buffer.subarray(0, 4).equals(ZIP_LOCAL_HEADER)) return 'zip';
  if (buffer.subarray(0, 8).equals(OLE2_SIGNATURE)) return 'ole2';
  if (isUtf8Text(buffer)) return 'text';
  return 'unknown';
}

/** `.xlsx` from `Budget 2025.XLSX`; '' without an extension. */
export function extensionOf(fileName: string): string {
  const base = fileName.split(/[/\\]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot).toLowerCase() : '';
}

/** A CSV's one sheet is named after the file: the base name without its extension. */
export function sheetNameFromFileName(fileName: string): string {
  const base = (fileName.split(/[/\\]/).pop() ?? '').replace(/\.[^.]*$/, '').replace(/\s+/g, ' ').trim();
  return base.slice(0, 100) || 'Sheet1';
}
