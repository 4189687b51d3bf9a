import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CategoryRowDto, DataSourceKind } from '@ontrack/api/contracts';
import { renderWithProviders } from '@ontrack/shell/platform/testing';
import { deferred, jsonResponse } from '../../../../../../shell/testing/fetch-stub';
import type { WizardTemplate } from '../../lib/types';
import { CATEGORIES_ROUTE, CATEGORY_ROWS, importedAnswer, stubWizard, VISUALS, WEALTH } from '../../../../testing/fixtures';
import { CategoriesStep } from './CategoriesStep';

function renderStep({
  rows = CATEGORY_ROWS,
  template = WEALTH,
  sourceKind = null,
}: { rows?: CategoryRowDto[] | null; template?: WizardTemplate; sourceKind?: DataSourceKind | null } = {}) {
  const props = { onRowsChange: jest.fn(), onProcessingChange: jest.fn(), onImported: jest.fn(), onFinished: jest.fn() };
  const view = renderWithProviders(<CategoriesStep template={template} rows={rows} sourceKind={sourceKind} {...props} />);
  return { ...view, ...props };
}

/** The step fetches its CSRF token on mount; a click before it arrives would (rightly) be refused. */
const csrfTokenArrived = (store: { getState(): { session: { csrfToken: string | null } } }) =>
  waitFor(() => expect(store.getState().session.csrfToken).toBe('tok-1'));

const SUCCESS = { body: { success: true, data: { visuals_data: VISUALS } } };
const nextButton = () => screen.getByRole('button', { name: 'Next' });
const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const cellTexts = () =>
  bodyRows().map((row) =>
    within(row)
      .getAllByRole('cell')
      .slice(0, 2)
      .map((cell) => cell.textContent),
  );

