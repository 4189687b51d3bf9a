import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@ontrack/shell/platform/testing';
import { CATEGORIES_ROUTE, CATEGORY_ROWS, importedAnswer, stubWizard, WEALTH } from '../../../../testing/fixtures';
import { CategoriesStep } from './CategoriesStep';

const RATE_ROUTE = 'PUT /account/rates/CHF';
const RATE_NEEDED = {
  status: 409,
  body: {
    success: false,
    error: 'Your file states its amounts in CHF and your home currency is USD.',
    rate_needed: { currency: 'CHF', home_currency: 'USD' },
  },
};
const IMPORTED = importedAnswer({ source_id: 1, source_name: 'budget', added: 5, already_present: 0 });

function renderStep() {
  const props = { onRowsChange: jest.fn(), onProcessingChange: jest.fn(), onImported: jest.fn(), onFinished: jest.fn() };
  const view = renderWithProviders(<CategoriesStep template={WEALTH} rows={CATEGORY_ROWS} sourceKind="workbook" {...props} />);
  return { ...view, ...props };
}

async function nextAfterToken(store: { getState(): { session: { csrfToken: string | null } } }) {
  await waitFor(() => expect(store.getState().session.csrfToken).toBe('tok-1'));
  await userEvent.setup().click(screen.getByRole('button', { name: 'Next' }));
}

describe('CategoriesStep: the rate for a file in another currency', () => {
  it('asks once, refuses a rate that is not one without sending it, saves it and sends the step again, then says the rate used', async () => {
    const net = stubWizard({
      [CATEGORIES_ROUTE]: [RATE_NEEDED, IMPORTED],
      [RATE_ROUTE]: { body: { home_currency: 'USD', rates: [{ currency: 'CHF', rate: '1.12' }] } },
    });
    const user = userEvent.setup();
    const { store, onImported } = renderStep();
    await nextAfterToken(store);

    const prompt = await screen.findByRole('form', { name: 'Rate for CHF' });
    expect(prompt).toHaveTextContent('The amounts in your file are in CHF and your home currency is USD. How many USD is 1 CHF?');
    // The 409's own text is not shown as an error: the prompt says it.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    const input = within(prompt).getByLabelText('1 CHF =');
    expect(input).toHaveFocus();
    await user.type(input, 'abc');
    await user.click(within(prompt).getByRole('button', { name: 'Save rate and continue' }));
    expect(await within(prompt).findByRole('alert')).toHaveTextContent('Type a positive number with at most 8 significant digits');
    expect(net.to(RATE_ROUTE)).toHaveLength(0);

    await user.clear(input);
    await user.type(input, '1.120');
    await user.click(within(prompt).getByRole('button', { name: 'Save rate and continue' }));
    await waitFor(() => expect(onImported).toHaveBeenCalledTimes(1));
    expect(net.to(RATE_ROUTE).map((request) => [request.json, request.headers.get('X-CSRFToken')])).toEqual([[{ rate: '1.12' }, 'tok-1']]);
    expect(net.to(CATEGORIES_ROUTE)).toHaveLength(2);
    expect(screen.queryByRole('form', { name: 'Rate for CHF' })).not.toBeInTheDocument();
    expect(screen.getByText('converted at 1 CHF = 1.12 USD')).toBeInTheDocument();
  });

  it('says the rate a later import was converted at, without asking', async () => {
    stubWizard({
      [CATEGORIES_ROUTE]: importedAnswer({
        source_id: 1,
        source_name: 'budget',
        added: 5,
        already_present: 0,
        converted: { currency: 'CHF', rate: '1.12', home_currency: 'USD' },
      }),
    });
    const { store, onImported } = renderStep();
    await nextAfterToken(store);
    await waitFor(() => expect(onImported).toHaveBeenCalledTimes(1));
    expect(screen.getByText('converted at 1 CHF = 1.12 USD')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Rate for CHF' })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal of the rate and keeps asking', async () => {
    stubWizard({
      [CATEGORIES_ROUTE]: RATE_NEEDED,
      [RATE_ROUTE]: { status: 400, body: { success: false, error: 'Amounts in your home currency need no rate.' } },
    });
    const user = userEvent.setup();
    const { store, onImported } = renderStep();
    await nextAfterToken(store);
    const prompt = await screen.findByRole('form', { name: 'Rate for CHF' });
    await user.type(within(prompt).getByLabelText('1 CHF ='), '2');
    await user.click(within(prompt).getByRole('button', { name: 'Save rate and continue' }));
    expect(await within(prompt).findByRole('alert')).toHaveTextContent('Amounts in your home currency need no rate.');
    expect(onImported).not.toHaveBeenCalled();
  });
});
