import { useMemo } from 'react';
import {
  DEFAULT_DATE_FORMAT,
  DEFAULT_MONEY_FORMAT,
  dateFormat,
  isCurrencyCode,
  moneyFormat,
  type DateFormat,
  type MoneyFormat,
} from '@ontrack/api/domain';
import { useSessionStatusQuery } from './session-api';
import { useLocale } from './use-locale';

/**
 * How every screen shows money: in the signed-in user's home currency (the session's
 * `home_currency`, set in the Account view), US dollars until there is one, written the way the
 * user's locale writes numbers (use-locale.ts; api/src/domain/money-format.ts). Screens and their
 * pure helpers take the `MoneyFormat` this answers, never a currency or locale of their own.
 */
export function useMoney(): MoneyFormat {
  // Only the currency: a session read again (its state changing) re-renders no screen for it.
  const { currency } = useSessionStatusQuery(undefined, {
    selectFromResult: ({ data }) => ({ currency: data?.home_currency ?? null }),
  });
  const locale = useLocale();
  return useMemo(() => {
    const code = currency && isCurrencyCode(currency) ? currency : 'USD';
    return code === DEFAULT_MONEY_FORMAT.currency && locale === DEFAULT_MONEY_FORMAT.locale
      ? DEFAULT_MONEY_FORMAT
      : moneyFormat(code, locale);
  }, [currency, locale]);
}

/**
 * How every screen shows dates, month names and counts: in the user's locale
 * (api/src/domain/date-format.ts). The one date formatter: no screen names a locale of its own.
 */
export function useDates(): DateFormat {
  const locale = useLocale();
  return useMemo(() => (locale === DEFAULT_DATE_FORMAT.locale ? DEFAULT_DATE_FORMAT : dateFormat(locale)), [locale]);
}
