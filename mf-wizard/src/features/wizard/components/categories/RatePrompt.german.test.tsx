/**
 * The rate asked in German for a de-DE user whose home currency is the euro: the question in
 * German, the rate typed with a decimal comma and sent as the server keeps it (`1.12`), and the rate
 * used written back the de-DE way (de-CH would write and read 1.12: its decimal mark is the point).
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LanguageSync, setLanguage } from '@ontrack/shell/platform';
import { renderWithProviders } from '@ontrack/shell/platform/testing';
import { CATEGORIES_ROUTE, CATEGORY_ROWS, importedAnswer, SESSION, stubWizard, WEALTH } from '../../../../testing/fixtures';
import { CategoriesStep } from './CategoriesStep';

const GERMAN = { session: { ...SESSION, locale: 'de-DE', home_currency: 'EUR' } };

afterEach(async () => {
  // The instance is shared by every test file's components: back to English.
  await act(() => setLanguage('en'));
});

it('asks in German, reads 1,12 and says "umgerechnet zu 1 CHF = 1,12 EUR"', async () => {
  const net = stubWizard(
    {
      [CATEGORIES_ROUTE]: [
        { status: 409, body: { success: false, error: 'Rate needed.', rate_needed: { currency: 'CHF', home_currency: 'EUR' } } },
        importedAnswer({ source_id: 1, source_name: 'Budget', added: 3, already_present: 0 }),
      ],
      'PUT /account/rates/CHF': { body: { home_currency: 'EUR', rates: [{ currency: 'CHF', rate: '1.12' }] } },
    },
    GERMAN,
  );
  const user = userEvent.setup();
  const props = { onRowsChange: jest.fn(), onProcessingChange: jest.fn(), onImported: jest.fn(), onFinished: jest.fn() };
  const { store } = renderWithProviders(
    <>
      <LanguageSync />
      <CategoriesStep template={WEALTH} rows={CATEGORY_ROWS} sourceKind="workbook" {...props} />
    </>,
  );
  await waitFor(() => expect(store.getState().session.csrfToken).toBe('tok-1'));
  await user.click(await screen.findByRole('button', { name: 'Weiter' }));

  const prompt = await screen.findByRole('form', { name: 'Kurs für CHF' });
  expect(prompt).toHaveTextContent('Wie viel EUR ist 1 CHF?');
  await user.type(within(prompt).getByLabelText('1 CHF ='), '1,12');
  await user.click(within(prompt).getByRole('button', { name: 'Kurs speichern und weiter' }));
  await waitFor(() => expect(props.onImported).toHaveBeenCalledTimes(1));
  expect(net.to('PUT /account/rates/CHF').map((request) => request.json)).toEqual([{ rate: '1.12' }]);
  expect(screen.getByText('umgerechnet zu 1 CHF = 1,12 EUR')).toBeInTheDocument();
});
