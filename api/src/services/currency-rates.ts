import type { DataSource } from 'typeorm';
import type { CurrencyRatesDto } from '../contracts/rates';
import { addToSums, analyse, emptySums, MonthlySums, savingsSubCategoryNames } from '../domain/analysis';
import type { DatedTransactions, WorkflowOptions } from '../domain/workbook/types';
import { badRequest } from '../errors';
import { message } from '../i18n';
import type { Clock } from './clock';
import { Database, type Repositories } from '../repositories/database';
import { datedTransactionsOnDemand } from '../domain/workbook';
import { statedCurrency } from './home-currency';
import type { SheetSummary, WorkflowStore } from './workflow-store';
import { refreshPicture } from './picture';
import { conversionFor, convertedTransactions, converter, type Conversion, type CountedTransaction } from './currency-conversion';

export const HOME_CURRENCY_NEEDS_NO_RATE = message('rates.homeNeedsNoRate');
export const NO_HOME_CURRENCY = message('rates.noHomeCurrency');

/**
 * Sources in other currencies (docs/decisions/money-format.md, "Rates"): a reading that states a
 * currency other than the user's home currency is counted converted at the rate the user gave for
 * it, once per currency, without any look-up. Each row is converted once, half to even
 * (domain/currency-rates.ts convertHundredths), and keeps its amount as written beside the converted
 * one; totals are sums of the converted rows. A new rate converts the kept rows again from those
 * originals and re-analyses the imports holding them.
 */

/**
 * The categories step's dated transactions, counted in the user's home currency: converted at the
 * user's rate when the chosen tables state another currency (a 409 asking for the rate when there
 * is none yet: conversionFor), asked before the kept workbook is read.
 */
export async function datedInHomeCurrency(
  repos: Repositories,
  userId: number,
  upload: { revision: string; summaries: readonly SheetSummary[] },
  options: WorkflowOptions,
  store: Pick<WorkflowStore, 'workbook'>,
): Promise<DatedTransactions & Iterable<CountedTransaction>> {
  const conversion = await conversionFor(repos, userId, statedCurrency(upload.summaries, options.selected_sheets));
  return convertedTransactions(datedTransactionsOnDemand(await store.workbook(userId, upload.revision), options), conversion);
}

/**
 * Converts the user's rows kept in `currency` again at `rate`, from their originals, then
 * makes each import holding them count them anew: its sums and its own analysis, as addImport
 * (workflow-store.ts) recorded them; then the picture (picture.ts).
 */
async function reanalyse(repos: Repositories, userId: number, conversion: Conversion): Promise<void> {
  await repos.rates.reconvert(userId, conversion.from, converter(conversion));
  for (const importId of await repos.rates.importsIn(userId, conversion.from)) {
    const record = await repos.imports.own(userId, importId);
    if (!record) continue;
    const rows = await repos.rates.importRows(userId, importId);
    const sums = emptySums();
    const monthly = new MonthlySums();
    let latest: string | null = null;
    for (const row of rows) {
      addToSums(sums, row.type, row.contributionCents);
      monthly.add(row.date, row.type, row.contributionCents);
      if (row.counted && row.type !== 'Ignore' && (latest === null || row.date > latest)) latest = row.date;
    }
    const kept = rows.filter((row) => row.counted && row.type !== 'Ignore');
    const result = analyse([], [], JSON.parse(record.options) as WorkflowOptions, new Date(record.createdAt).toISOString(), kept);
    await repos.rates.recordImport(userId, importId, {
      rowCount: sums.count,
      incomeCents: sums.income,
      expensesCents: sums.expenses,
      savingsCents: sums.savings,
      latestDate: latest,
      windowSums: JSON.stringify(latest ? monthly.windows(latest) : {}),
      spendingAnalysis: JSON.stringify(result.spending_analysis),
      transactionAnalysis: JSON.stringify(result.transaction_analysis),
      savingsSubcategories: JSON.stringify(savingsSubCategoryNames(result.transaction_analysis)),
    });
  }
  await refreshPicture(repos, userId);
}

/** Reads and sets the user's rates (`/account/rates`, routes/rates.ts). */
export class CurrencyRateService {
  private readonly db: Database;

  constructor(
    dataSource: DataSource,
    private readonly clock: Clock,
  ) {
    this.db = Database.of(dataSource);
  }

  async of(userId: number): Promise<CurrencyRatesDto> {
    const [options, rates] = await Promise.all([this.db.repos.userOptions.of(userId), this.db.repos.rates.of(userId)]);
    const home = options?.homeCurrency ?? null;
    // Rates given while another currency was the home one convert to it: they are asked again.
    return {
      home_currency: home,
      rates: rates.filter((entry) => entry.homeCurrency === home).map(({ currency, rate }) => ({ currency, rate })),
    };
  }

  /**
   * Sets the rate of `currency` (a valid code and a normalised rate, checked by the route) and, when
   * it changed, counts the user's rows in that currency anew, all in one transaction under the
   * user's lock: a refused rate (400) changes nothing.
   */
  async set(userId: number, currency: string, rate: string): Promise<CurrencyRatesDto> {
    await this.db.writeForUser(userId, async (repos) => {
      const home = (await repos.userOptions.of(userId))?.homeCurrency ?? null;
      if (!home) throw badRequest(NO_HOME_CURRENCY);
      if (home === currency) throw badRequest(HOME_CURRENCY_NEEDS_NO_RATE);
      if ((await repos.rates.rate(userId, currency, home)) === rate) return;
      await repos.rates.set(userId, currency, home, rate, this.clock.now());
      await reanalyse(repos, userId, { from: currency, to: home, rate });
    });
    return this.of(userId);
  }
}
