import type { EntityManager, Repository } from 'typeorm';
import type { TransactionType } from '../contracts/workflow';
import { CurrencyRate, Import } from '../db/entities';

/** One row of an import as its sums and its own analysis count it (services/currency-rates.ts). */
export interface ImportRowFigures {
  date: string;
  category: string;
  subcategory: string;
  type: TransactionType;
  counted: boolean;
  /** What the analysis added, a matched transfer's included (its `transfer_contribution_cents`). */
  contributionCents: number;
}

/**
 * The user's rates (docs/decisions/money-format.md, "Rates") and the rows kept in another currency.
 * Every statement names the owner; writes run in the caller's transaction under the user's lock.
 */
export class CurrencyRateRepository {
  private readonly rates: Repository<CurrencyRate>;

  constructor(private readonly manager: EntityManager) {
    this.rates = manager.getRepository(CurrencyRate);
  }

  /** The user's rates, by currency code. */
  async of(userId: number): Promise<CurrencyRate[]> {
    return this.rates.find({ where: { userId }, order: { currency: 'ASC' } });
  }

  /** The rate the user gave for `currency`, or null. */
  async rate(userId: number, currency: string): Promise<string | null> {
    return (await this.rates.findOneBy({ userId, currency }))?.rate ?? null;
  }

  async set(userId: number, currency: string, rate: string, now: number): Promise<void> {
    if (await this.rates.existsBy({ userId, currency })) await this.rates.update({ userId, currency }, { rate, updatedAt: now });
    else await this.rates.insert({ userId, currency, rate, updatedAt: now });
  }

  /** The distinct (amount, contribution) pairs, as written, of the user's rows kept in `currency` (current or not). */
  async originals(userId: number, currency: string): Promise<Array<{ amount: number; contribution: number }>> {
    const rows = await this.manager.query<Array<{ amount: number | string; contribution: number | string }>>(
      `SELECT DISTINCT original_amount_cents AS amount, original_contribution_cents AS contribution
         FROM transactions WHERE user_id = ? AND original_currency = ?`,
      [userId, currency],
    );
    return rows.map((row) => ({ amount: Number(row.amount), contribution: Number(row.contribution) }));
  }

  /**
   * Gives the user's rows written as (`original.amount`, `original.contribution`) in `currency` their
   * converted figures: a matched transfer keeps counting nothing and holds the converted
   * contribution for an unmatch (`transfer_contribution_cents`).
   */
  async reconvert(
    userId: number,
    currency: string,
    original: { amount: number; contribution: number },
    converted: { amount: number; contribution: number },
  ): Promise<void> {
    await this.manager.query(
      `UPDATE transactions SET amount_cents = ?,
              contribution_cents = CASE WHEN transfer_of IS NULL THEN ? ELSE 0 END,
              transfer_contribution_cents = CASE WHEN transfer_of IS NULL THEN transfer_contribution_cents ELSE ? END
        WHERE user_id = ? AND original_currency = ? AND original_amount_cents = ? AND original_contribution_cents = ?`,
      [converted.amount, converted.contribution, converted.contribution, userId, currency, original.amount, original.contribution],
    );
  }

  /** The ids of the user's imports holding rows kept in `currency`. */
  async importsIn(userId: number, currency: string): Promise<number[]> {
    const rows = await this.manager.query<Array<{ id: number | string }>>(
      'SELECT DISTINCT import_id AS id FROM transactions WHERE user_id = ? AND original_currency = ? AND import_id IS NOT NULL',
      [userId, currency],
    );
    return rows.map((row) => Number(row.id));
  }

  /** Every row of the import, as its sums count them (a matched transfer with the contribution it had). */
  async importRows(userId: number, importId: number): Promise<ImportRowFigures[]> {
    const rows = await this.manager.query<
      Array<{
        date: string;
        category: string;
        subcategory: string;
        type: TransactionType;
        counted: number | boolean | string;
        contribution: number | string;
      }>
    >(
      `SELECT date, category, subcategory, type, counted,
              CASE WHEN transfer_of IS NULL THEN contribution_cents ELSE transfer_contribution_cents END AS contribution
         FROM transactions WHERE user_id = ? AND import_id = ? ORDER BY seq`,
      [userId, importId],
    );
    return rows.map((row) => ({
      date: row.date,
      category: row.category,
      subcategory: row.subcategory,
      type: row.type,
      counted: Number(row.counted) === 1 || row.counted === true,
      contributionCents: Number(row.contribution),
    }));
  }

  /** An import's sums and its own analysis, made again (services/currency-rates.ts). */
  async recordImport(
    userId: number,
    importId: number,
    figures: Pick<
      Import,
      | 'rowCount'
      | 'incomeCents'
      | 'expensesCents'
      | 'savingsCents'
      | 'latestDate'
      | 'windowSums'
      | 'spendingAnalysis'
      | 'transactionAnalysis'
      | 'savingsSubcategories'
    >,
  ): Promise<void> {
    await this.manager.getRepository(Import).update({ id: importId, userId }, figures);
  }
}
