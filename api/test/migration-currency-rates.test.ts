import { createDataSource } from '../src/db/data-source';
import { CurrencyRates1764700000000 } from '../src/db/migrations/1764700000000-CurrencyRates';
import { testEngines } from './support/engines';
import { schemaBefore, scratchDatabase } from './support/scratch-database';

const USER =
  "INSERT INTO users (email, password_hash, plan_id, plan_paid, template_id, trial_ends_at, created_at) VALUES (?, 'x', 1, 0, 'wealth-whisperer', 0, 0)";
const ROW = `INSERT INTO transactions (user_id, seq, date, category, subcategory, amount_cents, contribution_cents, type, counted)
             VALUES (1, 0, '2025-03-02', 'Housing', 'Rent', 210050, 210050, 'Expense', 1)`;

/**
 * The rates migration on a database that holds rows: every row is kept as it was, read in the home
 * currency (no original amount); the user has no rates; down() drops the table and the columns and
 * up() adds them again.
 */
describe.each(testEngines())('currency rates migration on %s', (engine) => {
  it('keeps the rows with no original amount, starts with no rates, and goes down and up again', async () => {
    const database = await scratchDatabase(engine);
    try {
      await schemaBefore(database.url, CurrencyRates1764700000000, async (before) => {
        await before.query(USER, ['ann@example.com']);
        await before.query(ROW);
      });

      const after = createDataSource(database.url);
      await after.initialize();
      try {
        const applied = await after.runMigrations({ transaction: 'each' });
        expect(applied.map((migration) => migration.name)).toContain('CurrencyRates1764700000000');
        const rows = () =>
          after.query<Array<Record<string, unknown>>>(
            'SELECT amount_cents, original_amount_cents, original_contribution_cents, original_currency FROM transactions',
          );
        expect((await rows()).map((row) => [Number(row.amount_cents), row.original_amount_cents, row.original_currency])).toEqual([
          [210050, null, null],
        ]);
        expect(await after.query('SELECT * FROM currency_rates')).toEqual([]);
        await after.query(
          "INSERT INTO currency_rates (user_id, currency, home_currency, rate, updated_at) VALUES (1, 'CHF', 'USD', '1.12', 1000)",
        );
        // The rate is the user's: it goes with them.
        await expect(
          after.query("INSERT INTO currency_rates (user_id, currency, home_currency, rate, updated_at) VALUES (99, 'EUR', 'USD', '1', 1)"),
        ).rejects.toThrow();

        while ((await after.query<unknown[]>("SELECT * FROM migrations WHERE name = 'CurrencyRates1764700000000'")).length > 0)
          await after.undoLastMigration({ transaction: 'each' });
        const kept = await after.query<Array<Record<string, unknown>>>('SELECT * FROM transactions');
        expect(Object.keys(kept[0])).not.toContain('original_currency');
        expect(Number(kept[0].amount_cents)).toBe(210050);
        await expect(after.query('SELECT * FROM currency_rates')).rejects.toThrow();

        await after.runMigrations({ transaction: 'each' });
        expect((await rows()).map((row) => row.original_contribution_cents)).toEqual([null]);
      } finally {
        await after.destroy();
      }
    } finally {
      await database.drop();
    }
  });
});
