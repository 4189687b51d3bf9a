import type { CurrencyRatesDto } from '@ontrack/api/contracts';
import { baseApi } from '@ontrack/shell/platform';

/**
 * The user's rates for sources in other currencies (`/account/rates`, api/src/http/routes/rates.ts):
 * given once when the wizard asks, changed here. A new rate re-counts the rows kept in that
 * currency, so every figure the user sees is read again.
 */
export const ratesApi = baseApi.enhanceEndpoints({ addTagTypes: ['Rates'] }).injectEndpoints({
  endpoints: (build) => ({
    accountRates: build.query<CurrencyRatesDto, void>({
      query: () => 'account/rates',
      providesTags: ['Rates'],
    }),
    accountSetRate: build.mutation<CurrencyRatesDto, { currency: string; rate: string }>({
      query: ({ currency, rate }) => ({ url: `account/rates/${encodeURIComponent(currency)}`, method: 'PUT', body: { rate } }),
      invalidatesTags: (answer) => (answer ? ['Rates', 'Analysis', 'Spending', 'Transactions', 'Imports'] : []),
    }),
  }),
});

export const { useAccountRatesQuery, useAccountSetRateMutation } = ratesApi;
