import { useMemo } from 'react';
import { DEFAULT_MONEY_FORMAT, isCurrencyCode, moneyFormat, type MoneyFormat } from '@ontrack/api/domain';
import { useSessionStatusQuery } from './session-api';

/**
 * The locale figures are written in. One for every screen and for the first view the server renders
 * (shell/src/prerender/server.tsx renders with the same session), so a hydrated page reads as the
 * server wrote it.
 */
const MONEY_LOCALE = 'en-US';

/**
 * How every screen shows money: in the signed-in user's home currency (the session's
 * `home_currency`, set in the Account view), US dollars until there is one
 * (api/src/domain/money-format.ts). Screens and their pure helpers take the `MoneyFormat` this
 * answers, never a currency of their own.
 */
export function useMoney(): MoneyFormat {
  // Only the currency: a session read again (its state changing) re-renders no screen for it.
  const { currency } = useSessionStatusQuery(undefined, {
    selectFromResult: ({ data }) => ({ currency: data?.home_currency ?? null }),
  });
  return useMemo(
    () => (currency && currency !== 'USD' && isCurrencyCode(currency) ? moneyFormat(currency, MONEY_LOCALE) : DEFAULT_MONEY_FORMAT),
    [currency],
  );
}
