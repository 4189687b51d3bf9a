/**
 * The reader's texts written out (reading-texts.ts): every key the reader names is in the English
 * catalogue, a sentence already written stays as it is, values nest and lists join in the language.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseWorkbook } from '../domain/workbook/reading/read-workbook';
import { amountOf, listOf, said } from '../domain/workbook/said';
import { fileNotes } from './workbook/messages';
import type { TableReading } from '../domain/workbook/types';
import en from '../locales/en.json';
import { writtenReading, writtenText } from './reading-texts';

/** `'reading.…'` literals in the reader's sources and the notes about files. */
function keysInReader(): Set<string> {
  const found = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const file = path.join(dir, entry);
      if (statSync(file).isDirectory()) walk(file);
      else if (file.endsWith('.ts') && !file.endsWith('.test.ts'))
        for (const match of readFileSync(file, 'utf8').matchAll(/'(reading\.[A-Za-z0-9.]+)'/g)) found.add(match[1]);
    }
  };
  walk(path.join(__dirname, '..', 'domain', 'workbook'));
  // The file's notes and a statement's (services/workbook), and the upload's refusal (workflow-reading.ts).
  walk(path.join(__dirname, 'workbook'));
  for (const match of readFileSync(path.join(__dirname, 'workflow-reading.ts'), 'utf8').matchAll(/'(reading\.[A-Za-z0-9.]+)'/g))
    found.add(match[1]);
  return found;
}

function englishKeys(catalogue: Record<string, unknown>, prefix: string): string[] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [`${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, '')}`]
      : englishKeys(value as Record<string, unknown>, `${prefix}${key}.`),
  );
}

describe('the reader’s texts written out', () => {
  it('finds every key the reader names in the English catalogue', () => {
    const known = new Set(englishKeys(en.reading, 'reading.'));
    const named = keysInReader();
    expect(named.size).toBeGreaterThan(50);
    expect([...named].filter((key) => !known.has(key))).toEqual([]);
  });

  it('answers a sentence already written as it is (a file’s note, a reading kept before keys)', () => {
    expect(writtenText('The file "a.xlsx" was read as CSV.', 'de')).toBe('The file "a.xlsx" was read as CSV.');
  });

  it('writes plurals, nested texts and lists in the language, and the file’s own text as written', () => {
    const place = said('reading.place.sheet', { sheet: '$t(reading.pivot) {{sheet}}' });
    expect(writtenText(said('reading.noneSuggested', { count: 1, place }), 'en')).toMatch(
      /^1 amount was read in sheet "\$t\(reading\.pivot\) \{\{sheet\}\}" but no table is suggested/,
    );
    expect(writtenText(said('reading.noneSuggested', { count: 3, place }), 'de')).toMatch(
      /^3 Beträge wurden in Tabellenblatt „\$t\(reading\.pivot\) \{\{sheet\}\}“ gelesen/,
    );
    const months = listOf([
      said('reading.monthOut', { month: said('reading.month.january'), amount: '1.00' }),
      said('reading.monthOut', { month: '2024-03', amount: '2.00' }),
      said('reading.monthOut', { month: said('reading.month.may'), amount: '3.00' }),
    ]);
    const outlier = said('reading.outlierMonth', { months, ratio: 10, median: '0.10', place });
    expect(writtenText(outlier, 'en')).toMatch(/^In January \(1\.00\), 2024-03 \(2\.00\) and May \(3\.00\) money out/);
    expect(writtenText(outlier, 'es')).toMatch(/^En enero \(1\.00\), 2024-03 \(2\.00\) y mayo \(3\.00\) el dinero/);
    const counts = listOf([said('reading.skip.totals', { count: 1 }), said('reading.skip.undated', { count: 2 })], 'comma');
    expect(writtenText(said('reading.everyRowSkipped', { place, counts }), 'en')).toMatch(/was skipped \(1 total, 2 undated\)/);
  });

  it('writes the problem of a table without amounts in the language', () => {
    const rows = [
      ['Date', 'Category', 'Amount'],
      ['2024-01-02', 'Food', ''],
      ['2024-01-03', 'Rent', ''],
    ];
    const [table] = parseWorkbook([{ name: 'Log', rows }]).sheets;
    expect(writtenReading(table.reading!, 'en').problem).toBe('No rows with an amount were found under this header.');
    expect(writtenReading(table.reading!, 'de').problem).toBe('Unter dieser Kopfzeile wurden keine Zeilen mit einem Betrag gefunden.');
  });

  it('writes amounts with two decimals the language’s way, English as the reader always wrote them', () => {
    const amounts = [1234500, -5025, 7, -0.4, 123456.5];
    const line = (language: 'en' | 'de' | 'es') =>
      amounts.map((cents) => writtenText(said('reading.monthOut', { month: 'x', amount: amountOf(cents) }), language)).join(' ');
    expect(line('en')).toBe('x (12,345.00) x (-50.25) x (0.07) x (0.00) x (1,234.57)');
    expect(line('de')).toBe('x (12.345,00) x (-50,25) x (0,07) x (0,00) x (1.234,57)');
    expect(line('es')).toBe('x (12.345,00) x (-50,25) x (0,07) x (0,00) x (1234,57)');
  });

  it('writes a sheet that matches no layout, and a file’s notes, in the language', () => {
    const [contacts] = parseWorkbook([
      {
        name: 'Contacts',
        rows: [
          ['Name', 'Phone'],
          ['Ann', '555'],
        ],
      },
    ]).sheets;
    expect(writtenText(contacts.problem!, 'en')).toMatch(
      /^Sheet "Contacts" does not match any budget layout\. Looked for a header row with Date and Amount .* Found: "Name", "Phone"\.$/,
    );
    expect(writtenText(contacts.problem!, 'de')).toMatch(
      /^Das Tabellenblatt „Contacts“ passt zu keinem Budget-Aufbau\. Gesucht wurde eine Kopfzeile mit Datum und Betrag .* Gefunden: „Name“, „Phone“\.$/,
    );
    expect(writtenText(contacts.problem!, 'es')).toMatch(
      /^La hoja «Contacts» no coincide con ningún formato de presupuesto\. .* Encontrado: «Name» y «Phone»\.$/,
    );
    const note = fileNotes.both(fileNotes.textReadAsCsv('bank.xlsx', '.xlsx', ';'), fileNotes.windows1252('bank.xlsx'));
    expect(writtenText(note, 'en')).toBe(
      'The file "bank.xlsx" holds text, not a workbook: it was read as CSV (semicolon-separated). The file "bank.xlsx" is not Unicode text: it was read as Windows-1252 (Western European). If letters such as ä, é or ñ look wrong, save it as "CSV UTF-8" and upload it again.',
    );
    expect(writtenText(note, 'de')).toMatch(
      /^Die Datei „bank\.xlsx“ enthält Text, keine Arbeitsmappe: Sie wurde als CSV \(durch Semikolons getrennt\) gelesen\. Die Datei „bank\.xlsx“ ist kein Unicode-Text/,
    );
  });

  it('writes a reading’s warnings and problem, the rest as read', () => {
    const reading = { rows: 2, warnings: ['As written.', said('reading.planTable')], problem: said('reading.skippedByChoice') };
    expect(writtenReading(reading as unknown as TableReading, 'de')).toEqual({
      rows: 2,
      warnings: ['As written.', 'Eine Plantabelle (Budget): angezeigt, nicht gezählt.'],
      problem: 'Übersprungen, wie Sie es gewählt haben.',
    });
  });
});
