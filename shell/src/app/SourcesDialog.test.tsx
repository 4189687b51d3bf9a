import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SourceDto } from '@ontrack/api/contracts';
import { createAppStore, csrfTokenReceived, selectDataUpdateCount } from '@ontrack/shell/platform';
import { renderWithProviders } from '@ontrack/shell/platform/testing';
import { deferred, jsonResponse, stubFetch, type StubRoute } from '../../testing/fetch-stub';
import { SourcesDialog } from './SourcesDialog';

const BUDGET: SourceDto = {
  id: 1,
  name: 'Budget 2025',
  kind: 'workbook',
  currency: 'USD',
  rows: 320,
  first_date: '2025-01-03',
  last_date: '2025-03-28',
  imports: 3,
  last_import_at: '2025-04-02T10:15:00.000Z',
};
const CARD: SourceDto = {
  id: 2,
  name: 'Card',
  kind: 'account',
  currency: null,
  rows: 1234,
  first_date: '2025-02-01',
  last_date: '2025-02-01',
  imports: 1,
  last_import_at: '2025-04-01T08:00:00.000Z',
};
const EMPTY: SourceDto = { ...CARD, id: 3, name: 'Savings', rows: 0, first_date: null, last_date: null, imports: 0, last_import_at: null };

const LIST = 'GET /workflow/api/sources';

function renderDialog(routes: Record<string, StubRoute>) {
  const net = stubFetch(routes);
  const store = createAppStore();
  store.dispatch(csrfTokenReceived('token-1'));
  const onClose = jest.fn();
  renderWithProviders(<SourcesDialog onClose={onClose} />, { store });
  return { net, store, onClose };
}

const rowOf = async (name: string) => {
  const rows = await screen.findAllByTestId('source-row');
  const row = rows.find((candidate) => within(candidate).queryByText(name, { exact: true }));
  if (!row) throw new Error(`No row for ${name}`);
  return row;
};

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

