import type { HomeCurrencyDto, LocaleDto } from '@ontrack/api/contracts';
import { baseApi } from '@ontrack/shell/platform';
import { withRetryAfter } from './failure-text';

/** An answer that may carry a url to follow. */
export interface UrlAnswer {
  success: boolean;
  url?: string;
}

export interface ChangePasswordBody {
  current_password: string;
  new_password: string;
  confirm_password: string;
}

/**
 * The signed-in user's plan and account: upgrade (a Stripe checkout URL, or applied at
 * once where payments are not configured), the billing portal, change of password, the home
 * currency and the locale (api/src/http/routes/account.ts), deletion.
 * The export is a plain download link (`GET /account/export`), not a call.
 */
export const accountApi = baseApi.enhanceEndpoints({ addTagTypes: ['HomeCurrency', 'Locale'] }).injectEndpoints({
  endpoints: (build) => ({
    authUpgrade: build.mutation<UrlAnswer, { plan_id: number }>({
      query: (body) => ({ url: 'auth/upgrade', method: 'POST', body }),
      // Applied at once (no url): the session and the billing summary are read again.
      invalidatesTags: (answer) => (answer && !answer.url ? ['Session'] : []),
    }),
    billingPortal: build.mutation<UrlAnswer, void>({
      query: () => ({ url: 'billing/portal', method: 'POST' }),
    }),
    accountChangePassword: build.mutation<{ success: boolean; message?: string }, ChangePasswordBody>({
      query: (body) => ({ url: 'account/password', method: 'POST', body }),
      transformErrorResponse: withRetryAfter,
    }),
    /** The user's home currency (ISO 4217, null until known) and the one their kept upload states. */
    accountHomeCurrency: build.query<HomeCurrencyDto, void>({
      query: () => 'account/home-currency',
      providesTags: ['HomeCurrency'],
    }),
    /** Sets the home currency; answers as the GET does, and the GET is read again once it is saved. */
    accountSetHomeCurrency: build.mutation<HomeCurrencyDto, { home_currency: string | null }>({
      query: (body) => ({ url: 'account/home-currency', method: 'PUT', body }),
      // The session names the home currency every screen shows figures in (useMoney): read again too.
      invalidatesTags: (answer) => (answer ? ['HomeCurrency', 'Session'] : []),
    }),
    /** The user's locale (BCP 47), null while the browser's languages decide. */
    accountLocale: build.query<LocaleDto, void>({
      query: () => 'account/locale',
      providesTags: ['Locale'],
    }),
    /** Sets the locale; the session, which every screen formats and speaks by (useLocale), is read again. */
    accountSetLocale: build.mutation<LocaleDto, LocaleDto>({
      query: (body) => ({ url: 'account/locale', method: 'PUT', body }),
      invalidatesTags: (answer) => (answer ? ['Locale', 'Session'] : []),
    }),
    accountDelete: build.mutation<{ success: boolean }, { password: string }>({
      query: (body) => ({ url: 'account/delete', method: 'POST', body }),
      transformErrorResponse: withRetryAfter,
    }),
  }),
});

export const {
  useAuthUpgradeMutation,
  useBillingPortalMutation,
  useAccountChangePasswordMutation,
  useAccountHomeCurrencyQuery,
  useAccountSetHomeCurrencyMutation,
  useAccountLocaleQuery,
  useAccountSetLocaleMutation,
  useAccountDeleteMutation,
} = accountApi;

/** Where the browser downloads all of the user's data. */
export const ACCOUNT_EXPORT_URL = '/account/export';
