/**
 * The reader's warnings in the user's language (services/reading-texts.ts): the reader says them as
 * keys, the upload and the preview answer them written out in the request's language; English says
 * what it always said, and text from the file stays as written.
 */
import type { SheetReadingDto } from '../src/contracts/workflow';
import type { ApiClient } from './support/client';
import { testEngines } from './support/engines';
import { useTestApp } from './support/test-app';
import { chooseOptions, uploadFile, xlsx } from './support/workflow';

const TEMPLATE = 'wealth-whisperer';
const PREVIEW = `/workflow/api/template/${TEMPLATE}/preview`;

/** A balance line above the header, and a row written twice: two warnings, one with a count. */
const CSV = Buffer.from(
  [
    'Account balance,"1,234.56"',
    'Date,Category,Amount',
    '2025-03-03,Salary,2450.00',
    '2025-03-05,Rent,-950.00',
    '2025-03-14,Coffee,-3.20',
    '2025-03-14,Coffee,-3.20',
  ].join('\n'),
);

const WARNINGS = {
  en: [
    'The line above the header (such as "Account balance 1,234.56") is not transactions: not read, not counted.',
    '2 rows appear more than once; they are kept (two coffees on one day are real). Check them if they should not be.',
  ],
  de: [
    'Die Zeile über der Kopfzeile (etwa „Account balance 1,234.56“) enthält keine Buchungen: nicht gelesen, nicht gezählt.',
    '2 Zeilen kommen mehr als einmal vor; sie bleiben erhalten (zwei Kaffees an einem Tag sind echt). Prüfen Sie sie, falls sie es nicht sein sollten.',
  ],
};

describe.each(testEngines())('the reader’s warnings in the user’s language on %s', (engine) => {
  const testApp = useTestApp(engine);

  async function signedIn(email: string, language?: string): Promise<ApiClient> {
    const client = testApp().client();
    if (language) client.http.set('Accept-Language', language);
    await client.signUp(email, { template_id: TEMPLATE });
    return client;
  }

  async function uploadedWarnings(client: ApiClient): Promise<string[]> {
    const res = await uploadFile(client, TEMPLATE, CSV, 'konto.csv');
    expect(res.status).toBe(200);
    const sheets = (res.body as { data: { sheets: SheetReadingDto[] } }).data.sheets;
    expect(sheets.map((sheet) => sheet.tables.length)).toEqual([1]);
    return sheets[0].tables[0].warnings;
  }

  it('answers the upload and the preview in German for a German user', async () => {
    const client = await signedIn('ann@example.com', 'de-DE,de;q=0.9');
    expect(await uploadedWarnings(client)).toEqual(WARNINGS.de);
    const preview = await client.post(PREVIEW, { sheet: 'konto' });
    expect(preview.status).toBe(200);
    expect((preview.body as { data: { tables: Array<{ warnings: string[] }> } }).data.tables[0].warnings).toEqual(WARNINGS.de);
  });

  it('refuses a workbook no layout matches, and a sheet chosen without one, in German for a German user', async () => {
    const client = await signedIn('cleo@example.com', 'de-DE,de;q=0.9');
    const notes = await xlsx([{ name: 'Notizen', rows: [['Einkaufsliste'], ['Milch', 'Eier']] }]);
    const refused = await uploadFile(client, TEMPLATE, notes, 'notizen.xlsx');
    expect(refused.status).toBe(400);
    expect((refused.body as { error: string }).error).toMatch(
      /^Das Tabellenblatt „Notizen“ passt zu keinem Budget-Aufbau\. Gesucht wurde eine Kopfzeile mit Datum und Betrag .* Gefunden: „Milch“, „Eier“\.$/,
    );
    const both = await xlsx([
      {
        name: 'Konto',
        rows: [
          ['Date', 'Category', 'Amount'],
          ['2025-03-03', 'Salary', 2450],
        ],
      },
      { name: 'Notizen', rows: [['Einkaufsliste'], ['Milch', 'Eier']] },
    ]);
    expect((await uploadFile(client, TEMPLATE, both, 'konto.xlsx')).status).toBe(200);
    const chosen = await chooseOptions(client, TEMPLATE, {
      template_id: TEMPLATE,
      selected_sheets: ['Notizen'],
      period_type: 'monthly',
      selected_date: '2025-03-01',
    });
    expect(chosen.status).toBe(400);
    expect((chosen.body as { error: string }).error).toMatch(/^Das Tabellenblatt „Notizen“ passt zu keinem Budget-Aufbau\./);
  });

  it('says how a file was read in German: text under a workbook’s name, not Unicode', async () => {
    const client = await signedIn('dora@example.com', 'de-DE,de;q=0.9');
    const latin1 = Buffer.from('Datum;Kategorie;Betrag\n03.03.2025;Gehalt;2450,00\n05.03.2025;Café;-3,20\n', 'latin1');
    const res = await uploadFile(client, TEMPLATE, latin1, 'konto.xlsx');
    expect(res.status).toBe(200);
    const [note] = (res.body as { data: { sheets: SheetReadingDto[] } }).data.sheets[0].tables[0].warnings;
    expect(note).toBe(
      'Die Datei „konto.xlsx“ enthält Text, keine Arbeitsmappe: Sie wurde als CSV (durch Semikolons getrennt) gelesen. ' +
        'Die Datei „konto.xlsx“ ist kein Unicode-Text: Sie wurde als Windows-1252 (westeuropäisch) gelesen. ' +
        'Wenn Buchstaben wie ä, é oder ñ falsch aussehen, speichern Sie sie als „CSV UTF-8“ und laden Sie sie erneut hoch.',
    );
  });

  it('answers them in English as before', async () => {
    const client = await signedIn('bob@example.com');
    expect(await uploadedWarnings(client)).toEqual(WARNINGS.en);
    const preview = await client.post(PREVIEW, { sheet: 'konto' });
    expect((preview.body as { data: { tables: Array<{ warnings: string[] }> } }).data.tables[0].warnings).toEqual(WARNINGS.en);
  });
});
