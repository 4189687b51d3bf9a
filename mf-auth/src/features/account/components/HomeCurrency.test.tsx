import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HOME_CURRENCY_INVALID } from '@ontrack/api/contracts';
import { renderWithProviders } from '@ontrack/shell/platform/testing';
import { deferred, stubFetch, type StubAnswer, type StubRoute } from '../../../../../shell/testing/fetch-stub';
import { AccountView } from './AccountView';
import { currencyLabel } from './HomeCurrency';
import english from '../../../locales/en.json';

const NOT_SET_NOTE = english.currency.notSet;
const LOAD_FAILED = english.currency.loadFailed;

const SESSION = { success: true, logged_in: true, user: 'ann@example.com', email: 'ann@example.com', plan_id: 1 };

/**
 * The home-currency routes (api/src/http/routes/account.ts) over one stored value: a PUT that is
 * not refused changes what the next GET answers, as the server does.
 */
function stubCurrency(start: { home: string | null; proposed?: string | null; get?: StubRoute; put?: StubRoute }) {
  let home = start.home;
  const proposed = start.proposed ?? null;
  return stubFetch({
    'GET /auth/csrf-token': { body: { csrf_token: 'tok-1' } },
    'GET /auth/check-login-status': { body: SESSION },
    'GET /account/locale': { body: { locale: null } },
    'GET /account/home-currency': start.get ?? (() => ({ body: { home_currency: home, proposed } })),
    'PUT /account/home-currency':
      start.put ??
      ((request) => {
        home = (request.json as { home_currency: string | null }).home_currency;
        return { body: { home_currency: home, proposed } };
      }),
  });
}

function renderAccount() {
  return renderWithProviders(<AccountView />, { route: '/main' });
}

const currencySelect = () => screen.findByRole('combobox', { name: 'Your home currency' });

describe('AccountView: home currency', () => {
  it("names each currency in the user's locale, the code first", () => {
    expect(currencyLabel('CHF')).toBe('CHF — Swiss Franc');
    expect(currencyLabel('CHF', 'de-CH')).toBe('CHF — Schweizer Franken');
    expect(currencyLabel('EUR', 'es-ES')).toBe('EUR — euro');
  });

  it('shows the saved currency chosen among every ISO 4217 code, sorted by code', async () => {
    stubCurrency({ home: 'CHF', proposed: 'EUR' });
    renderAccount();
    const select = await currencySelect();
    expect(select).toHaveValue('CHF');
    expect(within(select).getByRole('option', { selected: true })).toHaveTextContent('CHF — Swiss Franc');

    const codes = within(select)
      .getAllByRole('option')
      .map((option) => option.getAttribute('value'));
    expect(codes).toEqual([...Intl.supportedValuesOf('currency')].sort());
    expect(within(select).getByRole('option', { name: 'JPY — Japanese Yen' })).toBeInTheDocument();
    // Set already: no note, and no proposal even though the data states another currency.
    expect(screen.queryByText(NOT_SET_NOTE)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /found in your data/ })).not.toBeInTheDocument();
  });

  it('while unset, says so and saves the proposed currency in one click', async () => {
    const net = stubCurrency({ home: null, proposed: 'CHF' });
    renderAccount();
    const select = await currencySelect();
    expect(select).toHaveValue('');
    expect(select).toHaveAccessibleDescription(NOT_SET_NOTE);

    await userEvent.click(screen.getByRole('button', { name: 'Use CHF (found in your data)' }));

    expect(await screen.findByText('Home currency saved: CHF.')).toHaveAttribute('role', 'status');
    const [put] = net.to('PUT /account/home-currency');
    expect(put.json).toEqual({ home_currency: 'CHF' });
    expect(put.headers.get('X-CSRFToken')).toBe('tok-1');
    expect(select).toHaveValue('CHF');
    // The value is read again: now set, the note and the proposal go.
    await waitFor(() => expect(net.to('GET /account/home-currency')).toHaveLength(2));
    await waitFor(() => expect(screen.queryByText(NOT_SET_NOTE)).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: /found in your data/ })).not.toBeInTheDocument();
  });

  it('offers no proposal when the data states none, and saves nothing before a choice', async () => {
    const net = stubCurrency({ home: null });
    renderAccount();
    await currencySelect();
    expect(screen.getByText(NOT_SET_NOTE)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /found in your data/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a currency to save.');
    expect(net.to('PUT /account/home-currency')).toHaveLength(0);
  });

  it('sends the chosen code with PUT, busy until the answer comes', async () => {
    const answer = deferred<StubAnswer>();
    const net = stubCurrency({ home: 'EUR', put: () => answer.promise });
    renderAccount();
    await userEvent.selectOptions(await currencySelect(), 'JPY');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    const busy = await screen.findByRole('button', { name: 'Saving…' });
    expect(busy).toBeDisabled();
    await waitFor(() => expect(net.to('PUT /account/home-currency')).toHaveLength(1));
    expect(net.to('PUT /account/home-currency')[0].json).toEqual({ home_currency: 'JPY' });

    answer.resolve({ body: { home_currency: 'JPY', proposed: null } });
    expect(await screen.findByText('Home currency saved: JPY.')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(screen.getByRole('combobox', { name: 'Your home currency' })).toHaveValue('JPY');
  });

  it('is reached and saved from the keyboard alone', async () => {
    const net = stubCurrency({ home: null, proposed: 'CHF' });
    renderAccount();
    const select = await currencySelect();
    await userEvent.tab();
    expect(select).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Use CHF (found in your data)' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Home currency saved: CHF.')).toBeInTheDocument();
    expect(net.to('PUT /account/home-currency')[0].json).toEqual({ home_currency: 'CHF' });
  });

  it.each([
    ['{success:false, error}', { success: false, error: HOME_CURRENCY_INVALID }],
    ['{message}', { message: HOME_CURRENCY_INVALID }],
  ])('shows a 400 %s as an alert and keeps the choice', async (_shape, body) => {
    const net = stubCurrency({ home: 'EUR', put: { status: 400, body } });
    renderAccount();
    await userEvent.selectOptions(await currencySelect(), 'CHF');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(HOME_CURRENCY_INVALID);
    expect(screen.getByRole('combobox', { name: 'Your home currency' })).toHaveValue('CHF');
    expect(screen.queryByText(/Home currency saved/)).not.toBeInTheDocument();
    // Nothing was saved, so nothing is read again.
    expect(net.to('GET /account/home-currency')).toHaveLength(1);
  });

  it('says when the currency could not be loaded, and loads it again on Retry', async () => {
    const net = stubCurrency({
      home: null,
      get: [{ status: 500, body: { success: false, error: 'Internal error' } }, { body: { home_currency: 'GBP', proposed: null } }],
    });
    renderAccount();
    expect(screen.getByText('Loading your home currency…')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(LOAD_FAILED);
    expect(screen.queryByRole('combobox', { name: 'Your home currency' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await currencySelect()).toHaveValue('GBP');
    expect(screen.queryByText(LOAD_FAILED)).not.toBeInTheDocument();
    expect(net.to('GET /account/home-currency')).toHaveLength(2);
  });
});
