/**
 * What the workbook-level parts of a package say: its sheets in order with their worksheet parts
 * and whether each is hidden (workbook.xml and its relationships), its date system, its shared
 * strings and which cell styles are dates or show a currency (styles.xml).
 */
import { currencyOfFormat } from '../../../domain/workbook/cells/currency';
import { BUILT_IN_DATE_FORMATS, isDateFormat } from './dates';
import { NotLean, type XlsxParts } from './parts';
import { attribute, parseXml } from './saxes-events';
import { localName } from './xml-scanner';

/** A worksheet's relationship type, transitional and strict. */
const WORKSHEET_REL_TYPES = new Set([
  'http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet',
  'http://purl.oclc.org/ooxml/officeDocument/relationships/worksheet',
]);

export interface SheetRef {
  name: string;
  /** Its worksheet part (`xl/worksheets/sheet1.xml`). */
  path: string;
  /** `state="hidden"` or `"veryHidden"` in workbook.xml. */
  hidden: boolean;
}

export interface WorkbookPart {
  /** The worksheets in the workbook's own order (a chart sheet has no cells: not listed). */
  sheets: SheetRef[];
  date1904: boolean;
  /** Strict OOXML (ISO 29500 strict namespaces), which the lean reader leaves to the others. */
  strict: boolean;
}

/** A sheet the workbook hides from its tabs (`veryHidden`: not even in Excel's Unhide list). */
export function isHiddenState(state: unknown): boolean {
  return state === 'hidden' || state === 'veryHidden';
}

/** A relationship's target as a part path from the package root. */
function partPath(target: string): string {
  const path = target.startsWith('/') ? target.slice(1) : `xl/${target}`;
  const parts: string[] = [];
  for (const part of path.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.' && part !== '') parts.push(part);
  }
  return parts.join('/');
}

/** The workbook's sheets in order, with their part paths, and its date system. */
export function readWorkbookPart(parts: XlsxParts): WorkbookPart {
  const sheets: { name: string; rId: string; hidden: boolean }[] = [];
  let date1904 = false;
  let strict = false;
  parseXml(parts.text('xl/workbook.xml'), {
    open(tag, name) {
      if (name === 'workbook')
        strict = Object.values(tag.attributes).some((value) => typeof value === 'string' && value.includes('purl.oclc.org/ooxml'));
      else if (name === 'workbookPr') date1904 = attribute(tag, 'date1904') === '1';
      else if (name === 'sheet') {
        const rId = Object.entries(tag.attributes).find(([key]) => localName(key) === 'id')?.[1];
        const sheetName = attribute(tag, 'name');
        if (typeof rId !== 'string' || sheetName === undefined) throw new NotLean('sheet without name or id');
        sheets.push({ name: sheetName, rId, hidden: isHiddenState(attribute(tag, 'state')) });
      }
    },
  });
  const targets = new Map<string, string>();
  parseXml(parts.text('xl/_rels/workbook.xml.rels'), {
    open(tag, name) {
      if (name !== 'Relationship' || !WORKSHEET_REL_TYPES.has(attribute(tag, 'Type') ?? '')) return;
      const id = attribute(tag, 'Id');
      const target = attribute(tag, 'Target');
      if (id && target && attribute(tag, 'TargetMode') !== 'External') targets.set(id, target);
    },
  });
  return {
    date1904,
    strict,
    sheets: sheets
      .filter((sheet) => targets.has(sheet.rId))
      .map((sheet) => ({ name: sheet.name, path: partPath(targets.get(sheet.rId)!), hidden: sheet.hidden })),
  };
}

/** Shared strings as plain text (rich-text runs joined, phonetic hints left out). */
export function readSharedStrings(parts: XlsxParts): string[] {
  if (!parts.has('xl/sharedStrings.xml')) return [];
  const strings: string[] = [];
  let text = '';
  let inText = false;
  let phonetic = 0;
  parseXml(parts.text('xl/sharedStrings.xml'), {
    open(_tag, name) {
      if (name === 'si') text = '';
      else if (name === 't') inText = phonetic === 0;
      else if (name === 'rPh') phonetic += 1;
    },
    text(value) {
      if (inText) text += value;
    },
    close(name) {
      if (name === 't') inText = false;
      else if (name === 'rPh') phonetic -= 1;
      else if (name === 'si') strings.push(text);
    },
  });
  return strings;
}

/** Per cell style (`s`, the cellXfs index): whether its number format is a date, and the currency it shows (or null). */
export function readStyles(parts: XlsxParts): { dateStyles: boolean[]; currencyStyles: (string | null)[] } {
  const dateStyles: boolean[] = [];
  const currencyStyles: (string | null)[] = [];
  if (!parts.has('xl/styles.xml')) return { dateStyles, currencyStyles };
  const formats = new Map<number, string>();
  let inCellXfs = false;
  parseXml(parts.text('xl/styles.xml'), {
    open(tag, name) {
      if (name === 'numFmt') formats.set(Number(attribute(tag, 'numFmtId')), attribute(tag, 'formatCode') ?? '');
      else if (name === 'cellXfs') inCellXfs = true;
      else if (name === 'xf' && inCellXfs) {
        const id = Number(attribute(tag, 'numFmtId') ?? 0);
        const code = formats.get(id);
        dateStyles.push(id !== 0 && (code !== undefined ? isDateFormat(code) : BUILT_IN_DATE_FORMATS.has(id)));
        currencyStyles.push(code !== undefined ? currencyOfFormat(code) : null);
      }
    },
    close(name) {
      if (name === 'cellXfs') inCellXfs = false;
    },
  });
  return { dateStyles, currencyStyles };
}
