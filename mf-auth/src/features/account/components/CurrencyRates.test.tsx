import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@ontrack/shell/platform/testing';
import { stubFetch, type StubRoute } from '../../../../../shell/testing/fetch-stub';
import { CurrencyRates } from './CurrencyRates';

const SESSION = { success: true, logged_in: true, user: 'ann@example.com', email: 'ann@example.com', plan_id: 1 };

/** The rate routes (api/src/http/routes/rates.ts) over stored rates: a PUT not refused changes what the next GET answers. */
function stubRates(start: Record<string, string>, put?: StubRoute) {
  const rates = { ...start };
  const answer = () => ({
    body: { home_currency: 'USD', rates: Object.entries(rates).map(([currency, rate]) => ({ currency, rate })) },
  });
  return stubFetch({
    'GET /auth/csrf-token': { body: { csrf_token: 'tok-1' } },
    'GET /auth/check-login-status': { body: SESSION },
    'GET /account/rates': answer,
    'PUT /account/rates/CHF':
      put ??
      ((request) => {
        rates.CHF = (request.json as { rate: string }).rate;
        return answer();
      }),
  });
}

describe('Account view: rates for other currencies', () => {
  it('says nothing before the user gave any rate', async () => {
    const net = stubRates({});
    const { container } = renderWithProviders(<CurrencyRates />);
    await waitFor(() => expect(net.to('GET /account/rates')).toHaveLength(1));
    expect(container).toBeEmptyDOMElement();
  });

  it('shows each rate as "converted at 1 CHF = 1.12 USD" and changes it; a rate that is not one is refused without sending it', async () => {
    const net = stubRates({ CHF: '1.12' });
    const user = userEvent.setup();
    renderWithProviders(<CurrencyRates />);
    const form = await screen.findByRole('form', { name: 'Rate for CHF' });
    expect(form).toHaveTextContent('converted at 1 CHF = 1.12 USD');
    const input = within(form).getByLabelText('1 CHF =');
    expect(input).toHaveValue('1.12');

    await user.clear(input);
    await user.type(input, '0');
    await user.click(within(form).getByRole('button', { name: 'Save rate' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Type a positive number with at most 8 significant digits');
    expect(net.to('PUT /account/rates/CHF')).toHaveLength(0);

    await user.clear(input);
    await user.type(input, '1.10');
    await user.click(within(form).getByRole('button', { name: 'Save rate' }));
    expect(await within(form).findByText('Rate saved: converted at 1 CHF = 1.1 USD.')).toBeInTheDocument();
    expect(net.to('PUT /account/rates/CHF').map((request) => request.json)).toEqual([{ rate: '1.1' }]);
    await waitFor(() => expect(screen.getByRole('form', { name: 'Rate for CHF' })).toHaveTextContent('converted at 1 CHF = 1.1 USD'));
  });

  it("shows the server's refusal", async () => {
    stubRates({ CHF: '1.12' }, { status: 400, body: { success: false, error: 'A rate must be a positive decimal number.' } });
    const user = userEvent.setup();
    renderWithProviders(<CurrencyRates />);
    const form = await screen.findByRole('form', { name: 'Rate for CHF' });
    await user.click(within(form).getByRole('button', { name: 'Save rate' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('A rate must be a positive decimal number.');
  });
});
