import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

describe('ImportHistoryDialog', () => {
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

  it('closes on Escape', async () => {
    stubFetch({ 'GET /workflow/api/imports': { body: IMPORTS } });
    const onClose = jest.fn();
    renderWithProviders(<ImportHistoryDialog onClose={onClose} />);
    await screen.findAllByTestId('import-row');
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});
