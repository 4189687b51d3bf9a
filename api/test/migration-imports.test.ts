import { createDataSource } from '../src/db/data-source';
import { Imports1764630000000 } from '../src/db/migrations/1764630000000-Imports';
import { TransactionListService } from '../src/services/transactions';
import { ImportHistoryService } from '../src/services/imports';
import { testEngines } from './support/engines';
import { schemaBefore, scratchDatabase } from './support/scratch-database';

/**
 * The imports migration on a database that already holds a user's transactions and analysis: the
 * user gets one current import holding them (their classifications and analysis as they are), and
 * the list reads the rows with what the analysis counted of each.
 */
describe.each(testEngines())('imports migration on %s', (engine) => {
  it('turns each stored analysis into the user’s current import', async () => {
    const database = await scratchDatabase(engine);
    try {
      await schemaBefore(database.url, Imports1764630000000, async (before) => {
        await before.query(
          "INSERT INTO users (email, password_hash, plan_id, plan_paid, template_id, trial_ends_at, created_at) VALUES ('ann@example.com', 'x', 1, 0, 'wealth-whisperer', 0, 0)",
        );
        await before.query(
          'INSERT INTO workflow_uploads (user_id, revision, template_id, source, file_name, google_sheet_id, sheets, part_count, options, uploaded_at) VALUES (1, \'r\', \'wealth-whisperer\', \'file\', \'budget.xlsx\', NULL, \'[]\', 0, \'{"selected_sheets":["Log"],"selected_date":"2025-01-01","period_type":"monthly"}\', 0)',
        );
        await before.query(
          "INSERT INTO category_classifications (user_id, pair_key, category, subcategory, transaction_type, reversal) VALUES (1, 'k1', 'Food', 'Groceries', 'Expense', 0)",
        );
        // Rows as the previous release stored them: the contribution in amount_cents (ignored rows: the sheet's amount).
        await before.query(
          "INSERT INTO transactions (user_id, seq, date, category, subcategory, amount_cents, type, counted) VALUES (1, 0, '2025-01-03', 'Income', 'Salary', 200000, 'Income', 1)",
        );
        await before.query(
          "INSERT INTO transactions (user_id, seq, date, category, subcategory, amount_cents, type, counted) VALUES (1, 1, '2025-01-09', 'Food', 'Groceries', 4050, 'Expense', 1)",
        );
        await before.query(
          "INSERT INTO transactions (user_id, seq, date, category, subcategory, amount_cents, type, counted) VALUES (1, 2, '2025-01-10', 'Transfer', 'Card', -30000, 'Ignore', 1)",
        );
        await before.query(
          "INSERT INTO transactions (user_id, seq, date, category, subcategory, amount_cents, type, counted) VALUES (1, 3, '2024-12-10', 'Food', 'Groceries', 999, 'Expense', 0)",
        );
        await before.query(
          'INSERT INTO analyses (user_id, spending_analysis, transaction_analysis, savings_subcategories, last_updated) VALUES (1, \'{"period_data":{}}\', \'{"message":"ok"}\', \'[]\', 1747215000000)',
        );
      });

      const after = createDataSource(database.url);
      await after.initialize();
      try {
        const applied = await after.runMigrations({ transaction: 'each' });
        expect(applied.map((migration) => migration.name)).toContain('Imports1764630000000');
        expect(await new ImportHistoryService(after).list(1)).toEqual({
          imports: [
            {
              id: expect.any(Number),
              created_at: '2025-05-14T09:30:00.000Z',
              file_name: 'budget.xlsx',
              source: 'file',
              source_id: expect.any(Number),
              selected_sheets: ['Log'],
              rows: 4,
              totals: { income: 2000, expenses: 40.5, savings: 0 },
              current: true,
            },
          ],
        });
        const page = await new TransactionListService(after).page(1, { window: 'LY' });
        expect(page.count).toBe(4);
        expect(page.totals).toEqual({ income: 2000, expenses: 40.5, savings: 0 });
        expect(page.items.map((item) => [item.date, item.contribution])).toEqual([
          ['2025-01-10', 0],
          ['2025-01-09', 40.5],
          ['2025-01-03', 2000],
          ['2024-12-10', 0],
        ]);
        const [stored] = await after.query<Array<{ classifications: string }>>('SELECT classifications FROM imports');
        expect(JSON.parse(stored.classifications)).toEqual([
          { category: 'Food', sub_category: 'Groceries', transaction_type: 'Expense', reversal: false },
        ]);
      } finally {
        await after.destroy();
      }
    } finally {
      await database.drop();
    }
  });
});
