import type { HomeCurrencyDto } from '../contracts';
import { isCurrencyCode } from '../domain/money-format';
import type { Database, Repositories } from '../repositories/database';
import { firstOfCounted } from './workflow-selection';
import type { SheetSummary } from './workflow-store';

/**
 * The user's home currency (docs/decisions/money-format.md), kept in `user_options.home_currency`:
 * set by the user in the Account view, or, while it is unset, by the first import whose readings
 * state a currency (the categories step calls `proposeHomeCurrency`).
 */

/**
 * The readings' currency marks (domain/workbook/cells/currency.ts) that name one currency. `$`,
 * `¥` and `kr` name several (US, Canadian, Australian dollars…; yen and yuan; Swedish, Norwegian,
 * Danish crowns), so they name none here.
 */
const UNAMBIGUOUS_SYMBOLS: Readonly<Record<string, string>> = {
  '€': 'EUR',
  '£': 'GBP',
  '₹': 'INR',
  R$: 'BRL',
  A$: 'AUD',
  C$: 'CAD',
  '₦': 'NGN',
};

/** The ISO 4217 code a reading's currency (`CHF`, `€`, `USD` from a statement) names, or null. */
export function currencyCodeOf(stated: string | null | undefined): string | null {
  if (!stated) return null;
  if (isCurrencyCode(stated)) return stated;
  return UNAMBIGUOUS_SYMBOLS[stated] ?? null;
}

/**
 * The currency the chosen tables state: the first counted table's, in the order the sheets were
 * chosen, whose reading names one currency (workflow-selection.ts firstOfCounted). Tables not read
 * (skipped, plans, pivots) say nothing of the user's money.
 */
export function statedCurrency(sheets: readonly SheetSummary[], chosen: readonly string[]): string | null {
  return firstOfCounted(sheets, chosen, (table) => currencyCodeOf(table.currency));
}

/**
 * Inside the categories step's transaction: a user with no home currency gets the one the imported
 * tables state, if they state one. A home currency once set (by an import or by the user) stays.
 */
export async function proposeHomeCurrency(
  repos: Repositories,
  userId: number,
  sheets: readonly SheetSummary[],
  chosen: readonly string[],
): Promise<void> {
  const stated = statedCurrency(sheets, chosen);
  if (!stated) return;
  const options = await repos.userOptions.of(userId);
  if (options?.homeCurrency) return;
  await repos.userOptions.set(userId, { homeCurrency: stated });
}

/** Reads and changes the user's home currency (the Account view, routes/account.ts). */
export class HomeCurrencyService {
  constructor(private readonly db: Database) {}

  /** The user's home currency, and the one their kept upload states (every table of it, in order). */
  async of(userId: number): Promise<HomeCurrencyDto> {
    const [options, upload] = await Promise.all([this.db.repos.userOptions.of(userId), this.db.repos.uploads.of(userId)]);
    let proposed: string | null = null;
    if (upload) {
      const sheets = JSON.parse(upload.sheets) as SheetSummary[];
      proposed = statedCurrency(sheets, [...new Set(sheets.map((sheet) => sheet.name))]);
    }
    return { home_currency: options?.homeCurrency ?? null, proposed };
  }

  /** Sets (a valid ISO 4217 code, checked by the contract) or forgets (null) the home currency. */
  async set(userId: number, code: string | null): Promise<HomeCurrencyDto> {
    await this.db.writeForUser(userId, (repos) => repos.userOptions.set(userId, { homeCurrency: code }));
    return this.of(userId);
  }
}
