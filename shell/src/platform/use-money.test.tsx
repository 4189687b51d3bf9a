import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { stubFetch } from '../../testing/fetch-stub';
import { useSessionStatusQuery } from './session-api';
import { createAppStore } from './store';
import { useDates, useMoney } from './use-money';

function renderMoney(session: Record<string, unknown>) {
  return renderInSession(session, useMoney);
}

function renderInSession<T>(session: Record<string, unknown>, hook: () => T) {
  stubFetch({ 'GET /auth/check-login-status': { body: { success: true, logged_in: true, id: 1, ...session } } });
  const store = createAppStore();
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return renderHook(hook, { wrapper });
}

describe('useMoney', () => {
  it('shows US dollars while the session is loading and when no home currency is set', async () => {
    const { result } = renderMoney({ home_currency: null });
    expect(result.current.whole(1234.4)).toBe('$1,234');
    await waitFor(() => expect(result.current.currency).toBe('USD'));
    expect(result.current.exact(-12.5)).toBe('-$12.50');
  });

  it('shows the home currency the session names', async () => {
    const { result } = renderMoney({ home_currency: 'CHF' });
    await waitFor(() => expect(result.current.currency).toBe('CHF'));
    expect(result.current.whole(7800).replace(/\u00a0/g, ' ')).toBe('CHF 7,800');
    expect(result.current.exact(12.5).replace(/\u00a0/g, ' ')).toBe('CHF 12.50');
  });

  it('falls back to US dollars for a code this browser does not know', async () => {
    // US dollars show while the session loads too: wait for its answer, then look.
    const { result } = renderInSession({ home_currency: 'XQQ' }, () => ({ money: useMoney(), session: useSessionStatusQuery().data }));
    await waitFor(() => expect(result.current.session?.home_currency).toBe('XQQ'));
    expect(result.current.money.currency).toBe('USD');
    expect(result.current.money.exact(1234.5)).toBe('$1,234.50');
  });
});

describe("the user's locale", () => {
  it('writes money and dates in the locale the session names', async () => {
    const money = renderMoney({ home_currency: 'EUR', locale: 'de-DE' }).result;
    await waitFor(() => expect(money.current.locale).toBe('de-DE'));
    expect(money.current.exact(-1234.5).replace(/\u00a0/g, ' ')).toBe('-1.234,50 €');
    const dates = renderInSession({ locale: 'es-ES' }, useDates).result;
    await waitFor(() => expect(dates.current.locale).toBe('es-ES'));
    expect(dates.current.monthYear('2027-03-05')).toBe('marzo de 2027');
  });

  it("follows the browser's languages while the session names none (jsdom: en-US), in US dollars", async () => {
    const { result } = renderMoney({ home_currency: null, locale: null });
    await waitFor(() => expect(result.current.currency).toBe('USD'));
    expect(result.current.locale).toBe('en-US');
    expect(result.current.exact(1234.5)).toBe('$1,234.50');
  });
});
