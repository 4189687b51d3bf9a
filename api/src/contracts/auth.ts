import { z } from 'zod';
import type { WorkflowStep } from '../domain/templates';
import { MIN_PASSWORD_LENGTH, MAX_PASSWORD_LENGTH } from './auth-messages';
import { type ContractMessage, fieldLabel, says } from './says';

export * from './auth-messages';

/** An email as typed: trimmed, and required. At most 254 characters below, the longest address there is. */
const EMAIL_REQUIRED = says('validation.required', { field: fieldLabel('email') });
const typedEmail = z.string({ error: EMAIL_REQUIRED }).trim().min(1, EMAIL_REQUIRED);

/** A new account's email: a valid address, stored lower-cased. */
const email = typedEmail
  .max(254, says('validation.tooLong', { field: fieldLabel('email') }))
  .pipe(z.email({ error: says('validation.validEmail') }))
  .transform((value) => value.toLowerCase());

/** The email of an account to find (sign-in, reset): looked up lower-cased, never checked as an address. */
const accountEmail = typedEmail.max(254).transform((v) => v.toLowerCase());

const PASSWORD_REQUIRED = says('validation.required', { field: fieldLabel('password') });
const PASSWORDS_DIFFER = says('validation.passwordsDiffer');
const CONFIRM_PASSWORD = says('validation.confirmPassword');

/** A new password (sign-up, reset, change): the one set of rules. */
export const newPassword = z
  .string({ error: PASSWORD_REQUIRED })
  .min(MIN_PASSWORD_LENGTH, says('validation.passwordAtLeast', { min: MIN_PASSWORD_LENGTH }))
  .max(MAX_PASSWORD_LENGTH, says('validation.passwordAtMost', { max: MAX_PASSWORD_LENGTH }));

const id = (field: ContractMessage) =>
  z.coerce
    .number({ error: says('validation.required', { field }) })
    .int(says('validation.wholeNumber', { field }))
    .positive(says('validation.required', { field }));

export const loginRequest = z.object({
  email: accountEmail,
  password: z.string({ error: PASSWORD_REQUIRED }).min(1, PASSWORD_REQUIRED).max(MAX_PASSWORD_LENGTH),
  remember: z
    .union([z.boolean(), z.enum(['true', 'false', 'on'])])
    .optional()
    .transform((v) => v === true || v === 'true' || v === 'on'),
});

export const registerRequest = z
  .object({
    register_email: email,
    register_password: newPassword,
    register_password2: z.string({ error: CONFIRM_PASSWORD }).min(1, CONFIRM_PASSWORD),
    plan_id: id(fieldLabel('plan')),
    template_id: z
      .string({ error: says('validation.required', { field: fieldLabel('template') }) })
      .trim()
      .min(1, says('validation.required', { field: fieldLabel('template') }))
      .max(64),
  })
  .refine((body) => body.register_password === body.register_password2, { message: PASSWORDS_DIFFER, path: ['register_password2'] });

export const upgradeRequest = z.object({ plan_id: id(fieldLabel('plan')) });

export const resetRequest = z.object({
  email: accountEmail,
});

export const resetPasswordRequest = z
  .object({
    reset_password: newPassword,
    confirm_password: z.string({ error: CONFIRM_PASSWORD }),
  })
  .refine((body) => body.reset_password === body.confirm_password, { message: PASSWORDS_DIFFER, path: ['confirm_password'] });

export interface PricingPlanDto {
  id: number;
  plan_name: string;
  price: number;
  usage_limit: number;
  descriptions: string[];
}

/** What login and check-login-status answer. */
export interface SessionDto {
  success: true;
  logged_in: boolean;
  id?: number;
  user?: string;
  email?: string;
  eligible?: boolean;
  plan_id?: number;
  plan_name?: string;
  usage_limit?: number;
  usage_used?: number;
  template_id?: string;
  trial_ends_at?: string;
  steps?: WorkflowStep[];
  csrf_token?: string;
  /** ISO 4217: the currency every figure is shown in (the Account view sets it); null: not set, shown as US dollars. */
  home_currency?: string | null;
  /** BCP 47: the locale figures, dates and the interface's language follow (the Account view sets it); null: the browser's. */
  locale?: string | null;
}

export interface UserOptionsMetadataDto {
  period_start_date: string | null;
  selected_sheets: string[];
  pay_period_type: string | null;
  google_sheet_id: string | null;
  last_update_timestamp: string | null;
}

export interface ErrorDto {
  success: false;
  error: string;
}
