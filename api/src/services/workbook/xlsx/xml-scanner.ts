/**
 * A small XML scanner for worksheet parts. It
 * finds markup by its character codes and hands element names, attributes and text to a handler,
 * allocating no object per tag: attributes are kept as offsets into the text and sliced only when
 * asked for.
 *
 * It reads the plain XML a spreadsheet writes (elements, attributes, text, the predefined entities
 * and character references, CDATA, comments, the XML declaration) and checks the same
 * well-formedness saxes checks on it, event for event, so a worksheet reads exactly as through
 * saxes. Anything else, well-formed or not (a DOCTYPE, a processing instruction, non-ASCII names,
 * a malformed tag, a construct longer than MAX_PENDING), throws NotScanned before any later event:
 * the caller then reads the part with saxes, which accepts or refuses it as it always did.
 */
import {
  ATTRIBUTE,
  BANG,
  CDATA,
  checkChars,
  COLON,
  decode,
  DQUOTE,
  EQUAL,
  GT,
  HYPHEN,
  isNameChar,
  isNameStart,
  isSpace,
  localName,
  LT,
  nameOf,
  NotScanned,
  QUESTION,
  sameRange,
  SLASH,
  SQUOTE,
  TEXT,
  XML_DECLARATION,
} from './xml-chars';

/** Receives what the scanner finds, in document order (saxes's opentag, closetag, text and cdata). */
export interface XmlHandler {
  /** An element opened: its local name (`x:c` → `c`); `attributes` answers until the next event. */
  open(name: string, attributes: XmlAttributes): void;
  /** An element closed (after `open` at once for `<c/>`). */
  close(name: string): void;
  /** Character data (text between markup, or a CDATA section), entities decoded; outside the root only whitespace. */
  text(text: string): void;
}

export interface XmlAttributes {
  /** The value of the attribute named exactly `name` (no prefix handling), as saxes gives it. */
  get(name: string): string | undefined;
}

export { localName, NotScanned } from './xml-chars';

/** Longest construct (tag, text run, comment) carried from one chunk to the next; far past any cell (Excel: 32,767 characters). */
const MAX_PENDING = 1024 * 1024;

/**
 * Feed it the part's text in chunks (`write`), then `close`. Chunks may split anything anywhere:
 * an unfinished construct waits for the next chunk.
 */
export class XmlScanner {
  private pending = '';
  private atStart = true;
  private rootOpened = false;
  private rootClosed = false;
  /** Open elements, `depth` of them: their names as written (to match close tags) and local names (for the handler). */
  private depth = 0;
  private readonly names: string[] = [];
  private readonly locals: string[] = [];
  // The current tag's attributes, as offsets into `source`.
  private source = '';
  private attributeCount = 0;
  private readonly nameStarts: number[] = [];
  private readonly nameEnds: number[] = [];
  private readonly valueStarts: number[] = [];
  private readonly valueEnds: number[] = [];
  /** An attribute's value decoded at once when it needs it (rare), so its entities are checked as saxes checks them; else null. */
  private readonly decodedValues: (string | null)[] = [];
  private readonly attributes: XmlAttributes = { get: (name) => this.attribute(name) };

  constructor(private readonly handler: XmlHandler) {}

  write(chunk: string): void {
    const s = this.pending.length === 0 ? chunk : this.pending + chunk;
    const done = this.scan(s, false);
    this.pending = done === s.length ? '' : s.slice(done);
    if (this.pending.length > MAX_PENDING) throw new NotScanned('construct too long');
  }

  close(): void {
    const s = this.pending;
    this.pending = '';
    if (this.scan(s, true) !== s.length) throw new NotScanned('unfinished markup');
    if (!this.rootOpened || this.depth !== 0) throw new NotScanned('unclosed element');
  }

