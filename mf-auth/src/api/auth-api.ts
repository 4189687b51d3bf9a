import type { SessionDto } from '@ontrack/api/contracts';
import { afterSignInPathSet, baseApi, csrfTokenReceived, forgetSignedInUser, sessionApi } from '@ontrack/shell/platform';
import { withRetryAfter } from './failure-text';

export interface RegisterBody {
  register_email: string;
  register_password: string;
  register_password2: string;
  plan_id: number;
  template_id: string;
}

export interface MessageAnswer {
  success: boolean;
  message?: string;
  error?: string;
}

type SessionAnswer = SessionDto & { csrf_token: string };

/**
 * Login and register answer the new session's fields: whatever an earlier user left in this tab is
 * forgotten first, then they go straight into the session query's cache (with the new CSRF token),
 * so the shell knows the user is signed in before anything navigates and fetches the rest afresh.
 */
async function storeSession(dispatch: (action: unknown) => unknown, queryFulfilled: Promise<{ data: SessionAnswer }>): Promise<void> {
  try {
    const { data } = await queryFulfilled;
    const { csrf_token: csrfToken, url, ...session } = data as SessionAnswer & { url?: string };
    forgetSignedInUser(dispatch);
    if (typeof csrfToken === 'string') dispatch(csrfTokenReceived(csrfToken));
    // A register answer's url is followed once the session is in place.
    if (url) dispatch(afterSignInPathSet(url));
    dispatch(sessionApi.util.upsertQueryData('sessionStatus', undefined, session));
  } catch {
    // The failure is the mutation's own result; the caller shows it.
  }
}

/**
 * Sign-in, sign-up and password-reset calls, injected into the one api. Their
 * failures keep a 429's Retry-After, so the forms can say how long to wait (failure-text.ts).
 */
export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    authLogin: build.mutation<SessionAnswer, { email: string; password: string; remember: boolean }>({
      query: (body) => ({ url: 'auth/login', method: 'POST', body }),
      transformErrorResponse: withRetryAfter,
      onQueryStarted: (_body, { dispatch, queryFulfilled }) => storeSession(dispatch, queryFulfilled),
    }),
    authRegister: build.mutation<SessionAnswer & { url?: string }, RegisterBody>({
      query: (body) => ({ url: 'auth/register', method: 'POST', body }),
      transformErrorResponse: withRetryAfter,
      onQueryStarted: (_body, { dispatch, queryFulfilled }) => storeSession(dispatch, queryFulfilled),
    }),
    authResetRequest: build.mutation<MessageAnswer, { email: string }>({
      query: ({ email }) => ({ url: 'auth/reset-password-request', method: 'POST', body: new URLSearchParams({ email }) }),
      transformErrorResponse: withRetryAfter,
    }),
    authValidateResetToken: build.query<{ valid: boolean }, string>({
      query: (token) => `auth/api/validate-reset-token/${encodeURIComponent(token)}`,
      keepUnusedDataFor: 0,
    }),
    authResetPassword: build.mutation<MessageAnswer, { token: string; password: string; confirm: string }>({
      query: ({ token, password, confirm }) => ({
        url: `auth/api/reset-password/${encodeURIComponent(token)}`,
        method: 'POST',
        body: new URLSearchParams({ reset_password: password, confirm_password: confirm }),
      }),
      transformErrorResponse: withRetryAfter,
    }),
  }),
});

export const {
  useAuthLoginMutation,
  useAuthRegisterMutation,
  useAuthResetRequestMutation,
  useAuthValidateResetTokenQuery,
  useAuthResetPasswordMutation,
} = authApi;
