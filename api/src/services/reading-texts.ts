/**
 * The reader's warnings and problems written out in the request's language (docs/decisions/language.md):
 * the domain says them as keys of the `reading` section of api/src/locales/<language>.json with their
 * values (domain/workbook/types.ts, ReaderText); the upload and preview answers carry them as text.
 * A sentence already written (a file's note, services/workbook) is answered as it is.
 */
import type { SheetPreviewDto, TableReadingDto } from '../contracts/workflow';
import type { Language } from '../domain/locale';
import type { SheetPreview } from '../domain/workbook/reading/preview';
import type { ReaderValue, ReadingText, TableReading } from '../domain/workbook/types';
import { message, translate, type MessageKey } from '../i18n';

/** How each language joins a list; English as British English does (`a, b and c`), as the reader always wrote it. */
const LIST_LOCALES: Readonly<Record<Language, string>> = { en: 'en-GB', de: 'de', es: 'es', pt: 'pt' };

/** One formatter per language and kind: making an Intl formatter costs more than formatting with it. */
const formats = new Map<string, Intl.ListFormat | Intl.NumberFormat>();

function kept<Format extends Intl.ListFormat | Intl.NumberFormat>(key: string, make: () => Format): Format {
  let format = formats.get(key) as Format | undefined;
  if (!format) formats.set(key, (format = make()));
  return format;
}

function listFormat(language: Language, type: 'conjunction' | 'unit'): Intl.ListFormat {
  return kept(`list:${language}:${type}`, () => new Intl.ListFormat(LIST_LOCALES[language], { type, style: 'short' }));
}

/**
 * Cents with two decimals as the language writes numbers (as i18next's `number` format does):
 * English `12,345.00`, as the reader always wrote it; German `12.345,00`. Fractions of a cent are
 * rounded half away from zero, and there is no `-0.00`.
 */
function amountIn(cents: number, language: Language): string {
  const format = kept(`amount:${language}`, () => new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }));
  const whole = Math.round(Math.abs(cents));
  return format.format((cents < 0 && whole !== 0 ? -whole : whole) / 100);
}

function valueIn(value: ReaderValue, language: Language): string | number {
  if (typeof value === 'string' || typeof value === 'number') return value;
  if ('key' in value) return writtenText(value, language);
  if ('cents' in value) return amountIn(value.cents, language);
  const items = value.items.map((item) => (typeof item === 'string' ? item : writtenText(item, language)));
  // `unit` joins with commas only, where the language does (`1 total, 2 undated`).
  return listFormat(language, value.join === 'and' ? 'conjunction' : 'unit').format(items);
}

/** One warning or problem in `language`. */
export function writtenText(text: ReadingText, language: Language): string {
  if (typeof text === 'string') return text;
  const values = Object.fromEntries(Object.entries(text.values ?? {}).map(([name, value]) => [name, valueIn(value, language)]));
  // The domain's keys are checked against the English catalogue by reading-texts.test.ts.
  return translate(message(text.key as MessageKey, values), language);
}

/** A table's reading as answered: the same fields, its warnings and problem written out. */
export function writtenReading(reading: TableReading, language: Language): TableReadingDto {
  return {
    ...reading,
    warnings: reading.warnings.map((warning) => writtenText(warning, language)),
    problem: reading.problem === null ? null : writtenText(reading.problem, language),
  };
}

/** A sheet's preview as answered. */
export function writtenPreview(preview: SheetPreview, language: Language): SheetPreviewDto {
  return { ...preview, tables: preview.tables.map((reading) => writtenReading(reading, language)) };
}
