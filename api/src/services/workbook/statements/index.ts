/**
 * Bank statement files (OFX 1.x/2.x and .qfx, QIF, CAMT.053) read as one sheet the transaction-log
 * reader takes like any other: `statementKind` tells the format from the text (never from the file
 * name), `statementGrid` reads it into the fixed `Date, Amount, Description, …` header and one row
 * per transaction (statement-rows.ts). Each format's reader says in its header comment which parser
 * it uses and why.
 */
import type { SheetGrid } from '../../../domain/workbook/types';
import { readCamt053 } from './camt053';
import { readOfx } from './ofx';
import { readQif } from './qif';
import { statementSheet, type StatementReading } from './statement-rows';

export { StatementError, STATEMENT_HEADER } from './statement-rows';

export type StatementKind = 'ofx' | 'qif' | 'camt053';

/** How far into the text the kind is looked for: a root element and its namespace come first. */
const SNIFF_CHARS = 64 * 1024;

/** The first element's name after the prolog (declaration, processing instructions, comments, DOCTYPE), or null. */
function rootElementName(head: string): string | null {
  let index = 0;
  for (;;) {
    while (index < head.length && /\s/.test(head[index])) index += 1;
    const close = head.startsWith('<?', index) ? '?>' : head.startsWith('<!--', index) ? '-->' : head.startsWith('<!', index) ? '>' : null;
    if (close === null) break;
    const end = head.indexOf(close, index + 2);
    if (end < 0) return null;
    index = end + close.length;
  }
  const match = /^<([A-Za-z_][\w.:-]*)/.exec(head.slice(index, index + 256));
  return match ? match[1] : null;
}

/**
 * What the text is, from its content: OFX (an `OFXHEADER:` SGML header, or XML with `<?OFX` or an
 * `<OFX>` root; .qfx is OFX), QIF (first non-blank line `!Type:`, `!Account` or `!Option`), CAMT.053
 * (XML whose namespace names camt.053 or that has a `BkToCstmrStmt` element); null otherwise.
 */
export function statementKind(text: string): StatementKind | null {
  const head = text.slice(0, SNIFF_CHARS).replace(/^\ufeff/, '');
  const start = head.trimStart();
  if (/^OFXHEADER\s*:/i.test(start)) return 'ofx';
  if (/^!(type:|account|option)/i.test(start)) return 'qif';
  if (!start.startsWith('<')) return null;
  const root = rootElementName(start);
  if (root === null || root.toLowerCase() === 'html') return null;
  if (root.toUpperCase() === 'OFX' || /<\?OFX\s/i.test(start)) return 'ofx';
  if (/\bxmlns(?::[\w.-]+)?\s*=\s*["'][^"']*camt\.053/i.test(start) || /<(?:[\w.-]+:)?BkToCstmrStmt[\s/>]/.test(start)) return 'camt053';
  return null;
}

const READERS: Record<StatementKind, (text: string) => StatementReading> = { ofx: readOfx, qif: readQif, camt053: readCamt053 };

/**
 * The statement as one sheet: the header row, then one row per transaction. Throws StatementError
 * (a message for the person) when the text is of that kind but holds no transaction or is malformed.
 */
export function statementGrid(kind: StatementKind, text: string, sheetName: string): SheetGrid {
  return statementSheet(READERS[kind](text.replace(/^\ufeff/, '')), sheetName);
}
