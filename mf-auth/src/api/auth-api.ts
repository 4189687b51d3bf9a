import type { SessionDto } from '@ontrack/api/contracts';
import { baseApi } from '@ontrack/shell/platform';

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

/** Sign-in, sign-up and password-reset calls (product.md section 7), injected into the one api. */
export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    authLogin: build.mutation<SessionDto & { csrf_token: string }, { email: string; password: string; remember: boolean }>({
      query: (body) => ({ url: 'auth/login', method: 'POST', body }),
      invalidatesTags: ['Session'],
    }),
    authRegister: build.mutation<{ success: boolean; url?: string; csrf_token: string }, RegisterBody>({
      query: (body) => ({ url: 'auth/register', method: 'POST', body }),
      invalidatesTags: ['Session'],
    }),
    authResetRequest: build.mutation<MessageAnswer, { email: string }>({
      query: ({ email }) => ({ url: 'auth/reset-password-request', method: 'POST', body: new URLSearchParams({ email }) }),
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
    }),
  }),
});

export const { useAuthLoginMutation, useAuthRegisterMutation, useAuthResetRequestMutation, useAuthValidateResetTokenQuery, useAuthResetPasswordMutation } = authApi;
