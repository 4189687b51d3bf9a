import type { CurrencyRatesDto } from '@ontrack/api/contracts';
import { baseApi } from '@ontrack/shell/platform';

/**
 * The rate the categories step asks for when a reading is in another currency than the home one
 * (`PUT /account/rates/:currency`, api/src/http/routes/rates.ts). A new rate re-counts the rows
 * already kept in that currency, so every figure the user sees is refreshed.
 */
export const ratesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    wizardCurrencyRateSet: build.mutation<CurrencyRatesDto, { currency: string; rate: string }>({
      query: ({ currency, rate }) => ({ url: `account/rates/${encodeURIComponent(currency)}`, method: 'PUT', body: { rate } }),
      invalidatesTags: ['Analysis', 'Spending', 'Transactions', 'Imports'],
    }),
  }),
});

export const { useWizardCurrencyRateSetMutation } = ratesApi;
