import { DataSource } from 'typeorm';
import { createDataSource, dataSourceOptions } from '../src/db/data-source';
import { migrations } from '../src/db/migrations';
import { TransactionSearchText1764650000000 } from '../src/db/migrations/1764650000000-TransactionSearchText';
import { TransactionListService } from '../src/services/transactions';
import { testEngines } from './support/engines';
import { scratchDatabase } from './support/scratch-database';

/**
 * The search-text migration on a database that already holds an import's rows: each row gets its
 * lower-cased search text (non-ASCII letters folded too), so the list's search finds it.
 */
describe.each(testEngines())('search text migration on %s', (engine) => {
  it('gives every kept row its search text', async () => {
    const database = await scratchDatabase(engine);
    try {
      const before = new DataSource({
        ...dataSourceOptions(database.url),
        migrations: migrations.slice(0, migrations.indexOf(TransactionSearchText1764650000000)),
      });
      await before.initialize();
      try {
        await before.runMigrations({ transaction: 'each' });
        await before.query(
          "INSERT INTO users (email, password_hash, plan_id, plan_paid, template_id, trial_ends_at, created_at) VALUES ('ann@example.com', 'x', 1, 0, 'wealth-whisperer', 0, 0)",
        );
        await before.query(
          "INSERT INTO imports (user_id, created_at, source, file_name, options, row_count, income_cents, expenses_cents, savings_cents, latest_date, classifications, spending_analysis, transaction_analysis, savings_subcategories, current) VALUES (1, 0, 'file', 'a.xlsx', '{}', 3, 0, 1570, 0, '2025-01-05', '[]', '{}', '{}', '[]', 1)",
        );
        for (const [seq, description, category, cents] of [
          [0, 'CAFÉ DE FLORE', 'Food', 1250],
          [1, 'Le café du coin', 'Food', 320],
          [2, 'Lunch', 'École', 705],
        ] as const) {
          await before.query(
            "INSERT INTO transactions (user_id, seq, import_id, date, category, subcategory, amount_cents, contribution_cents, type, counted, description, sheet, sheet_row) VALUES (1, ?, 1, '2025-01-05', ?, 'Misc', ?, ?, 'Expense', 1, ?, 'Log', ?)",
            [seq, category, -cents, cents, description, seq + 1],
          );
        }
      } finally {
        await before.destroy();
      }

      const after = createDataSource(database.url);
      await after.initialize();
      try {
        const applied = await after.runMigrations({ transaction: 'each' });
        expect(applied.map((migration) => migration.name)).toContain('TransactionSearchText1764650000000');
        const list = new TransactionListService(after);
        expect(await list.page(1, { q: 'CAFÉ' })).toMatchObject({ count: 2, totals: { expenses: 15.7 } });
        expect((await list.page(1, { q: 'éCOLE' })).items.map((item) => item.description)).toEqual(['Lunch']);
      } finally {
        await after.destroy();
      }
    } finally {
      await database.drop();
    }
  });
});
