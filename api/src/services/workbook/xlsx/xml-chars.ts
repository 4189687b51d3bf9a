/**
 * The character-level rules of the XML scanner (xml-scanner.ts): which characters XML allows where,
 * names, entities and line ends decoded as saxes decodes them. Anything outside what the scanner
 * reads throws NotScanned, and the caller then reads the part with saxes.
 */

/** Input the scanner leaves to saxes. */
export class NotScanned extends Error {}

const TAB = 9;
const LF = 10;
const CR = 13;
const SPACE = 32;
export const BANG = 33;
export const DQUOTE = 34;
const AMP = 38;
export const SQUOTE = 39;
export const HYPHEN = 45;
const DOT = 46;
export const SLASH = 47;
export const COLON = 58;
export const LT = 60;
export const EQUAL = 61;
export const GT = 62;
export const QUESTION = 63;
const CLOSE_BRACKET = 93;
const UNDERSCORE = 95;

const PREDEFINED = new Map([
  ['amp', '&'],
  ['lt', '<'],
  ['gt', '>'],
  ['quot', '"'],
  ['apos', "'"],
]);

/** What saxes accepts as an XML declaration with its XML 1.0 rules; anything else is left to it. */
export const XML_DECLARATION =
  /^<\?xml[ \t\r\n]+version[ \t\r\n]*=[ \t\r\n]*(["'])1\.0\1(?:[ \t\r\n]+encoding[ \t\r\n]*=[ \t\r\n]*(["'])[A-Za-z][A-Za-z0-9._-]*\2)?(?:[ \t\r\n]+standalone[ \t\r\n]*=[ \t\r\n]*(["'])(?:yes|no)\3)?[ \t\r\n]*\?>$/;

export function isSpace(code: number): boolean {
  return code === SPACE || code === LF || code === TAB || code === CR;
}

export function isNameStart(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || code === UNDERSCORE || code === COLON;
}

export function isNameChar(code: number): boolean {
  return isNameStart(code) || (code >= 48 && code <= 57) || code === HYPHEN || code === DOT;
}

/** XML 1.0's Char production, for a character reference. */
function isXmlChar(code: number): boolean {
  return (
    code === TAB ||
    code === LF ||
    code === CR ||
    (code >= SPACE && code <= 0xd7ff) ||
    (code >= 0xe000 && code <= 0xfffd) ||
    (code >= 0x10000 && code <= 0x10ffff)
  );
}

/** Where character data is: text (entities, `]]>` refused), a CDATA section (`&` is text) or an attribute value (`<` refused). */
export const TEXT = 0;
export const CDATA = 1;
export const ATTRIBUTE = 2;
export type Context = typeof TEXT | typeof CDATA | typeof ATTRIBUTE;

/**
 * Checks s[from, to) as saxes does (only characters XML allows, and what `context` forbids);
 * answers whether it needs decoding: an entity, a carriage return, or in an attribute value any
 * line end or tab (normalized to a space).
 */
export function checkChars(s: string, from: number, to: number, context: Context): boolean {
  let decodes = false;
  for (let at = from; at < to; at += 1) {
    const code = s.charCodeAt(at);
    if (code < SPACE) {
      if (code === CR || (context === ATTRIBUTE && (code === LF || code === TAB))) decodes = true;
      else if (code !== LF && code !== TAB) throw new NotScanned('disallowed character');
    } else if (code === AMP) {
      if (context !== CDATA) decodes = true;
    } else if (code === GT) {
      if (context === TEXT && at - 2 >= from && s.charCodeAt(at - 1) === CLOSE_BRACKET && s.charCodeAt(at - 2) === CLOSE_BRACKET)
        throw new NotScanned(']]> in text');
    } else if (code === LT) {
      if (context === ATTRIBUTE) throw new NotScanned('< in an attribute value');
    } else if (code >= 0xd800) {
      if (code <= 0xdbff) {
        const next = s.charCodeAt(at + 1);
        if (!(at + 1 < to && next >= 0xdc00 && next <= 0xdfff)) throw new NotScanned('disallowed character');
        at += 1;
      } else if (code <= 0xdfff || code >= 0xfffe) throw new NotScanned('disallowed character');
    }
  }
  return decodes;
}

/** An entity's replacement text (`amp`, `#38`, `#x26`). */
function entityText(name: string): string {
  const predefined = PREDEFINED.get(name);
  if (predefined !== undefined) return predefined;
  let code = Number.NaN;
  if (/^#x[0-9a-fA-F]+$/.test(name)) code = parseInt(name.slice(2), 16);
  else if (/^#[0-9]+$/.test(name)) code = parseInt(name.slice(1), 10);
  if (!isXmlChar(code)) throw new NotScanned('entity');
  return String.fromCodePoint(code);
}

/**
 * s[from, to) decoded as saxes does: entities replaced (not in CDATA), `\r\n` and `\r` made `\n`,
 * and in an attribute value every line end and tab made a space.
 */
export function decode(s: string, from: number, to: number, context: Context): string {
  let out = '';
  let start = from;
  for (let at = from; at < to; at += 1) {
    const code = s.charCodeAt(at);
    if (code === AMP && context !== CDATA) {
      const semicolon = s.indexOf(';', at + 1);
      if (semicolon < 0 || semicolon >= to) throw new NotScanned('entity');
      out += s.slice(start, at) + entityText(s.slice(at + 1, semicolon));
      at = semicolon;
      start = at + 1;
    } else if (code === CR || (context === ATTRIBUTE && (code === LF || code === TAB))) {
      out += s.slice(start, at) + (context === ATTRIBUTE ? ' ' : '\n');
      if (code === CR && at + 1 < to && s.charCodeAt(at + 1) === LF) at += 1;
      start = at + 1;
    }
  }
  return out + s.slice(start, to);
}

/** Whether s[a, a + length) and s[b, b + length) are the same characters. */
export function sameRange(s: string, a: number, b: number, length: number): boolean {
  for (let i = 0; i < length; i += 1) if (s.charCodeAt(a + i) !== s.charCodeAt(b + i)) return false;
  return true;
}

/** The name s[from, to) as a string, common worksheet names without a new string each time. */
export function nameOf(s: string, from: number, to: number): string {
  switch (to - from) {
    case 1:
      switch (s.charCodeAt(from)) {
        case 99:
          return 'c';
        case 118:
          return 'v';
        case 102:
          return 'f';
        case 116:
          return 't';
        default:
          break;
      }
      break;
    case 2:
      if (s.startsWith('is', from)) return 'is';
      break;
    case 3:
      if (s.startsWith('row', from)) return 'row';
      break;
    case 9:
      if (s.startsWith('sheetData', from)) return 'sheetData';
      break;
    default:
      break;
  }
  return s.slice(from, to);
}

/** An element's name without its namespace prefix (`x:c` → `c`). */
export function localName(name: string): string {
  const colon = name.indexOf(':');
  return colon < 0 ? name : name.slice(colon + 1);
}
