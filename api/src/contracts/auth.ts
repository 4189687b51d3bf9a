import { z } from 'zod';
import type { WorkflowStep } from '../domain/templates';
import { MIN_PASSWORD_LENGTH, MAX_PASSWORD_LENGTH, PASSWORD_TOO_SHORT, PASSWORDS_DO_NOT_MATCH } from './auth-messages';

export * from './auth-messages';

/** An email as typed: trimmed, and required. At most 254 characters below, the longest address there is. */
const typedEmail = z.string({ error: 'Email is required.' }).trim().min(1, 'Email is required.');

/** A new account's email: a valid address, stored lower-cased. */
const email = typedEmail
  .max(254, 'Email is too long.')
  .pipe(z.email({ error: 'Enter a valid email address.' }))
  .transform((value) => value.toLowerCase());

/** The email of an account to find (sign-in, reset): looked up lower-cased, never checked as an address. */
const accountEmail = typedEmail.max(254).transform((v) => v.toLowerCase());

/** A new password (sign-up, reset, change): the one set of rules. */
export const newPassword = z
  .string({ error: 'Password is required.' })
  .min(MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT)
  .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters long`);

const id = (field: string) =>
  z.coerce
    .number({ error: `${field} is required.` })
    .int(`${field} must be a whole number.`)
    .positive(`${field} is required.`);

export const loginRequest = z.object({
  email: accountEmail,
  password: z.string({ error: 'Password is required.' }).min(1, 'Password is required.').max(MAX_PASSWORD_LENGTH),
  remember: z
    .union([z.boolean(), z.enum(['true', 'false', 'on'])])
    .optional()
    .transform((v) => v === true || v === 'true' || v === 'on'),
});

export const registerRequest = z
  .object({
    register_email: email,
    register_password: newPassword,
    register_password2: z.string({ error: 'Please confirm your password.' }).min(1, 'Please confirm your password.'),
    plan_id: id('Plan'),
    template_id: z.string({ error: 'Template is required.' }).trim().min(1, 'Template is required.').max(64),
  })
  .refine((body) => body.register_password === body.register_password2, { message: PASSWORDS_DO_NOT_MATCH, path: ['register_password2'] });

export const upgradeRequest = z.object({ plan_id: id('Plan') });

export const resetRequest = z.object({
  email: accountEmail,
});

export const resetPasswordRequest = z
  .object({
    reset_password: newPassword,
    confirm_password: z.string({ error: 'Please confirm your password.' }),
  })
  .refine((body) => body.reset_password === body.confirm_password, { message: PASSWORDS_DO_NOT_MATCH, path: ['confirm_password'] });

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
