/**
 * The import summary and the "Adjust how a sheet is read" dialog for a de-DE user with euros: the
 * session's locale picks the language (LanguageSync), figures and months are written the de-DE
 * way, and the text of the user's file (sheet, source and cell text) stays as written.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SheetReadingDto } from '@ontrack/api/contracts';
import { LanguageSync, setLanguage } from '@ontrack/shell/platform';
import { renderWithProviders } from '@ontrack/shell/platform/testing';
import { PREVIEW_ROUTE, SESSION, stubWizard, tableReading } from '../../../testing/fixtures';
import { ImportSummary } from './categories/ImportSummary';
import { AdjustReadingDialog } from './options/AdjustReadingDialog';

const GERMAN = { session: { ...SESSION, locale: 'de-DE', home_currency: 'EUR' } };

afterEach(async () => {
  // The instance is shared by every test file's components: back to English.
  await act(() => setLanguage('en'));
});

describe('the import summary in German', () => {
  it.each([
    [1234, 18, 'account', '1.234 neue Buchungen, 18 bereits in Girokonto importiert'],
    [0, 1, 'account', 'Keine neuen Buchungen: Die eine Buchung war bereits in Girokonto importiert'],
    [1, 0, 'workbook', '1 Buchung in Girokonto importiert'],
  ] as const)('%d added, %d already there (%s): %s', async (added, present, kind, text) => {
    stubWizard({}, GERMAN);
    renderWithProviders(
      <>
        <LanguageSync />
        <ImportSummary summary={{ source_id: 3, source_name: 'Girokonto', added, already_present: present }} kind={kind} />
      </>,
    );
    await waitFor(() => expect(screen.getByTestId('import-summary')).toHaveTextContent(text));
  });
});

const BANK: SheetReadingDto = {
  name: 'Bank',
  hidden: false,
  tables: [tableReading({ range: 'A1:C4', layout: null, columns: {}, rows: 0, problem: 'No amount column.', suggested: false })],
};

/** The preview's answer: Bank read as a one-row log once the columns have roles. */
function bankPreview(request: { json: unknown }) {
  const entry = (request.json as { settings: { tables: Array<Record<string, unknown>> } }).settings.tables[0] ?? {};
  const read = Boolean(entry.columns);
  const table = read
    ? tableReading({
        range: 'A1:C3',
        columns: entry.columns as Record<string, string>,
        rows: 1,
        dates: { from: '2025-03-02', to: '2025-03-02', order: 'DMY' },
        money: { in: 0, out: 1234.5 },
        currency: null,
      })
    : BANK.tables[0];
  return {
    body: {
      success: true,
      data: {
        grid: [
          ['Wann', 'Was', 'Betrag'],
          ['02.03.2025', 'Lebensmittel', '-1234,50'],
        ],
        tables: [table],
        rows: [],
        skipped: [],
      },
    },
  };
}

describe('the adjust-reading dialog in German', () => {
  it('speaks German, and writes the reading in euros and de-DE months', async () => {
    stubWizard({ [PREVIEW_ROUTE]: bankPreview }, GERMAN);
    renderWithProviders(
      <>
        <LanguageSync />
        <AdjustReadingDialog templateId="wealth-whisperer" sheet={BANK} initial={undefined} onApply={jest.fn()} onClose={jest.fn()} />
      </>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Anpassen, wie „Bank“ gelesen wird' });
    const grid = await within(dialog).findByRole('region', { name: 'Erste Zeilen von Bank' });
    // The cells stay as the file wrote them.
    expect(within(grid).getByText('Lebensmittel')).toBeInTheDocument();
    expect(within(dialog).getByText('Nicht gelesen: No amount column.')).toBeInTheDocument();
    const roleOfA = within(grid).getByRole('combobox', { name: 'Rolle der Spalte A' });
    expect(
      within(roleOfA)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Datum',
      'Jahr',
      'Monat',
      'Tag',
      'Kategorie',
      'Unterkategorie',
      'Beschreibung',
      'Betrag',
      'Einnahmen',
      'Ausgaben',
      'Art',
      'Plan',
      'Nicht verwendet',
    ]);
    const order = within(dialog).getByLabelText('Datumsreihenfolge');
    expect(
      within(order)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Wie erkannt', 'Monat zuerst (03/04 ist der 4. März)', 'Tag zuerst (03/04 ist der 3. April)']);
    expect(within(dialog).getByLabelText('Kopfzeile')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.selectOptions(roleOfA, 'Datum');
    await waitFor(() =>
      expect(within(dialog).getByText(/^Buchungsliste/)).toHaveTextContent(
        'Buchungsliste · 1 Zeile · Mär 2025 · Einnahmen 0 € · Ausgaben 1.235 €',
      ),
    );
    expect(within(dialog).getByRole('button', { name: 'Übernehmen' })).toBeEnabled();
  });
});
