/**
 * What a file really is, from its bytes (never from its name): an .xlsx is a zip archive, an
 * .xls an OLE2 compound file, and text (UTF-8 with or without a byte-order mark, or UTF-16 with
 * one) is CSV, whatever the file is named (reading.md, Files).
 */
export type Container = 'zip' | 'ole2' | 'text' | 'unknown';

/** How a text file's bytes are written; UTF-16 only with its byte-order mark. */
export type TextEncoding = 'utf-8' | 'utf-16le' | 'utf-16be';

const ZIP_LOCAL_HEADER = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE2_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/** The encoding a byte-order mark names; UTF-8 when there is none (or a UTF-8 one). */
export function bomEncoding(buffer: Uint8Array): TextEncoding {
  if (buffer.length >= 2 && buffer[0] === 0xff && buffer[1] === 0xfe) return 'utf-16le';
  if (buffer.length >= 2 && buffer[0] === 0xfe && buffer[1] === 0xff) return 'utf-16be';
  return 'utf-8';
}

/**
 * The bytes as text (the byte-order mark dropped); null when they are not text in the encoding
 * their mark names: invalid sequences, an odd UTF-16 byte count, or a NUL character (binary).
 */
export function decodeText(buffer: Uint8Array): string | null {
  const encoding = bomEncoding(buffer);
  if (encoding === 'utf-8' && buffer.includes(0)) return null;
  let text: string;
  try {
    text = new TextDecoder(encoding, { fatal: true }).decode(buffer);
  } catch {
    return null;
  }
  // A UTF-32 mark (FF FE 00 00) reads as UTF-16 starting with NUL: not text for us either.
  if (encoding !== 'utf-8' && text.includes('\u0000')) return null;
  return text;
}

/** Bytes looked at to tell text from anything else; the CSV reader decodes (and checks) the rest. */
const SNIFF_BYTES = 64 * 1024;

/**
 * Whether the file starts as text: the first 64 KB decode in the encoding their mark names (a
 * character cut at the end is not an error) with no NUL. A later byte that is not text is the
 * CSV reader's to report (with how to save the file as UTF-8), after one full decode in the worker.
 */
function startsAsText(buffer: Uint8Array): boolean {
  // A small file is checked whole, as the reader will; a large one by its start.
  if (buffer.length <= SNIFF_BYTES) return decodeText(buffer) !== null;
  const encoding = bomEncoding(buffer);
  const head = buffer.subarray(0, SNIFF_BYTES);
  if (encoding === 'utf-8' && head.includes(0)) return false;
  try {
    return !new TextDecoder(encoding, { fatal: true }).decode(head, { stream: true }).includes('\u0000');
  } catch {
    return false;
  }
}

export function sniffContainer(buffer: Buffer): Container {
  if (buffer.subarray(0, 4).equals(ZIP_LOCAL_HEADER)) return 'zip';
  if (buffer.subarray(0, 8).equals(OLE2_SIGNATURE)) return 'ole2';
  if (startsAsText(buffer)) return 'text';
  return 'unknown';
}

const MARKUP_START = /^\s*<(?:!doctype\s|html[\s>]|\?xml[\s?]|table[\s>]|head[\s>]|body[\s>]|meta\s|!--)/i;

/**
 * Text that is a web page or XML (what some banks and old tools save as ".xls"): not CSV, and
 * read as CSV it would be one column of tags. Only the start of the text is looked at.
 */
export function looksLikeMarkup(buffer: Buffer): boolean {
  const encoding = bomEncoding(buffer);
  // Not fatal: a character cut at the 1 KB mark is replaced, never an error.
  const start = new TextDecoder(encoding).decode(buffer.subarray(0, 1024));
  return MARKUP_START.test(start);
}

/** `.xlsx` from `Budget 2025.XLSX`; '' without an extension. */
export function extensionOf(fileName: string): string {
  const base = fileName.split(/[/\\]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot).toLowerCase() : '';
}

/** The name without any folders, spaces collapsed, at most 100 characters: safe to quote back. */
export function baseNameOf(fileName: string): string {
  const base = (fileName.split(/[/\\]/).pop() ?? '').replace(/\s+/g, ' ').trim();
  return base.length > 100 ? `${base.slice(0, 99)}…` : base;
}

/** A CSV's one sheet is named after the file: the base name without its extension. */
export function sheetNameFromFileName(fileName: string): string {
  const base = (fileName.split(/[/\\]/).pop() ?? '').replace(/\.[^.]*$/, '').replace(/\s+/g, ' ').trim();
  return base.slice(0, 100) || 'Sheet1';
}