  /** Scans what is complete in `s`; answers how far (the rest waits for more text, unless `final`). */
  private scan(s: string, final: boolean): number {
    const length = s.length;
    let at = 0;
    if (this.atStart && length > 0) {
      // saxes skips a byte-order mark at the very start.
      if (s.charCodeAt(0) === 0xfeff) at = 1;
    }
    while (at < length) {
      // Markup is a few characters apart: a loop finds the next "<" sooner than indexOf's call.
      let lt = at;
      while (lt < length && s.charCodeAt(lt) !== LT) lt += 1;
      if (lt === length) {
        if (!final) return at;
        this.textRun(s, at, length);
        return length;
      }
      if (lt > at) this.textRun(s, at, lt);
      if (lt + 1 >= length) return lt;
      const next = s.charCodeAt(lt + 1);
      let end: number;
      if (next === SLASH) end = this.closeTag(s, lt);
      else if (next === BANG) end = this.bang(s, lt, final);
      else if (next === QUESTION) end = this.declaration(s, lt);
      else end = this.openTag(s, lt);
      if (end < 0) return lt;
      this.atStart = false;
      at = end;
    }
    return at;
  }

  /** Character data s[from, to), checked (outside the root only whitespace), decoded and handed on. */
  private textRun(s: string, from: number, to: number): void {
    this.atStart = false;
    if (this.depth === 0) {
      for (let at = from; at < to; at += 1) if (!isSpace(s.charCodeAt(at))) throw new NotScanned('text outside the root');
    }
    const text = checkChars(s, from, to, TEXT) ? decode(s, from, to, TEXT) : s.slice(from, to);
    this.handler.text(text);
  }

  /** `<name attr="value" …>` or `<name …/>` at `lt`; answers the offset past it, or -1 when unfinished. */
  private openTag(s: string, lt: number): number {
    const length = s.length;
    let at = lt + 1;
    if (!isNameStart(s.charCodeAt(at))) throw new NotScanned('tag name');
    let colon = s.charCodeAt(at) === COLON ? at : -1;
    at += 1;
    for (; at < length; at += 1) {
      const code = s.charCodeAt(at);
      if (!isNameChar(code)) break;
      if (code === COLON && colon < 0) colon = at;
    }
    if (at >= length) return -1;
    const nameEnd = at;
    this.source = s;
    this.attributeCount = 0;
    let selfClosing = false;
    for (;;) {
      const before = at;
      while (at < length && isSpace(s.charCodeAt(at))) at += 1;
      if (at >= length) return -1;
      const code = s.charCodeAt(at);
      if (code === GT) {
        at += 1;
        break;
      }
      if (code === SLASH) {
        if (at + 1 >= length) return -1;
        if (s.charCodeAt(at + 1) !== GT) throw new NotScanned('/ not followed by >');
        selfClosing = true;
        at += 2;
        break;
      }
      // An attribute, after whitespace.
      if (at === before || !isNameStart(code)) throw new NotScanned('attribute');
      const attributeStart = at;
      at += 1;
      while (at < length && isNameChar(s.charCodeAt(at))) at += 1;
      const attributeEnd = at;
      while (at < length && isSpace(s.charCodeAt(at))) at += 1;
      if (at >= length) return -1;
      if (s.charCodeAt(at) !== EQUAL) throw new NotScanned('attribute without value');
      at += 1;
      while (at < length && isSpace(s.charCodeAt(at))) at += 1;
      if (at >= length) return -1;
      const quote = s.charCodeAt(at);
      if (quote !== DQUOTE && quote !== SQUOTE) throw new NotScanned('unquoted attribute value');
      const valueStart = at + 1;
      let valueEnd = valueStart;
      while (valueEnd < length && s.charCodeAt(valueEnd) !== quote) valueEnd += 1;
      if (valueEnd === length) return -1;
      this.addAttribute(s, attributeStart, attributeEnd, valueStart, valueEnd);
      at = valueEnd + 1;
    }
    if (this.rootClosed) throw new NotScanned('a second root');
    this.rootOpened = true;
    const name = nameOf(s, lt + 1, nameEnd);
    const local = colon < 0 ? name : localName(name);
    if (!selfClosing) {
      this.names[this.depth] = name;
      this.locals[this.depth] = local;
      this.depth += 1;
    }
    this.handler.open(local, this.attributes);
    if (selfClosing) {
      if (this.depth === 0) this.rootClosed = true;
      this.handler.close(local);
    }
    return at;
  }