async function openEdit(name: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Edit ${name}` }));
  return screen.findByRole('dialog', { name: 'Edit source' });
}

describe('SourcesDialog', () => {
  it('lists each source with its kind, rows, dates, imports and last import', async () => {
    renderDialog({ [LIST]: { body: { sources: [BUDGET, CARD, EMPTY] } } });
    const table = await screen.findByRole('table', { name: 'Your sources' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'Kind', 'Rows', 'Dates', 'Imports', 'Last import', 'Actions']);
    const [budget, card, empty] = within(table).getAllByTestId('source-row');
    expect(cellsOf(budget).slice(0, 5)).toEqual(['Budget 2025', 'Budget workbook', '320', 'Jan 3, 2025 – Mar 28, 2025', '3']);
    expect(within(budget).getByText(/Apr 2, 2025/)).toHaveAttribute('datetime', BUDGET.last_import_at);
    expect(cellsOf(card).slice(0, 5)).toEqual(['Card', 'Account', '1,234', 'Feb 1, 2025', '1']);
    expect(cellsOf(empty).slice(0, 6)).toEqual(['Savings', 'Account', '0', 'No rows', '0', 'None']);
    expect(within(card).getByRole('button', { name: 'Delete Card' })).toBeInTheDocument();
  });

  it('says when there is no source yet', async () => {
    renderDialog({ [LIST]: { body: { sources: [] } } });
    expect(await screen.findByText('No sources yet: upload a file to start.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a loading state, then an error with a retry that reads the list again', async () => {
    const first = deferred<Response>();
    const { net } = renderDialog({ [LIST]: (_request, index) => (index === 0 ? first.promise : { body: { sources: [CARD] } }) });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your sources…');
    first.resolve(jsonResponse({ success: false, error: 'Something went wrong on our side. Please try again.' }, 500));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your sources could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await rowOf('Card')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(net.to(LIST)).toHaveLength(2);
    // The retry's button is gone; focus stayed in the dialog.
    expect(screen.getByRole('dialog', { name: 'Sources' })).toContainElement(document.activeElement as HTMLElement);
  });

  it('renames a source: only the trimmed name is sent, the list is read again and focus goes back to Edit', async () => {
    const { net } = renderDialog({
      [LIST]: [{ body: { sources: [CARD] } }, { body: { sources: [{ ...CARD, name: 'Visa card' }] } }],
      'PATCH /workflow/api/sources/2': { body: { success: true, source: { ...CARD, name: 'Visa card' } } },
    });
    const dialog = await openEdit('Card');
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, '  Visa card ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit source' })).not.toBeInTheDocument());
    const [patch] = net.to('PATCH /workflow/api/sources/2');
    expect(patch.json).toEqual({ name: 'Visa card' });
    expect(patch.headers.get('X-CSRFToken')).toBe('token-1');
    expect(await rowOf('Visa card')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Visa card' })).toHaveFocus();
  });

  it('checks the name before sending it: empty, too long', async () => {
    const { net } = renderDialog({ [LIST]: { body: { sources: [CARD] } } });
    const dialog = await openEdit('Card');
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(name).toHaveAccessibleDescription('Enter a name for this source.');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();

    await userEvent.clear(name);
    await userEvent.click(name);
    await userEvent.paste('x'.repeat(121));
    expect(name).toHaveAccessibleDescription('Use at most 120 characters (this name has 121).');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(net.to('PATCH /workflow/api/sources/2')).toHaveLength(0);
  });

  it("shows the server's refusal of a name and keeps what was typed", async () => {
    renderDialog({
      [LIST]: { body: { sources: [CARD] } },
      'PATCH /workflow/api/sources/2': { status: 400, body: { success: false, error: 'name must not contain control characters.' } },
    });
    const dialog = await openEdit('Card');
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Joint card');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('name must not contain control characters.');
    expect(name).toHaveValue('Joint card');
    expect(within(dialog).getByRole('button', { name: 'Save changes' })).toBeEnabled();
  });

  it("sends a new kind alone and shows the server's 409 when the kind is fixed, reading the list again", async () => {
    const fixed = 'This source already holds 3 imports, so its kind can no longer be changed.';
    const { net } = renderDialog({
      [LIST]: { body: { sources: [BUDGET] } },
      'PATCH /workflow/api/sources/1': { status: 409, body: { success: false, message: fixed } },
    });
    const dialog = await openEdit('Budget 2025');
    const kind = within(dialog).getByRole('combobox', { name: 'Kind' });
    expect(kind).toHaveValue('workbook');
    await userEvent.selectOptions(kind, 'Account');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(fixed);
    expect(net.to('PATCH /workflow/api/sources/1')[0].json).toEqual({ kind: 'account' });
    expect(kind).toHaveValue('account');
    await waitFor(() => expect(net.to(LIST)).toHaveLength(2));
  });

  it('deletes a source once confirmed, counts it as new data, and Undo restores the import the API named', async () => {
    const { net, store } = renderDialog({
      [LIST]: [{ body: { sources: [BUDGET, CARD] } }, { body: { sources: [BUDGET] } }, { body: { sources: [BUDGET, CARD] } }],
      'DELETE /workflow/api/sources/2': { body: { success: true, undo_import_id: 41 } },
      'POST /workflow/api/imports/41/restore': { body: { success: true } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Card' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete source' });
    expect(confirm).toHaveTextContent('Delete “Card”? Its 1,234 rows leave every figure. You can undo this from the import history.');
    expect(net.to('DELETE /workflow/api/sources/2')).toHaveLength(0);

    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    const undo = await screen.findByRole('button', { name: 'Undo deleting “Card”' });
    expect(screen.queryByRole('dialog', { name: 'Delete source' })).not.toBeInTheDocument();
    expect(screen.getByText('Deleted “Card”: its rows left every figure.')).toBeInTheDocument();
    await waitFor(() => expect(undo).toHaveFocus());
    expect(net.to('DELETE /workflow/api/sources/2')[0].headers.get('X-CSRFToken')).toBe('token-1');
    expect(selectDataUpdateCount(store.getState())).toBe(1);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete Card' })).not.toBeInTheDocument());

    await userEvent.click(undo);
    expect(await screen.findByText('“Card” is back.')).toHaveFocus();
    expect(net.to('POST /workflow/api/imports/41/restore')).toHaveLength(1);
    expect(selectDataUpdateCount(store.getState())).toBe(2);
    expect(await screen.findByRole('button', { name: 'Delete Card' })).toBeInTheDocument();
    expect(net.to(LIST)).toHaveLength(3);
  });

  it('keeps the question open with the reason when a delete fails, and Cancel deletes nothing', async () => {
    const { store } = renderDialog({
      [LIST]: { body: { sources: [CARD] } },
      'DELETE /workflow/api/sources/2': {
        status: 500,
        body: { success: false, error: 'Something went wrong on our side. Please try again.' },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Card' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete source' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
    expect(selectDataUpdateCount(store.getState())).toBe(0);

    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Delete source' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Card' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: /Undo/ })).not.toBeInTheDocument();
  });

  it('keeps Undo offered when the restore fails', async () => {
    renderDialog({
      [LIST]: { body: { sources: [CARD] } },
      'DELETE /workflow/api/sources/2': { body: { success: true, undo_import_id: 41 } },
      'POST /workflow/api/imports/41/restore': { status: 404, body: { success: false, error: 'There is no such import.' } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Card' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Delete source' })).getByRole('button', { name: 'Delete' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Undo deleting “Card”' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no such import.');
    expect(screen.getByRole('button', { name: 'Undo deleting “Card”' })).toBeInTheDocument();
  });
});
