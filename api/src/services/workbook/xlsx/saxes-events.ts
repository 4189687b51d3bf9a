/**
 * saxes, the XML parser for what the scanner (xml-scanner.ts) leaves to it and for the small parts
 * of the package (workbook, relationships, shared strings, styles), read whole.
 */
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { localName, type XmlHandler } from './xml-scanner';

/** A parser of one part's text, fed in chunks. */
export interface XmlParser {
  write(chunk: string): void;
  close(): void;
}

export function attribute(tag: SaxesTagPlain, name: string): string | undefined {
  const value = tag.attributes[name];
  return typeof value === 'string' ? value : undefined;
}

/** saxes giving the scanner's events: for the worksheets the scanner leaves to it. */
export function saxesParser(handler: XmlHandler): XmlParser {
  const parser = new SaxesParser();
  parser.on('opentag', (tag) => handler.open(localName(tag.name), { get: (name) => attribute(tag, name) }));
  parser.on('closetag', (tag) => handler.close(localName(tag.name)));
  parser.on('text', (text) => handler.text(text));
  parser.on('cdata', (text) => handler.text(text));
  return {
    write: (chunk) => void parser.write(chunk),
    close: () => void parser.close(),
  };
}

/** Parses a whole small XML part, calling back per open/close tag and text. */
export function parseXml(
  xml: string,
  handlers: { open?: (tag: SaxesTagPlain, name: string) => void; close?: (name: string) => void; text?: (text: string) => void },
): void {
  const parser = new SaxesParser();
  const { open, close, text } = handlers;
  if (open) parser.on('opentag', (tag) => open(tag, localName(tag.name)));
  if (close) parser.on('closetag', (tag) => close(localName(tag.name)));
  if (text) {
    parser.on('text', text);
    parser.on('cdata', text);
  }
  parser.write(xml).close();
}
