import type { RateNeededDto } from '@ontrack/api/contracts';

/** What the categories step's 409 asks for: a rate from `currency` to `home_currency`. */
export type RateNeeded = RateNeededDto['rate_needed'];

/** The rate a failed categories step asks for (api/src/services/currency-rates.ts rateNeeded), or null for any other failure. */
export function rateNeededOf(failure: unknown): RateNeeded | null {
  const { status, data } = (failure ?? {}) as { status?: unknown; data?: unknown };
  if (status !== 409 || !data || typeof data !== 'object') return null;
  const asked = (data as { rate_needed?: unknown }).rate_needed as Partial<RateNeeded> | undefined;
  if (!asked || typeof asked.currency !== 'string' || typeof asked.home_currency !== 'string') return null;
  return { currency: asked.currency, home_currency: asked.home_currency };
}