describe('CategoriesStep: the table', () => {
  it('has the columns Category, Subcategory, Transaction Type and Reversal', () => {
    stubWizard({ [CATEGORIES_ROUTE]: SUCCESS });
    renderStep();
    expect(screen.getByRole('heading', { name: 'Configure Categories' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Category',
      'Subcategory',
      'Transaction Type',
      'Reversal',
    ]);
  });

  it('lists new rows first (marked New), then Income, Savings, Expense, Ignore, then by name', () => {
    stubWizard({ [CATEGORIES_ROUTE]: SUCCESS });
    renderStep({
      rows: [
        ...CATEGORY_ROWS,
        { category: 'Transfers', sub_category: 'Card payment', transaction_type: 'Ignore', reversal: false, new_f: false },
        { category: 'Food', sub_category: 'Groceries', transaction_type: 'Expense', reversal: false, new_f: false },
      ],
    });
    expect(cellTexts()).toEqual([
      ['PetsNew', 'Vet'],
      ['Salary', 'Paycheck'],
      ['Savings', '401k'],
      ['Food', 'Groceries'],
      ['Housing', 'Rent'],
      ['Transfers', 'Card payment'],
    ]);
    expect(within(bodyRows()[0]).getByText('New')).toBeInTheDocument();
    expect(screen.getAllByText('New')).toHaveLength(1);
  });

  it('shows each row’s type in a dropdown of Income, Savings, Expense, Ignore and its reversal in a checkbox', () => {
    stubWizard({ [CATEGORIES_ROUTE]: SUCCESS });
    renderStep({ rows: [{ category: 'Shopping', sub_category: 'Refunds', transaction_type: 'Expense', reversal: true, new_f: false }] });
    const type = screen.getByRole('combobox', { name: 'Transaction type for Shopping / Refunds' });
    expect(type).toHaveValue('Expense');
    expect(
      within(type)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Income', 'Savings', 'Expense', 'Ignore']);
    expect(screen.getByRole('checkbox', { name: 'Reversal for Shopping / Refunds' })).toBeChecked();
  });

  it('with no rows, explains why and keeps Next closed', () => {
    stubWizard({ [CATEGORIES_ROUTE]: SUCCESS });
    renderStep({ rows: null });
    expect(screen.getByText(/No categories to configure yet/)).toBeInTheDocument();
    expect(nextButton()).toBeDisabled();
  });
});

describe('CategoriesStep: Next', () => {
  it('sends every row as the user left it, shows Processing your data..., then finishes', async () => {
    const answer = deferred<Response>();
    const net = stubWizard({ [CATEGORIES_ROUTE]: () => answer.promise });
    const user = userEvent.setup();
    const { store, onRowsChange, onProcessingChange, onFinished } = renderStep();
    await csrfTokenArrived(store);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Transaction type for Pets / Vet' }), 'Ignore');
    await user.click(screen.getByRole('checkbox', { name: 'Reversal for Housing / Rent' }));
    expect(onRowsChange).toHaveBeenLastCalledWith(
      expect.arrayContaining([
        expect.objectContaining({ category: 'Pets', transaction_type: 'Ignore' }),
        expect.objectContaining({ category: 'Housing', reversal: true }),
      ]),
    );
    // The changed row keeps its place until the step is opened again.
    expect(cellTexts()[0]).toEqual(['PetsNew', 'Vet']);

    await user.click(nextButton());
    expect(await screen.findByText('Processing your data...')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Processing…' })).toBeDisabled();
    expect(onProcessingChange).toHaveBeenLastCalledWith(true);

    const [request] = net.to(CATEGORIES_ROUTE);
    expect(request.headers.get('X-CSRFToken')).toBe('tok-1');
    expect(request.json).toEqual({
      categories: [
        { category: 'Pets', sub_category: 'Vet', transaction_type: 'Ignore', reversal: false, new_f: true },
        { category: 'Salary', sub_category: 'Paycheck', transaction_type: 'Income', reversal: false, new_f: false },
        { category: 'Savings', sub_category: '401k', transaction_type: 'Savings', reversal: false, new_f: false },
        { category: 'Housing', sub_category: 'Rent', transaction_type: 'Expense', reversal: true, new_f: false },
      ],
    });

    answer.resolve(jsonResponse(SUCCESS.body));
    await waitFor(() => expect(onFinished).toHaveBeenCalledTimes(1));
    expect(onProcessingChange).toHaveBeenLastCalledWith(false);
  });

  it('waits for a CSRF token still on its way instead of refusing a quick Next', async () => {
    const token = deferred<void>();
    // Every token request (the view's and the base query's own) answers once the token is released.
    const net = stubWizard({
      'GET /auth/csrf-token': () => token.promise.then(() => jsonResponse({ csrf_token: 'tok-late' })),
      [CATEGORIES_ROUTE]: SUCCESS,
    });
    const user = userEvent.setup();
    const { onFinished } = renderStep();
    await user.click(nextButton());
    expect(screen.queryByText('CSRF token is missing.')).not.toBeInTheDocument();
    token.resolve();
    await waitFor(() => expect(onFinished).toHaveBeenCalledTimes(1));
    expect(net.to(CATEGORIES_ROUTE)[0].headers.get('X-CSRFToken')).toBe('tok-late');
  });

  it('counts the new data and refreshes every screen only on success', async () => {
    const net = stubWizard({ [CATEGORIES_ROUTE]: [{ status: 400, body: { success: false, error: 'Nope.' } }, SUCCESS] });
    const user = userEvent.setup();
    const { store, onFinished } = renderStep();
    await csrfTokenArrived(store);

    await user.click(nextButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Nope.');
    expect(store.getState().dataUpdates.count).toBe(0);

    await user.click(nextButton());
    await waitFor(() => expect(onFinished).toHaveBeenCalledTimes(1));
    expect(store.getState().dataUpdates.count).toBe(1);
    expect(net.to(CATEGORIES_ROUTE)).toHaveLength(2);
  });

  it.each([
    [
      'the server error',
      { status: 422, body: { success: false, error: 'Transaction type must be one of Income, Savings, Expense or Ignore.' } },
      'Transaction type must be one of Income, Savings, Expense or Ignore.',
    ],
    ['Dashboard failed when the answer gives no reason', { status: 200, body: { success: false } }, 'Dashboard failed'],
  ])('on failure returns to the table with %s', async (_case, answer, message) => {
    stubWizard({ [CATEGORIES_ROUTE]: answer });
    const user = userEvent.setup();
    const { store, onFinished, onProcessingChange } = renderStep();
    await csrfTokenArrived(store);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Transaction type for Pets / Vet' }), 'Savings');
    await user.click(nextButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Transaction type for Pets / Vet' })).toHaveValue('Savings');
    expect(nextButton()).toBeEnabled();
    expect(onFinished).not.toHaveBeenCalled();
    expect(onProcessingChange).toHaveBeenLastCalledWith(false);
  });

  it('shows An error occurred while configuring categories. when the server cannot be reached', async () => {
    stubWizard({
      [CATEGORIES_ROUTE]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const user = userEvent.setup();
    const { store } = renderStep();
    await csrfTokenArrived(store);
    await user.click(nextButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred while configuring categories.');
    expect(screen.getByRole('table')).toBeInTheDocument();
  });

  it('says CSRF token is missing. and sends nothing without a token', async () => {
    const net = stubWizard({ 'GET /auth/csrf-token': { status: 500, body: {} } });
    const user = userEvent.setup();
    const { onProcessingChange } = renderStep();
    expect(await screen.findByText('Failed to retrieve CSRF token')).toBeInTheDocument();
    await user.click(nextButton());
    expect(screen.getByText('CSRF token is missing.')).toBeInTheDocument();
    expect(net.to(CATEGORIES_ROUTE)).toHaveLength(0);
    expect(onProcessingChange).not.toHaveBeenCalled();
  });
});

describe('CategoriesStep: merging messy names', () => {
  const MESSY: CategoryRowDto[] = [
    { category: 'Groceries', sub_category: 'Food', transaction_type: 'Expense', reversal: false, new_f: false },
    { category: 'grocery', sub_category: 'Food', transaction_type: 'Income', reversal: false, new_f: true },
    { category: 'Transport', sub_category: 'Bus', transaction_type: 'Expense', reversal: false, new_f: false },
    { category: 'Trnasport', sub_category: 'Bus', transaction_type: 'Expense', reversal: false, new_f: true },
    { category: 'Housing', sub_category: 'Rent', transaction_type: 'Expense', reversal: false, new_f: false },
  ];

  it('has no Merge into column when no two names look alike', () => {
    stubWizard({ [CATEGORIES_ROUTE]: SUCCESS });
    renderStep();
    expect(screen.queryByRole('columnheader', { name: 'Merge into' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /^Merge / })).not.toBeInTheDocument();
  });

  it('offers "Merge into …" only for near names, and sends the merge with the rows', async () => {
    const stub = stubWizard({ [CATEGORIES_ROUTE]: SUCCESS });
    const { store, onRowsChange, onFinished } = renderStep({ rows: MESSY });
    expect(screen.getByRole('columnheader', { name: 'Merge into' })).toBeInTheDocument();
    const merge = screen.getByRole('combobox', { name: 'Merge grocery / Food into' });
    expect(
      within(merge)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Keep separate', 'Merge into Groceries / Food']);
    expect(screen.getByRole('combobox', { name: 'Merge Trnasport / Bus into' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Merge Housing / Rent into' })).not.toBeInTheDocument();

    await userEvent.selectOptions(merge, 'Merge into Groceries / Food');
    // The merged row counts with its target's type: its own controls are off; the target takes no merge itself.
    expect(screen.getByRole('combobox', { name: 'Transaction type for grocery / Food' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Reversal for grocery / Food' })).toBeDisabled();
    expect(screen.queryByRole('combobox', { name: 'Merge Groceries / Food into' })).not.toBeInTheDocument();
    expect(screen.getByText('Others are merged into this')).toBeInTheDocument();
    expect(onRowsChange).toHaveBeenLastCalledWith(
      expect.arrayContaining([
        expect.objectContaining({ category: 'grocery', merge_into: { category: 'Groceries', sub_category: 'Food' } }),
      ]),
    );

    await csrfTokenArrived(store);
    await userEvent.click(nextButton());
    await waitFor(() => expect(onFinished).toHaveBeenCalled());
    const sent = stub.to(CATEGORIES_ROUTE)[0].json as { categories: CategoryRowDto[] };
    expect(sent.categories.find((row) => row.category === 'grocery')?.merge_into).toEqual({ category: 'Groceries', sub_category: 'Food' });
    expect(sent.categories.find((row) => row.category === 'Trnasport')).not.toHaveProperty('merge_into');
  });

  it('shows a remembered merge as chosen, and Keep separate undoes it', async () => {
    stubWizard({ [CATEGORIES_ROUTE]: SUCCESS });
    const rows = MESSY.map((row) =>
      row.category === 'Trnasport' ? { ...row, merge_into: { category: 'Transport', sub_category: 'Bus' } } : row,
    );
    const { onRowsChange } = renderStep({ rows });
    const merge = screen.getByRole('combobox', { name: 'Merge Trnasport / Bus into' });
    expect(merge).toHaveDisplayValue('Merge into Transport / Bus');
    await userEvent.selectOptions(merge, 'Keep separate');
    expect(onRowsChange).toHaveBeenLastCalledWith(
      expect.arrayContaining([expect.objectContaining({ category: 'Trnasport', merge_into: null })]),
    );
    expect(screen.getByRole('combobox', { name: 'Transaction type for Trnasport / Bus' })).toBeEnabled();
  });
});

describe('CategoriesStep: what was imported', () => {
  const imported = (source_name: string, added: number, already_present: number) =>
    importedAnswer({ source_id: 3, source_name, added, already_present });

  it('shows the summary in place of the table, and Next then goes on', async () => {
    stubWizard({ [CATEGORIES_ROUTE]: imported('Checking', 42, 18) });
    const user = userEvent.setup();
    const { store, onImported, onFinished, onProcessingChange } = renderStep({ sourceKind: 'account' });
    await csrfTokenArrived(store);
    await user.click(nextButton());

    const summary = await screen.findByTestId('import-summary');
    expect(within(summary).getByRole('status')).toHaveTextContent('42 new transactions, 18 already imported into Checking');
    // The table and the button pressed are gone: the summary holds the focus, inside the dialog.
    expect(summary).toHaveFocus();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(onImported).toHaveBeenCalledTimes(1);
    expect(onProcessingChange).toHaveBeenLastCalledWith(false);
    expect(onFinished).not.toHaveBeenCalled();
    expect(store.getState().dataUpdates.count).toBe(1);

    await user.click(nextButton());
    expect(onFinished).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['account', 'Checking', 1, 18, '1 new transaction, 18 already imported into Checking'],
    ['account', 'Checking', 0, 18, 'No new transactions: all 18 were already imported into Checking'],
    ['workbook', 'My budget', 1234, 0, '1,234 transactions imported into My budget'],
    ['workbook', 'My budget', 1, 0, '1 transaction imported into My budget'],
  ] as const)('into a source of kind %s (%s, %d added, %d already there): %s', async (kind, name, added, present, text) => {
    stubWizard({ [CATEGORIES_ROUTE]: imported(name, added, present) });
    const user = userEvent.setup();
    const { store } = renderStep({ sourceKind: kind });
    await csrfTokenArrived(store);
    await user.click(nextButton());
    expect(await screen.findByTestId('import-summary')).toHaveTextContent(text);
  });

  it('finishes at once on an answer without a summary', async () => {
    stubWizard({ [CATEGORIES_ROUTE]: SUCCESS });
    const user = userEvent.setup();
    const { store, onImported, onFinished } = renderStep({ sourceKind: 'account' });
    await csrfTokenArrived(store);
    await user.click(nextButton());
    await waitFor(() => expect(onFinished).toHaveBeenCalledTimes(1));
    expect(onImported).not.toHaveBeenCalled();
    expect(screen.queryByTestId('import-summary')).not.toBeInTheDocument();
  });
});
