import type { EntityManager, Repository } from 'typeorm';
import type { TransactionType } from '../contracts/workflow';
import { CurrencyRate, Import } from '../db/entities';
import { updateOrInsert } from '../db/update-or-insert';

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

/** Rows written per UPDATE when rows are converted again: 3,500 parameters, far below either engine's limit. */
const ROWS_PER_UPDATE = 500;

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

  /** The rate the user gave from `currency` to `homeCurrency`, or null (none, or one to another home currency). */
  async rate(userId: number, currency: string, homeCurrency: string): Promise<string | null> {
    return (await this.rates.findOneBy({ userId, currency, homeCurrency }))?.rate ?? null;
  }

  /** Sets the rate from `currency` to `homeCurrency`, in place of any the user gave for `currency` before (db/update-or-insert.ts). */
  async set(userId: number, currency: string, homeCurrency: string, rate: string, now: number): Promise<void> {
    const changes = { homeCurrency, rate, updatedAt: now };
    await updateOrInsert(this.rates, { userId, currency }, changes, { userId, currency, ...changes });
  }

  /**
   * Converts the user's rows kept in `currency` (current or not) again from their amounts and
   * contributions as written, `convert` giving each converted figure: a matched transfer keeps
   * counting nothing and holds its converted contribution for an unmatch. Rows are read once and
   * written ROWS_PER_UPDATE at a time, each statement naming its rows by key.
   */
  async reconvert(userId: number, currency: string, convert: (hundredths: number) => number): Promise<void> {
    const rows = await this.manager.query<
      Array<{ seq: number | string; amount: number | string; contribution: number | string; transfer_of: number | string | null }>
    >(
      `SELECT seq, original_amount_cents AS amount, original_contribution_cents AS contribution, transfer_of
         FROM transactions WHERE user_id = ? AND original_currency = ?`,
      [userId, currency],
    );
    for (let start = 0; start < rows.length; start += ROWS_PER_UPDATE) {
      const batch = rows.slice(start, start + ROWS_PER_UPDATE).map((row) => {
        const contribution = convert(Number(row.contribution));
        const matched = row.transfer_of !== null;
        return {
          seq: Number(row.seq),
          amount: convert(Number(row.amount)),
          counted: matched ? 0 : contribution,
          kept: matched ? contribution : null,
        };
      });
      const cases = (field: 'amount' | 'counted' | 'kept') => ({
        sql: `CASE seq ${batch.map(() => 'WHEN ? THEN ?').join(' ')} END`,
        params: batch.flatMap((row) => [row.seq, row[field]]),
      });
      const [amount, counted, kept] = [cases('amount'), cases('counted'), cases('kept')];
      await this.manager.query(
        `UPDATE transactions SET amount_cents = ${amount.sql}, contribution_cents = ${counted.sql}, transfer_contribution_cents = ${kept.sql}
          WHERE user_id = ? AND seq IN (${batch.map(() => '?').join(', ')})`,
        [...amount.params, ...counted.params, ...kept.params, userId, ...batch.map((row) => row.seq)],
      );
    }
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