  private addAttribute(s: string, nameStart: number, nameEnd: number, valueStart: number, valueEnd: number): void {
    const count = this.attributeCount;
    const length = nameEnd - nameStart;
    for (let i = 0; i < count; i += 1) {
      if (this.nameEnds[i] - this.nameStarts[i] === length && sameRange(s, nameStart, this.nameStarts[i], length))
        throw new NotScanned('duplicate attribute');
    }
    this.nameStarts[count] = nameStart;
    this.nameEnds[count] = nameEnd;
    this.valueStarts[count] = valueStart;
    this.valueEnds[count] = valueEnd;
    this.decodedValues[count] = checkChars(s, valueStart, valueEnd, ATTRIBUTE) ? decode(s, valueStart, valueEnd, ATTRIBUTE) : null;
    this.attributeCount = count + 1;
  }

  private attribute(name: string): string | undefined {
    const s = this.source;
    const first = name.charCodeAt(0);
    for (let i = 0; i < this.attributeCount; i += 1) {
      const start = this.nameStarts[i];
      // First character, then the rest: a cell's r, s and t are told apart without a call.
      if (this.nameEnds[i] - start === name.length && s.charCodeAt(start) === first && (name.length === 1 || s.startsWith(name, start))) {
        return this.decodedValues[i] ?? s.slice(this.valueStarts[i], this.valueEnds[i]);
      }
    }
    return undefined;
  }

  /** `</name>` at `lt`: must close the element open last. */
  private closeTag(s: string, lt: number): number {
    const length = s.length;
    const name = this.depth === 0 ? undefined : this.names[this.depth - 1];
    let at = lt + 2 + (name === undefined ? 0 : name.length);
    if (at >= length) return -1;
    if (name === undefined || !s.startsWith(name, lt + 2)) throw new NotScanned('close tag');
    while (at < length && isSpace(s.charCodeAt(at))) at += 1;
    if (at >= length) return -1;
    if (s.charCodeAt(at) !== GT) throw new NotScanned('close tag');
    this.depth -= 1;
    const local = this.locals[this.depth];
    if (this.depth === 0) this.rootClosed = true;
    this.handler.close(local);
    return at + 1;
  }

  /** A comment or a CDATA section at `lt` (`<!`); anything else (a DOCTYPE) is left to saxes. */
  private bang(s: string, lt: number, final: boolean): number {
    if (s.startsWith('<!--', lt)) {
      const end = s.indexOf('-->', lt + 4);
      if (end < 0) return -1;
      // "--" may not appear in a comment, nor "-" end it.
      if (s.slice(lt + 4, end).includes('--') || s.charCodeAt(end - 1) === HYPHEN) throw new NotScanned('comment');
      checkChars(s, lt + 4, end, CDATA);
      return end + 3;
    }
    if (s.startsWith('<![CDATA[', lt)) {
      if (this.depth === 0) throw new NotScanned('CDATA outside the root');
      const end = s.indexOf(']]>', lt + 9);
      if (end < 0) return -1;
      this.handler.text(checkChars(s, lt + 9, end, CDATA) ? decode(s, lt + 9, end, CDATA) : s.slice(lt + 9, end));
      return end + 3;
    }
    // Too short yet to tell a comment or CDATA from anything else.
    if (!final && s.length - lt < 9 && ('<![CDATA['.startsWith(s.slice(lt)) || '<!--'.startsWith(s.slice(lt)))) return -1;
    throw new NotScanned('<! markup');
  }

  /** The XML declaration, only at the very start; any other processing instruction is left to saxes. */
  private declaration(s: string, lt: number): number {
    const end = s.indexOf('?>', lt + 2);
    if (end < 0) return -1;
    if (!this.atStart || lt !== (s.charCodeAt(0) === 0xfeff ? 1 : 0) || !XML_DECLARATION.test(s.slice(lt, end + 2)))
      throw new NotScanned('processing instruction');
    return end + 2;
  }
}
