import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { stubFetch } from '../../testing/fetch-stub';
import { createAppStore } from './store';
import { useMoney } from './use-money';

function renderMoney(session: Record<string, unknown>) {
  stubFetch({ 'GET /auth/check-login-status': { body: { success: true, logged_in: true, id: 1, ...session } } });
  const store = createAppStore();
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return renderHook(() => useMoney(), { wrapper });
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
    const { result } = renderMoney({ home_currency: 'XQQ' });
    await waitFor(() => expect(result.current.currency).toBe('USD'));
  });
});
