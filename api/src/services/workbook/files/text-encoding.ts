/**
 * Text files' bytes to text: UTF-8 with or without a byte-order mark, UTF-16 with or without one,
 * or else Windows-1252 (Latin-1), which many European banks still export.
 */

/** How a text file's bytes are written. */
export type TextEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

/** Bytes looked at to tell text from anything else; the CSV reader decodes (and checks) the rest. */
export const SNIFF_BYTES = 64 * 1024;

/** The encoding a byte-order mark names; UTF-8 when there is none (or a UTF-8 one). */
export function bomEncoding(buffer: Uint8Array): TextEncoding {
  if (buffer.length >= 2 && buffer[0] === 0xff && buffer[1] === 0xfe) return 'utf-16le';
  if (buffer.length >= 2 && buffer[0] === 0xfe && buffer[1] === 0xff) return 'utf-16be';
  return 'utf-8';
}

const hasMark = (buffer: Uint8Array) => bomEncoding(buffer) !== 'utf-8';

/**
 * UTF-16 without a mark: in the first KB, nine in ten of the bytes on one side of each pair are
 * NUL and none on the other (Western text written in UTF-16 is every other byte zero), and no
 * character is a control character but tab and line ends.
 */
function unmarkedUtf16(buffer: Uint8Array): 'utf-16le' | 'utf-16be' | null {
  const length = Math.min(buffer.length, 1024) & ~1;
  if (length < 4) return null;
  let evenNul = 0;
  let oddNul = 0;
  for (let index = 0; index < length; index += 1) {
    if (buffer[index] !== 0) continue;
    if (index % 2 === 0) evenNul += 1;
    else oddNul += 1;
  }
  const pairs = length / 2;
  const encoding = oddNul >= pairs * 0.9 && evenNul === 0 ? 'utf-16le' : evenNul >= pairs * 0.9 && oddNul === 0 ? 'utf-16be' : null;
  if (encoding === null) return null;
  const text = new TextDecoder(encoding).decode(buffer.subarray(0, length));
  return hasControlCharacter(text) ? null : encoding;
}

/** Whether the text holds a control character other than tab, line feed, form feed and carriage return. */
function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === 0x7f || (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0c && code !== 0x0d)) return true;
  }
  return false;
}

/**
 * Whether bytes that are not UTF-8 read as Windows-1252 text: no control byte but tab, line ends
 * and form feed, and fewer than 30 % of the bytes above ASCII (accented letters among plain text,
 * not the noise of a binary file).
 */
function readsAsWindows1252(buffer: Uint8Array): boolean {
  let high = 0;
  for (const byte of buffer) {
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c) return false;
    if (byte === 0x7f) return false;
    if (byte >= 0x80) high += 1;
  }
  return high < buffer.length * 0.3;
}

/**
 * Windows-1252's characters for bytes 0x80–0x9F (`€`, `‚`, `’`, `“`, `–`, `š`…); every other byte is
 * its own code point. By hand: Node 20's TextDecoder('windows-1252') decodes these bytes as ISO-8859-1
 * control characters, which turned a German export's `-12,80 €` into no amount at all.
 */
const WINDOWS_1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

export function decodeWindows1252(buffer: Uint8Array): string {
  const chunks: string[] = [];
  const CHUNK = 8192;
  for (let start = 0; start < buffer.length; start += CHUNK) {
    const codes = Array.from(buffer.subarray(start, start + CHUNK), (byte) =>
      byte >= 0x80 && byte <= 0x9f ? WINDOWS_1252_HIGH.charCodeAt(byte - 0x80) : byte,
    );
    chunks.push(String.fromCharCode(...codes));
  }
  return chunks.join('');
}

/**
 * The encoding of text whose start is `head` (a character cut at its end is not an error), or
 * null when it is not text: a mark's encoding, UTF-16 by its NUL bytes, UTF-8, else Windows-1252.
 */
export function textEncodingOf(head: Uint8Array): TextEncoding | null {
  const encoding = hasMark(head) ? bomEncoding(head) : unmarkedUtf16(head);
  if (encoding) {
    try {
      return new TextDecoder(encoding, { fatal: true }).decode(head, { stream: true }).includes('\u0000') ? null : encoding;
    } catch {
      return null;
    }
  }
  if (head.includes(0)) return null;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    return 'utf-8';
  } catch {
    return readsAsWindows1252(head) ? 'windows-1252' : null;
  }
}

/**
 * The bytes as text (the byte-order mark dropped) and how they were written; null when they are
 * not text: invalid UTF-16, an odd UTF-16 byte count, a NUL character (binary), or bytes that
 * are neither UTF-8 nor Windows-1252 text. A file that starts as UTF-8 but is not UTF-8 further on
 * is read as Windows-1252 whole, when it reads as such.
 */
export function decodeText(buffer: Uint8Array): { text: string; encoding: TextEncoding } | null {
  const encoding = textEncodingOf(buffer.subarray(0, SNIFF_BYTES));
  if (encoding === null) return null;
  if (encoding === 'windows-1252') return readsAsWindows1252(buffer) ? { text: decodeWindows1252(buffer), encoding } : null;
  let text: string;
  try {
    text = new TextDecoder(encoding, { fatal: true }).decode(buffer);
  } catch {
    if (encoding === 'utf-8' && readsAsWindows1252(buffer)) return { text: decodeWindows1252(buffer), encoding: 'windows-1252' };
    return null;
  }
  // A UTF-32 mark (FF FE 00 00) reads as UTF-16 starting with NUL: not text for us either.
  if (text.includes('\u0000')) return null;
  return { text, encoding };
}
