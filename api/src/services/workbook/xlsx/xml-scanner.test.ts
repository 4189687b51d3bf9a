import { saxesParser } from './saxes-events';
import { NotScanned, XmlScanner, type XmlHandler } from './xml-scanner';

/** The attributes a worksheet's reader asks for, and one that is never there. */
const ASKED = ['r', 't', 's', 'x:r', 'missing'];

/** Events as text, adjacent text joined (how a reader sees them: it appends text). */
function recorder(): { handler: XmlHandler; events: string[] } {
  const events: string[] = [];
  const handler: XmlHandler = {
    open(name, attributes) {
      events.push(`<${name} ${ASKED.map((key) => `${key}=${JSON.stringify(attributes.get(key) ?? null)}`).join(' ')}>`);
    },
    close(name) {
      events.push(`</${name}>`);
    },
    text(text) {
      const last = events.length - 1;
      if (last >= 0 && events[last].startsWith('text:')) events[last] += text;
      else events.push(`text:${text}`);
    },
  };
  return { handler, events };
}

/** What saxes reports, through the lean reader's own saxes path (the fallback the scanner leaves to). */
function saxesEvents(xml: string): string[] {
  const { handler, events } = recorder();
  const parser = saxesParser(handler);
  parser.write(xml);
  parser.close();
  return events;
}

/** What the scanner reports, fed `chunks`. */
function scannedEvents(chunks: string[]): string[] {
  const { handler, events } = recorder();
  const scanner = new XmlScanner(handler);
  for (const chunk of chunks) scanner.write(chunk);
  scanner.close();
  return events;
}

/** The scanner's events equal saxes's, whole and split in two at every place (and in one-character chunks). */
function expectSameAsSaxes(xml: string): void {
  const expected = saxesEvents(xml);
  expect(scannedEvents([xml])).toEqual(expected);
  for (let at = 1; at < xml.length; at += 1) expect(scannedEvents([xml.slice(0, at), xml.slice(at)])).toEqual(expected);
  expect(scannedEvents(Array.from(xml))).toEqual(expected);
}

const HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n';
const ROOT =
  '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:x14ac="http://schemas.microsoft.com/office/spreadsheetml/2009/9/ac">';

