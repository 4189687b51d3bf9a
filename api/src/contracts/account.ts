import { z } from 'zod';
import { canonicalLocale } from '../domain/locale';
import { isCurrencyCode } from '../domain/money-format';
import { MAX_PASSWORD_LENGTH, newPassword } from './auth';
import { type ContractMessage, fieldLabel, says } from './says';

/** The account view's forms: shared by the server's validation and the screens. */
export const WRONG_CURRENT_PASSWORD = 'Your current password is not correct.';
export const WRONG_DELETE_PASSWORD = 'That password is not correct: your account was not deleted.';
export const PASSWORD_CHANGED = 'Your password has been changed. Other devices have been signed out.';

const currentPassword = (field: ContractMessage) =>
  z
    .string({ error: says('validation.required', { field }) })
    .min(1, says('validation.required', { field }))
    .max(MAX_PASSWORD_LENGTH, says('validation.tooLong', { field }));

/** Change of password: the reset rules for the new one (length, confirmation). */
export const changePasswordRequest = z
  .object({
    current_password: currentPassword(fieldLabel('currentPassword')),
    new_password: newPassword,
    confirm_password: z.string({ error: says('validation.confirmNewPassword') }).min(1, says('validation.confirmNewPassword')),
  })
  .refine((body) => body.new_password === body.confirm_password, {
    message: says('validation.passwordsDiffer'),
    path: ['confirm_password'],
  });

export const deleteAccountRequest = z.object({ password: currentPassword(fieldLabel('password')) });

/** `GET /account/home-currency`: the user's own currency (ISO 4217), and the one their readings state. */
export interface HomeCurrencyDto {
  home_currency: string | null;
  /** The currency the user's last upload states (services/home-currency.ts), null when none does. */
  proposed: string | null;
}

/** The English of `validation.homeCurrency`, what the schema below says. */
export const HOME_CURRENCY_INVALID = 'home_currency must be an ISO 4217 currency code such as USD, EUR or CHF, or null.';

/** `PUT /account/home-currency`: a code in any case (`usd` is USD), or null to forget it. */
export const homeCurrencyRequest = z.object({
  home_currency: z
    .string({ error: says('validation.homeCurrency') })
    .transform((code) => code.trim().toUpperCase())
    .refine(isCurrencyCode, says('validation.homeCurrency'))
    .nullable(),
});

/** `GET`/`PUT /account/locale`: the user's locale, null when the browser's languages decide. */
export interface LocaleDto {
  locale: string | null;
}

/** The English of `validation.locale`, what the schema below says. */
export const LOCALE_INVALID = 'locale must be a language tag such as en-US, de-CH or pt-BR, or null.';

/** `PUT /account/locale`: a BCP 47 tag in any case (`de-ch` is de-CH), or null to follow the browser. */
export const localeRequest = z.object({
  locale: z
    .string({ error: says('validation.locale') })
    .transform((tag, ctx) => {
      const canonical = canonicalLocale(tag);
      if (canonical === null) {
        ctx.addIssue({ code: 'custom', message: says('validation.locale') });
        return z.NEVER;
      }
      return canonical;
    })
    .nullable(),
});

/** `GET /account/export`: everything the user put in, one JSON document. */
export interface AccountExportDto {
  format: 'ontrack-account-export';
  version: 1;
  exported_at: string;
  profile: { id: number; email: string; template_id: string; created_at: string; trial_ends_at: string };
  plan: { plan_id: number; plan_name: string; plan_paid: boolean; subscription_status: string | null; paid_through: string | null };
  /** Every other table holding the user's rows, by table name: rows with their stored fields. */
  tables: Record<string, Array<Record<string, unknown>>>;
}

/** `GET /billing/summary`: what the plans view and the trial banner need besides the session. */
export interface BillingSummaryDto {
  success: true;
  /** False: no payment provider here (development applies upgrades at once). */
  payments_configured: boolean;
  /** A paid plan gives access now. */
  plan_active: boolean;
  subscription_status: string | null;
  paid_through: string | null;
  /** A Stripe customer exists: "Manage billing" opens the customer portal. */
  can_manage_billing: boolean;
}
