import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { baseApi } from '@ontrack/shell/platform';
import { renderWithProviders } from '@ontrack/shell/platform/testing';
import { deferred, jsonResponse, stubFetch, type StubRoute } from '../../../../../shell/testing/fetch-stub';
import { analysisAnswer, dashboardRoutes, NO_DATA, ROUTES, subcategoriesAnswer } from '../../../testing/fixtures';
import { FinancialSummary } from './FinancialSummary';

function renderSummary(overrides: Partial<Record<string, StubRoute>> = {}) {
  const net = stubFetch(dashboardRoutes({ [ROUTES.analysis]: { body: analysisAnswer() }, ...overrides }));
  const onUpload = jest.fn();
  const view = renderWithProviders(<FinancialSummary onUpload={onUpload} />);
  return { net, onUpload, ...view };
}

const amount = (tile: string) => screen.getByTestId(`tile-${tile}-amount`);
const detail = (tile: string) => screen.getByTestId(`tile-${tile}-detail`);
const rate = () => screen.getByTestId('retirement-rate');
const chooserButton = () => screen.getByRole('button', { name: 'Choose retirement subcategories' });
const checkbox = (name: string) => screen.getByRole('checkbox', { name: new RegExp(`^${name}\\b`) });

describe('FinancialSummary tiles', () => {
  it('shows income, expenses and savings in whole dollars with their percent of income', async () => {
    renderSummary();
    expect(await screen.findByTestId('tile-income-amount')).toHaveTextContent('$61,246');
    expect(amount('income')).toHaveAttribute('title', '$61,245.50');
    expect(amount('expenses')).toHaveTextContent('$40,100');
    expect(detail('expenses')).toHaveTextContent('65.5% of income');
    expect(amount('savings')).toHaveTextContent('$9,613');
    expect(detail('savings')).toHaveTextContent('15.7% of income');
    expect(screen.getByRole('heading', { level: 3, name: 'Retirement Savings' })).toBeInTheDocument();
  });

  it('says how many of the 12 months hold data when fewer do, and nothing for a full year', async () => {
    const { unmount } = renderSummary({ [ROUTES.analysis]: { body: analysisAnswer({ months_covered: 6 }) } });
    expect(await screen.findByTestId('coverage-sentence')).toHaveTextContent('Your data covers 6 of these 12 months');
    unmount();
    renderSummary();
    await screen.findByTestId('tile-income-amount');
    expect(screen.queryByTestId('coverage-sentence')).not.toBeInTheDocument();
  });

  it('shows when the analysis was last updated', async () => {
    renderSummary();
    const time = await screen.findByText((_text, element) => element?.tagName === 'TIME');
    expect(time).toHaveAttribute('dateTime', '2025-06-30T14:05:00.000Z');
    expect(time.textContent).toMatch(/2025/);
    expect(time.parentElement).toHaveTextContent(/^Last updated /);
  });

  it('shows Loading spending data... until the analysis arrives', async () => {
    const answer = deferred<Response>();
    renderSummary({ [ROUTES.analysis]: () => answer.promise });
    expect(await screen.findByText('Loading spending data...')).toBeInTheDocument();
    answer.resolve(jsonResponse(analysisAnswer()));
    expect(await screen.findByTestId('tile-income-amount')).toBeInTheDocument();
    expect(screen.queryByText('Loading spending data...')).not.toBeInTheDocument();
  });

  it('keeps the figures under a loading overlay while new data loads', async () => {
    const reload = deferred<Response>();
    const { store } = renderSummary({ [ROUTES.analysis]: (_request, call) => (call === 0 ? { body: analysisAnswer() } : reload.promise) });
    await screen.findByTestId('tile-income-amount');
    act(() => {
      store.dispatch(baseApi.util.invalidateTags(['Analysis']));
    });
    expect(await screen.findByTestId('summary-overlay')).toHaveTextContent('Loading spending data...');
    expect(amount('income')).toHaveTextContent('$61,246');
    reload.resolve(jsonResponse(analysisAnswer({ income: { total: 70000 } })));
    await waitFor(() => expect(amount('income')).toHaveTextContent('$70,000'));
    expect(screen.queryByTestId('summary-overlay')).not.toBeInTheDocument();
  });

  it('offers an upload when the analysis has no data', async () => {
    const { onUpload } = renderSummary({ [ROUTES.analysis]: { body: NO_DATA } });
    expect(await screen.findByText('No data available')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Upload Data' }));
    expect(onUpload).toHaveBeenCalledTimes(1);
  });

  it('says Failed to fetch analysis data when the analysis cannot be read, and Retry reads it again', async () => {
    const { net } = renderSummary({
      [ROUTES.analysis]: [{ status: 503, body: { success: false, error: 'Database down' } }, { body: analysisAnswer() }],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch analysis data');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('tile-income-amount')).toHaveTextContent('$61,246');
    expect(net.to(ROUTES.analysis)).toHaveLength(2);
  });
});

describe('Retirement Savings tile', () => {
  it('shows the chosen subcategories total and its rate of income, to one decimal', async () => {
    renderSummary({ [ROUTES.subcategories]: { body: subcategoriesAnswer(['401k', 'IRA']) } });
    // 6,124.55 + 488.20 = 6,612.75 of 61,245.50 income = 10.797 %.
    await waitFor(() => expect(amount('retirement')).toHaveTextContent('$6,613'));
    expect(rate()).toHaveTextContent('10.8%');
    expect(detail('retirement')).toHaveTextContent('10.8% of income');
  });

  it('shows 0.0% when income is not positive', async () => {
    renderSummary({
      [ROUTES.analysis]: { body: analysisAnswer({ income: { total: 0 } }) },
      [ROUTES.subcategories]: { body: subcategoriesAnswer(['401k']) },
    });
    await waitFor(() => expect(amount('retirement')).toHaveTextContent('$6,125'));
    expect(rate()).toHaveTextContent('0.0%');
  });

  it('opens the chooser from the keyboard, saves a choice with the POST, and the tile changes at once', async () => {
    const saved = deferred<Response>();
    const { net } = renderSummary({ [ROUTES.setRetirement]: () => saved.promise });
    const user = userEvent.setup();
    await waitFor(() => expect(rate()).toHaveTextContent('0.0%'));
    expect(amount('retirement')).toHaveTextContent('$0');

    expect(chooserButton()).toHaveAttribute('aria-expanded', 'false');
    chooserButton().focus();
    await user.keyboard('{Enter}');
    expect(chooserButton()).toHaveAttribute('aria-expanded', 'true');
    const group = screen.getByRole('group', { name: 'Savings that count as retirement' });
    expect(
      within(group)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['401k$6,125', 'Emergency fund$3,000', 'IRA$488']);
    expect(checkbox('401k')).toHaveFocus();

    await user.keyboard(' ');
    expect(checkbox('401k')).toBeChecked();
    // Shown before the server answers: 6,124.55 of 61,245.50 = 10.0 %.
    expect(amount('retirement')).toHaveTextContent('$6,125');
    expect(rate()).toHaveTextContent('10.0%');

    await waitFor(() => expect(net.to(ROUTES.setRetirement)).toHaveLength(1));
    const [post] = net.to(ROUTES.setRetirement);
    expect(post.json).toEqual({ retirementSubCategories: ['401k'] });
    expect(post.headers.get('X-CSRFToken')).toBe('tok-1');

    saved.resolve(jsonResponse({ success: true, retirement_sub_categories: ['401k'] }));
    // The saved choice is read back from the server.
    await waitFor(() => expect(net.to(ROUTES.subcategories)).toHaveLength(2));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends the whole choice in list order as boxes are ticked and unticked', async () => {
    let chosen: string[] = [];
    const { net } = renderSummary({
      [ROUTES.subcategories]: () => ({ body: subcategoriesAnswer(chosen) }),
      [ROUTES.setRetirement]: (request) => {
        chosen = (request.json as { retirementSubCategories: string[] }).retirementSubCategories;
        return { body: { success: true, retirement_sub_categories: chosen } };
      },
    });
    const user = userEvent.setup();
    await waitFor(() => expect(rate()).toHaveTextContent('0.0%'));
    await user.click(chooserButton());
    await user.click(checkbox('IRA'));
    await waitFor(() => expect(net.to(ROUTES.setRetirement)).toHaveLength(1));
    await user.click(checkbox('401k'));
    await waitFor(() => expect(net.to(ROUTES.setRetirement)).toHaveLength(2));
    await user.click(checkbox('IRA'));
    await waitFor(() => expect(net.to(ROUTES.setRetirement)).toHaveLength(3));

    expect(net.to(ROUTES.setRetirement).map((request) => request.json)).toEqual([
      { retirementSubCategories: ['IRA'] },
      { retirementSubCategories: ['401k', 'IRA'] },
      { retirementSubCategories: ['401k'] },
    ]);
    await waitFor(() => expect(rate()).toHaveTextContent('10.0%'));
    expect(checkbox('IRA')).not.toBeChecked();
  });

  it('puts the previous choice back and says Failed to update settings when the save is refused', async () => {
    renderSummary({
      [ROUTES.subcategories]: { body: subcategoriesAnswer(['IRA']) },
      [ROUTES.setRetirement]: { status: 500, body: { success: false, error: 'Something broke' } },
    });
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    await waitFor(() => expect(rate()).toHaveTextContent('0.8%'));
    await user.click(chooserButton());
    await user.click(checkbox('Emergency fund'));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update settings');
    expect(checkbox('Emergency fund')).not.toBeChecked();
    expect(checkbox('IRA')).toBeChecked();
    expect(rate()).toHaveTextContent('0.8%');
    expect(errors).toHaveBeenCalledWith('Failed to update settings', expect.anything());
    errors.mockRestore();
  });

  it('closes the chooser with Escape and gives focus back to its button', async () => {
    renderSummary();
    const user = userEvent.setup();
    await waitFor(() => expect(rate()).toHaveTextContent('0.0%'));
    await user.click(chooserButton());
    expect(checkbox('401k')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(chooserButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('group', { name: 'Savings that count as retirement' })).not.toBeInTheDocument();
    expect(chooserButton()).toHaveFocus();
  });

  it('closes the chooser on a click outside it and with Done', async () => {
    renderSummary();
    const user = userEvent.setup();
    await waitFor(() => expect(rate()).toHaveTextContent('0.0%'));
    await user.click(chooserButton());
    await user.click(screen.getByRole('heading', { name: 'Financial Summary' }));
    expect(chooserButton()).toHaveAttribute('aria-expanded', 'false');

    await user.click(chooserButton());
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(chooserButton()).toHaveAttribute('aria-expanded', 'false');
    expect(chooserButton()).toHaveFocus();
  });

  it('says Unable to savings sub categories when the choice cannot be read, and Retry reads it again', async () => {
    renderSummary({ [ROUTES.subcategories]: [{ status: 500, body: {} }, { body: subcategoriesAnswer(['401k']) }] });
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to savings sub categories');
    // The other tiles still show.
    expect(amount('income')).toHaveTextContent('$61,246');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(amount('retirement')).toHaveTextContent('$6,125'));
  });
});

describe('FinancialSummary in the home currency', () => {
  /** Intl puts a no-break space between the code and the amount. */
  const plain = (text: string | null | undefined) => (text ?? '').replace(/\u00a0/g, ' ');

  it('shows the tiles, their exact amounts and the chooser’s amounts in the session’s home currency', async () => {
    stubFetch(
      dashboardRoutes({
        [ROUTES.analysis]: { body: analysisAnswer() },
        [ROUTES.subcategories]: { body: subcategoriesAnswer(['401k', 'IRA']) },
        [ROUTES.session]: { body: { success: true, logged_in: true, id: 1, home_currency: 'CHF' } },
      }),
    );
    renderWithProviders(<FinancialSummary onUpload={jest.fn()} />);
    await waitFor(() => expect(plain(amount('income').textContent)).toBe('CHF 61,246'));
    expect(plain(amount('income').getAttribute('title'))).toBe('CHF 61,245.50');
    expect(plain(amount('expenses').textContent)).toBe('CHF 40,100');
    expect(plain(amount('savings').textContent)).toBe('CHF 9,613');
    await waitFor(() => expect(plain(amount('retirement').textContent)).toBe('CHF 6,613'));
    expect(detail('expenses')).toHaveTextContent('65.5% of income');
    const group = screen.getByRole('group', { hidden: true, name: 'Savings that count as retirement' });
    expect(
      within(group)
        .getAllByRole('checkbox', { hidden: true })
        .map((box) => plain(box.closest('label')?.textContent)),
    ).toEqual(['401kCHF 6,125', 'Emergency fundCHF 3,000', 'IRACHF 488']);
  });
});