describe('XmlScanner', () => {
  it.each([
    [
      'shared strings, numbers, dates and styles',
      `${HEAD}${ROOT}<sheetData><row r="1" spans="1:3" x14ac:dyDescent="0.25"><c r="A1" s="1" t="s"><v>0</v></c><c r="B1" t="s"><v>12</v></c></row><row r="2"><c r="A2" s="1"><v>45047</v></c><c r="C2" s="2"><v>-54.83</v></c></row></sheetData></worksheet>`,
    ],
    [
      'cells without r, empty and self-closing elements',
      `${ROOT}<sheetData><row><c><v>1</v></c><c/><c t="n"><v/></c><c s="3"></c></row><row/><row><c><v>2</v></c></row></sheetData><mergeCells count="0"/></worksheet>`,
    ],
    [
      'booleans, errors, formulas and their cached text',
      `${ROOT}<sheetData><row r="3"><c r="A3" t="b"><v>1</v></c><c r="B3" t="e"><f>1/0</f><v>#DIV/0!</v></c><c r="C3" t="str"><f>B2&amp;"!"</f><v>Shop 0!</v></c><c r="D3"><f>A1</f></c></row></sheetData></worksheet>`,
    ],
    [
      'inline strings, rich text runs and phonetic hints',
      `${ROOT}<sheetData><row r="1"><c r="A1" t="inlineStr"><is><r><rPr><b/><sz val="11"/></rPr><t>Gro</t></r><r><t xml:space="preserve">ceries </t></r><rPh sb="0" eb="1"><t>ignored</t></rPh></is></c><c r="B1" t="inlineStr"><is><t>plain</t></is></c></row></sheetData></worksheet>`,
    ],
    [
      'entities, character references and CDATA',
      `${ROOT}<sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>Fish &amp; chips &lt;3 &gt; &quot;x&quot; &apos;y&apos; &#65;&#x42;&#x1F600; &#10;</t></is></c><c r="B1" t="str"><v><![CDATA[a<b&c]]>&amp;<![CDATA[]]></v></c></row></sheetData></worksheet>`,
    ],
    [
      'line ends in text and in attribute values, tabs, whitespace between markup',
      `${HEAD}\n${ROOT}\r\n  <sheetData>\n    <row r="1">\r\n      <c r="A1" t="inlineStr"><is><t>one\r\ntwo\rthree\nfour\tfive</t></is></c>\n      <c\tr = 'B1'\n t="s"\r\n s="a\tb\r\nc&#10;d"><v> 7 </v></c>\n    </row>\n  </sheetData>\n</worksheet>\n`,
    ],
    [
      'comments anywhere, a byte-order mark, prefixed elements',
      `\uFEFF${HEAD}<!-- made by hand --><x:worksheet xmlns:x="urn:x"><!--c--><x:sheetData><x:row x:r="4" r="2"><x:c r="A2"><x:v>3<!-- in the value -->4</x:v></x:c></x:row></x:sheetData></x:worksheet><!-- after -->\n`,
    ],
    [
      'non-ASCII text, surrogate pairs, ]] and > apart',
      `${ROOT}<sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>Café 😀 ]] > ]&gt; a]]b</t></is></c></row></sheetData></worksheet>`,
    ],
    ['no XML declaration, single-quoted declaration values', `<?xml version='1.0'?><root a="1"/>`],
  ])('reports what saxes reports: %s', (_name, xml) => {
    expectSameAsSaxes(xml);
  });

  it.each([
    ['a close tag that does not match', `${ROOT}<sheetData><row></c></row></sheetData></worksheet>`],
    ['an element left open', `${ROOT}<sheetData><row>`],
    ['no root at all', `${HEAD}  `],
    [']]> in text', `${ROOT}<v>a]]>b</v></worksheet>`],
    ['< in an attribute value', `${ROOT}<c r="A<1"/></worksheet>`],
    ['a duplicate attribute', `${ROOT}<c r="A1" s="1" r="A2"/></worksheet>`],
    ['an unknown entity', `${ROOT}<v>&nbsp;</v></worksheet>`],
    ['an entity named like an object property', `${ROOT}<v>&constructor;</v></worksheet>`],
    ['an unknown entity in an attribute no one asks for', `${ROOT}<row spans="&bogus;"/></worksheet>`],
    ['a character reference to no character', `${ROOT}<v>&#0;</v></worksheet>`],
    ['an unfinished entity', `${ROOT}<v>a &amp b</v></worksheet>`],
    ['a control character', `${ROOT}<v>a\u0001b</v></worksheet>`],
    ['text outside the root', `${ROOT}</worksheet>trailing`],
    ['two roots', `<a/><b/>`],
    ['an attribute without a value', `${ROOT}<c r/></worksheet>`],
    ['an unquoted attribute value', `${ROOT}<c r=A1/></worksheet>`],
    ['no whitespace between attributes', `${ROOT}<c r="A1"s="1"/></worksheet>`],
    ['a slash not closing the tag', `${ROOT}<c / ></worksheet>`],
    ['"--" inside a comment', `${ROOT}<!-- a -- b --></worksheet>`],
    ['an XML declaration not at the start', ` ${HEAD}<a/>`],
    ['a lone surrogate', `${ROOT}<v>\uD800</v></worksheet>`],
  ])('leaves malformed XML to saxes, which refuses it too: %s', (_name, xml) => {
    expect(() => saxesEvents(xml)).toThrow();
    expect(() => scannedEvents([xml])).toThrow(NotScanned);
  });

  it.each([
    ['a DOCTYPE', `<!DOCTYPE worksheet>${ROOT}<v>1</v></worksheet>`],
    ['a processing instruction', `${ROOT}<?mso-application progid="Excel.Sheet"?><v>1</v></worksheet>`],
    ['a non-ASCII element name', `${ROOT}<données>1</données></worksheet>`],
    ['XML 1.1', `<?xml version="1.1"?><a/>`],
  ])('leaves well-formed XML outside what it reads to saxes: %s', (_name, xml) => {
    expect(() => saxesEvents(xml)).not.toThrow();
    expect(() => scannedEvents([xml])).toThrow(NotScanned);
  });

  it('leaves a construct longer than a megabyte to saxes rather than carry it from chunk to chunk', () => {
    const scanner = new XmlScanner(recorder().handler);
    scanner.write(`${ROOT}<v>`);
    const text = 'x'.repeat(64 * 1024);
    expect(() => {
      for (let i = 0; i < 20; i += 1) scanner.write(text);
    }).toThrow(NotScanned);
  });
});
