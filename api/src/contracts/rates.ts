import { z } from 'zod';
import { normalizedRate, RATE_INVALID, RATE_MAX_SIGNIFICANT_DIGITS } from '../domain/currency-rates';
import { isCurrencyCode } from '../domain/money-format';
import { says } from './says';

/** One rate the user gave: 1 `currency` is `rate` of their home currency (decimal text, exact). */
export interface CurrencyRateDto {
  currency: string;
  rate: string;
}

/** `GET`/`PUT /account/rates`: the user's home currency and their rates for other currencies. */
export interface CurrencyRatesDto {
  home_currency: string | null;
  rates: CurrencyRateDto[];
}

/**
 * The categories step's 409 when the chosen tables state a currency other than the home currency
 * and the user gave no rate for it yet: the wizard asks for it once (`PUT /account/rates/:currency`)
 * and sends the step again.
 */
export interface RateNeededDto {
  success: false;
  error: string;
  rate_needed: { currency: string; home_currency: string };
}

export { RATE_INVALID };

/** The English of `validation.rateCurrency`: the refusal of a route's currency that is no ISO 4217 code. */
export const RATE_CURRENCY_INVALID = 'The currency must be an ISO 4217 code such as CHF, EUR or JPY.';

const RATE_INVALID_SAID = says('validation.rate', { digits: RATE_MAX_SIGNIFICANT_DIGITS });

/** `PUT /account/rates/:currency`: `{ "rate": "1.12" }`, kept without leading or trailing zeros. */
export const currencyRateRequest = z.object({
  rate: z.string({ error: RATE_INVALID_SAID }).transform((text, ctx) => {
    const rate = normalizedRate(text);
    if (rate === null) {
      ctx.addIssue({ code: 'custom', message: RATE_INVALID_SAID });
      return z.NEVER;
    }
    return rate;
  }),
});

/** The route's currency code in any case (`chf` is CHF); null when it is not an ISO 4217 code. */
export function rateCurrency(code: string): string | null {
  const upper = code.trim().toUpperCase();
  return isCurrencyCode(upper) ? upper : null;
}
