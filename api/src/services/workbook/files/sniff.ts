/**
 * What a file really is, from its bytes (never from its name): an .xlsx is a zip archive, an
 * .xls an OLE2 compound file, and text is CSV (or a bank statement), whatever the file is named.
 */
import { decodeText, SNIFF_BYTES, textEncodingOf } from './text-encoding';

export type Container = 'zip' | 'ole2' | 'text' | 'unknown';

const ZIP_LOCAL_HEADER = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE2_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/** Whether the file starts as text (its first 64 KB; the reader decodes and checks the rest). */
function startsAsText(buffer: Uint8Array): boolean {
  // A small file is checked whole, as the reader will; a large one by its start.
  if (buffer.length <= SNIFF_BYTES) return decodeText(buffer) !== null;
  return textEncodingOf(buffer.subarray(0, SNIFF_BYTES)) !== null;
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
  const encoding = textEncodingOf(buffer.subarray(0, 1024)) ?? 'utf-8';
  // Not fatal: a character cut at the 1 KB mark is replaced, never an error.
  const start = new TextDecoder(encoding).decode(buffer.subarray(0, 1024));
  return MARKUP_START.test(start);
}
