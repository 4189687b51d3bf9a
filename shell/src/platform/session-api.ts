import type { SessionDto } from '@ontrack/api/contracts';
import { baseApi } from './base-api';

/** The signed-in session: who is signed in (if anyone), a CSRF token, sign-out. */
export const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sessionCsrfToken: build.query<{ csrf_token: string }, void>({
      query: () => 'auth/csrf-token',
      keepUnusedDataFor: 0,
    }),
    sessionStatus: build.query<SessionDto, void>({
      query: () => 'auth/check-login-status',
      providesTags: ['Session'],
    }),
    sessionLogout: build.mutation<{ success: boolean }, void>({
      query: () => ({ url: 'auth/logout', method: 'POST' }),
    }),
  }),
});

export const { useSessionCsrfTokenQuery, useSessionStatusQuery, useSessionLogoutMutation } = sessionApi;
