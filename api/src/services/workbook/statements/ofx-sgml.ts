/**
 * A tolerant reader for OFX 1.x SGML (and for "XML" OFX that a bank wrote without closing its
 * leaves). No XML parser takes this: leaf elements are not closed (`<TRNAMT>-34.51` then a newline
 * or the next tag), only aggregates are. So:
 * - a start tag followed by text (or CDATA) before the next tag is a leaf holding that text; its end
 *   tag, if the file writes one, is consumed;
 * - a start tag followed by only whitespace opens an aggregate, closed by its end tag; an end tag
 *   closes every element opened after its match, and an element closed that way never had an end
 *   tag, so it was an empty leaf (`<MEMO>` with no value): its would-be children go back to its parent.
 * Entities (`&amp;` `&lt;` `&gt;` `&quot;` `&apos;` `&nbsp;` and numeric ones) are decoded; a bare `&`
 * stays as written. The header block before the first `<` (`OFXHEADER:100` …) is not part of the tree.
 */
import type { MarkupNode } from './markup-tree';

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#[xX][0-9a-fA-F]+|#\d+|[a-zA-Z]+);/g, (whole, entity: string) => {
    if (entity[0] === '#') {
      const code = entity[1] === 'x' || entity[1] === 'X' ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[entity.toLowerCase()] ?? whole;
  });
}

interface Open {
  node: MarkupNode;
  parent: MarkupNode;
}

/** Close `open` without its own end tag: an empty leaf, so its children become its parent's, right after it. */
function closeImplied({ node, parent }: Open) {
  if (node.children.length === 0) return;
  const at = parent.children.indexOf(node);
  parent.children.splice(at + 1, 0, ...node.children);
  node.children = [];
}

const MARKUP_START = /[A-Za-z_/!?]/;

/** The text up to the next tag, CDATA sections included (decoded as written, entities elsewhere). */
function readText(text: string, from: number): { value: string; end: number } {
  let value = '';
  let index = from;
  while (index < text.length) {
    const lt = text.indexOf('<', index);
    const stop = lt < 0 ? text.length : lt;
    value += decodeEntities(text.slice(index, stop));
    index = stop;
    if (index >= text.length) break;
    if (text.startsWith('<![CDATA[', index)) {
      const close = text.indexOf(']]>', index + 9);
      value += text.slice(index + 9, close < 0 ? text.length : close);
      index = close < 0 ? text.length : close + 3;
    } else if (MARKUP_START.test(text[index + 1] ?? '')) break;
    else {
      // A `<` that starts no markup (`<3`, `a < b`) is text.
      value += '<';
      index += 1;
    }
  }
  return { value, end: index };
}

/** The document's elements under a synthetic root (named ''), whatever the file holds: it never throws. */
export function sgmlTree(text: string): MarkupNode {
  const root: MarkupNode = { name: '', attributes: {}, children: [], text: '' };
  const stack: Open[] = [];
  const current = () => (stack.length > 0 ? stack[stack.length - 1].node : root);
  let index = text.indexOf('<');
  if (index < 0) return root;
  while (index < text.length) {
    if (text[index] !== '<') {
      // Text between elements (indentation, or stray characters where no leaf is open) belongs to nothing.
      const next = text.indexOf('<', index);
      index = next < 0 ? text.length : next;
      continue;
    }
    if (text.startsWith('<!--', index)) {
      const end = text.indexOf('-->', index + 4);
      index = end < 0 ? text.length : end + 3;
      continue;
    }
    if (text.startsWith('<?', index) || text.startsWith('<!', index)) {
      const end = text.indexOf('>', index);
      index = end < 0 ? text.length : end + 1;
      continue;
    }
    const tag = /^<(\/?)([A-Za-z_][\w.:-]*)[^>]*>/.exec(text.slice(index, index + 256));
    if (!tag) {
      // Markup that is no tag (no closing `>`): skipped a character at a time, as text between elements is.
      index += 1;
      continue;
    }
    const [whole, slash, rawName] = tag;
    const name = rawName.toUpperCase();
    index += whole.length;
    if (slash) {
      const match = stack.map((open) => open.node.name).lastIndexOf(name);
      if (match >= 0) {
        while (stack.length > match + 1) closeImplied(stack.pop()!);
        stack.pop();
      }
      continue;
    }
    const node: MarkupNode = { name, attributes: {}, children: [], text: '' };
    const parent = current();
    parent.children.push(node);
    if (whole.endsWith('/>')) continue;
    const { value, end } = readText(text, index);
    if (value.trim() !== '') {
      node.text = value;
      index = end;
      const close = new RegExp(`^</${rawName.replace(/\./g, '\\.')}\\s*>`, 'i').exec(text.slice(index, index + rawName.length + 16));
      if (close) index += close[0].length;
    } else {
      stack.push({ node, parent });
    }
  }
  // Elements still open at the end (a file missing its last end tags, `</OFX>` most often) keep what they hold.
  return root;
}
