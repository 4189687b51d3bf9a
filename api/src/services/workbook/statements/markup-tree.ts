/**
 * Statements are small (a bank export is kilobytes), so the XML ones are read whole into a tree of
 * elements and then queried by path. The tree is built with saxes, the XML parser the workbook
 * readers already use (../xlsx/saxes-events.ts): well-formedness is checked by it, entities and CDATA are
 * decoded by it. The OFX SGML tokenizer (ofx-sgml.ts) builds the same tree, so one set of queries
 * serves both OFX flavours.
 */
import { SaxesParser } from 'saxes';

export interface MarkupNode {
  /** Local name (`ns2:Ntry` → `Ntry`), as the file spells it. */
  name: string;
  attributes: Record<string, string>;
  children: MarkupNode[];
  /** The element's own character data (text and CDATA, decoded), children's text not included. */
  text: string;
}

export function localName(name: string): string {
  const colon = name.indexOf(':');
  return colon >= 0 ? name.slice(colon + 1) : name;
}

/** saxes could not read the text as XML; `message` is saxes's own (`3:7: unclosed tag: X`), for logs and fallbacks only. */
export class NotWellFormed extends Error {}

/** The root element of an XML document, read with saxes (namespaces not resolved: names are matched by their local part). */
export function xmlTree(text: string): MarkupNode {
  const parser = new SaxesParser({ xmlns: false });
  const root: MarkupNode = { name: '', attributes: {}, children: [], text: '' };
  const stack: MarkupNode[] = [root];
  parser.on('opentag', (tag) => {
    const node: MarkupNode = { name: localName(tag.name), attributes: { ...tag.attributes }, children: [], text: '' };
    stack[stack.length - 1].children.push(node);
    stack.push(node);
  });
  parser.on('closetag', () => {
    stack.pop();
  });
  const onText = (value: string) => {
    stack[stack.length - 1].text += value;
  };
  parser.on('text', onText);
  parser.on('cdata', onText);
  try {
    parser.write(text).close();
  } catch (error) {
    throw new NotWellFormed(error instanceof Error ? error.message : String(error));
  }
  if (root.children.length !== 1) throw new NotWellFormed('no root element');
  return root.children[0];
}

/** The direct children named `name`. */
export function childrenNamed(node: MarkupNode, name: string): MarkupNode[] {
  return node.children.filter((child) => child.name === name);
}

/** The element at `path` below `node` (first match at each step), or undefined. */
export function at(node: MarkupNode | undefined, ...path: string[]): MarkupNode | undefined {
  let current = node;
  for (const name of path) {
    current = current?.children.find((child) => child.name === name);
    if (!current) return undefined;
  }
  return current;
}

/** The trimmed text at `path` below `node`, null when absent or blank. */
export function textAt(node: MarkupNode | undefined, ...path: string[]): string | null {
  const trimmed = at(node, ...path)?.text.trim();
  return trimmed ? trimmed : null;
}

/** Elements named `name` anywhere below `node`, in document order, not looking inside a match (nor inside `skip` elements). */
export function findAll(node: MarkupNode, name: string, skip: readonly string[] = []): MarkupNode[] {
  const found: MarkupNode[] = [];
  const visit = (parent: MarkupNode) => {
    for (const child of parent.children) {
      if (child.name === name) found.push(child);
      else if (!skip.includes(child.name)) visit(child);
    }
  };
  visit(node);
  return found;
}
