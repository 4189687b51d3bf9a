import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SourceDto } from '@ontrack/api/contracts';
import { createAppStore, csrfTokenReceived, selectDataUpdateCount } from '@ontrack/shell/platform';
import { renderWithProviders } from '@ontrack/shell/platform/testing';
import { stubFetch } from '../../testing/fetch-stub';
import { ImportHistoryDialog } from './ImportHistoryDialog';

const IMPORTS = {
  imports: [
    {
      id: 12,
      created_at: '2025-05-14T09:31:00.000Z',
      file_name: 'february.xlsx',
      source: 'file',
      selected_sheets: ['Log'],
      rows: 3,
      totals: { income: 6000, expenses: 0, savings: 0 },
      current: true,
    },
    {
      id: 11,
      created_at: '2025-05-14T09:30:00.000Z',
      file_name: 'january.xlsx',
      source: 'file',
      selected_sheets: ['Log', 'Budget'],
      rows: 1234,
      totals: { income: 2000, expenses: 100.5, savings: 0 },
      current: false,
    },
  ],
};

const SOURCE: SourceDto = {
  id: 1,
  name: 'Budget',
  kind: 'workbook',
  currency: null,
  rows: 3,
  first_date: '2025-01-01',
  last_date: '2025-01-31',
  imports: 2,
  last_import_at: '2025-05-14T09:31:00.000Z',
};

describe('ImportHistoryDialog', () => {
  it('shows the totals in the session’s home currency', async () => {
    stubFetch({
      'GET /workflow/api/imports': { body: IMPORTS },
      'GET /auth/check-login-status': { body: { success: true, logged_in: true, id: 1, home_currency: 'CHF' } },
    });
    renderWithProviders(<ImportHistoryDialog onClose={jest.fn()} />);
    const rows = await screen.findAllByTestId('import-row');
    // Intl puts a no-break space between the code and the amount.
    await waitFor(() =>
      expect(rows[1].textContent?.replace(/\u00a0/g, ' ')).toContain('Income CHF 2,000.00 · Expenses CHF 100.50 · Savings CHF 0.00'),
    );
  });

  it('lists the imports newest first and restores an earlier one with the CSRF token, bumping the data-updated counter', async () => {
    const fetchMock = stubFetch({
      'GET /workflow/api/imports': { body: IMPORTS },
      'POST /workflow/api/imports/11/restore': { body: { success: true } },
    });
    const store = createAppStore();
    store.dispatch(csrfTokenReceived('token-1'));
    renderWithProviders(<ImportHistoryDialog onClose={jest.fn()} />, { store });

    const dialog = await screen.findByRole('dialog', { name: 'Import history' });
    const rows = await within(dialog).findAllByTestId('import-row');
    expect(rows.map((row) => row.querySelector('strong')?.textContent)).toEqual(['february.xlsx', 'january.xlsx']);
    expect(rows[0]).toHaveTextContent('Current');
    expect(rows[1]).toHaveTextContent('Log, Budget · 1,234 rows');
    expect(rows[1]).toHaveTextContent('Expenses $100.50');
    expect(within(rows[0]).queryByRole('button', { name: /Restore/ })).not.toBeInTheDocument();

    const before = selectDataUpdateCount(store.getState());
    await userEvent.click(within(rows[1]).getByRole('button', { name: /Restore the import of/ }));
    expect(await within(dialog).findByText(/Restored the import of/)).toBeInTheDocument();
    const restore = fetchMock.requests.find((request) => request.method === 'POST');
    expect(restore?.path).toBe('/workflow/api/imports/11/restore');
    expect(restore?.headers.get('X-CSRFToken')).toBe('token-1');
    await waitFor(() => expect(selectDataUpdateCount(store.getState())).toBe(before + 1));
  });

  it('says why a restore failed and changes nothing', async () => {
    stubFetch({
      'GET /workflow/api/imports': { body: IMPORTS },
      'POST /workflow/api/imports/11/restore': { status: 404, body: { success: false, error: 'There is no such import.' } },
    });
    const store = createAppStore();
    store.dispatch(csrfTokenReceived('token-1'));
    renderWithProviders(<ImportHistoryDialog onClose={jest.fn()} />, { store });
    const rows = await screen.findAllByTestId('import-row');
    await userEvent.click(within(rows[1]).getByRole('button', { name: /Restore/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no such import.');
    expect(selectDataUpdateCount(store.getState())).toBe(0);
  });

  it("names each import's source from the sources list, a source no longer listed as deleted", async () => {
    const [newer, older] = IMPORTS.imports;
    stubFetch({
      'GET /workflow/api/imports': {
        body: {
          imports: [
            { ...newer, source_id: 7 },
            { ...older, source_id: 3 },
          ],
        },
      },
      'GET /workflow/api/sources': { body: { sources: [{ ...SOURCE, id: 7, name: 'Card' }] } },
    });
    renderWithProviders(<ImportHistoryDialog onClose={jest.fn()} />);
    const rows = await screen.findAllByTestId('import-row');
    await waitFor(() => expect(rows[0]).toHaveTextContent('Source: Card'));
    expect(rows[1]).toHaveTextContent('Source: Deleted source');
  });

  it('says nothing of sources it could not read', async () => {
    const [newer] = IMPORTS.imports;
    const net = stubFetch({
      'GET /workflow/api/imports': { body: { imports: [{ ...newer, source_id: 7 }] } },
      'GET /workflow/api/sources': { status: 500, body: { success: false, error: 'Something went wrong on our side.' } },
    });
    renderWithProviders(<ImportHistoryDialog onClose={jest.fn()} />);
    const [row] = await screen.findAllByTestId('import-row');
    await waitFor(() => expect(net.to('GET /workflow/api/sources')).toHaveLength(1));
    expect(row).not.toHaveTextContent('Source:');
  });

  it('opens the sources over it from Manage sources, and gives focus back to the button on close', async () => {
    stubFetch({
      'GET /workflow/api/imports': { body: IMPORTS },
      'GET /workflow/api/sources': { body: { sources: [{ ...SOURCE, id: 7, name: 'Card' }] } },
    });
    renderWithProviders(<ImportHistoryDialog onClose={jest.fn()} />);
    const manage = await screen.findByRole('button', { name: 'Manage sources' });
    await userEvent.click(manage);
    const sources = await screen.findByRole('dialog', { name: 'Sources' });
    expect(await within(sources).findByRole('button', { name: 'Edit Card' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Sources' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Import history' })).toBeInTheDocument();
    expect(manage).toHaveFocus();
  });

  it('closes on Escape', async () => {
    stubFetch({ 'GET /workflow/api/imports': { body: IMPORTS } });
    const onClose = jest.fn();
    renderWithProviders(<ImportHistoryDialog onClose={onClose} />);
    await screen.findAllByTestId('import-row');
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});
