import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LanguageSync, chooseBrowserLocale, setLanguage } from '@ontrack/shell/platform';
import { renderWithProviders } from '@ontrack/shell/platform/testing';
import { stubFetch } from '../../../../../shell/testing/fetch-stub';
import { AccountView } from './AccountView';

const SESSION = { success: true, logged_in: true, user: 'ann@example.com', email: 'ann@example.com', plan_id: 1 };

/** The account routes over one stored locale, the session answering it as the server does. */
function stubAccount() {
  let locale: string | null = null;
  return stubFetch({
    'GET /auth/csrf-token': { body: { csrf_token: 'tok-1' } },
    'GET /auth/check-login-status': () => ({ body: { ...SESSION, locale } }),
    'GET /account/home-currency': { body: { home_currency: 'EUR', proposed: null } },
    'GET /account/locale': () => ({ body: { locale } }),
    'PUT /account/locale': (request) => {
      locale = (request.json as { locale: string | null }).locale;
      return { body: { locale } };
    },
    'GET /auth/pricing': { body: [] },
  });
}

afterEach(async () => {
  // The page (and its LanguageSync) is gone: this browser's choice and the instance start over in English.
  chooseBrowserLocale(null);
  await act(() => setLanguage('en'));
  expect(document.documentElement.lang).toBe('en');
});

describe('the language switch', () => {
  it('saves the locale in the Account view, and the interface speaks its language (its catalogue fetched then), <html lang> too', async () => {
    const net = stubAccount();
    renderWithProviders(
      <>
        <LanguageSync />
        <AccountView />
      </>,
      { route: '/main/account' },
    );
    const select = await screen.findByLabelText('Language and formats');
    expect(screen.getByRole('heading', { name: 'Language and region' })).toBeInTheDocument();
    await userEvent.selectOptions(select, 'de-CH');
    await userEvent.click(screen.getByRole('button', { name: 'Save language' }));
    expect(net.to('PUT /account/locale')[0].json).toEqual({ locale: 'de-CH' });

    expect(await screen.findByRole('heading', { name: 'Sprache und Region' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Passwort ändern' })).toBeInTheDocument();
    expect(screen.getByText(/Angemeldet als/)).toHaveTextContent('Angemeldet als ann@example.com');
    expect(document.documentElement.lang).toBe('de');
    // Dates and numbers as de-CH writes them.
    expect(screen.getByText(/5\. März 2027 · 1['’]234\.56/)).toBeInTheDocument();

    // Back to the browser's languages (jsdom: en-US): English again.
    await userEvent.selectOptions(screen.getByLabelText('Sprache und Formate'), '');
    await userEvent.click(screen.getByRole('button', { name: 'Sprache speichern' }));
    expect(await screen.findByRole('heading', { name: 'Language and region' })).toBeInTheDocument();
    expect(net.to('PUT /account/locale')[1].json).toEqual({ locale: null });
  });
});
