import { createDataSource } from '../src/db/data-source';
import { migrations } from '../src/db/migrations';
import { LiveRows1764670000000 } from '../src/db/migrations/1764670000000-LiveRows';
import { systemClock } from '../src/services/clock';
import { SourcesService } from '../src/services/sources';
import { TransactionListService } from '../src/services/transactions';
import { testEngines } from './support/engines';
import { schemaBefore, scratchDatabase } from './support/scratch-database';

const USER =
  "INSERT INTO users (email, password_hash, plan_id, plan_paid, template_id, trial_ends_at, created_at) VALUES (?, 'x', 1, 0, 'wealth-whisperer', 0, 0)";
const SOURCE = "INSERT INTO sources (user_id, name, kind, currency, created_at) VALUES (?, 'Budget', 'workbook', NULL, 0)";
const IMPORT = `INSERT INTO imports (user_id, source_id, created_at, source, file_name, options, row_count, income_cents, expenses_cents,
                                     savings_cents, latest_date, classifications, spending_analysis, transaction_analysis,
                                     savings_subcategories, current)
                VALUES (?, ?, ?, 'file', 'budget.xlsx', '{"selected_sheets":["Log"]}', ?, 0, ?, 0, ?, '[]', '{}', '{}', '[]', ?)`;
const ROW = `INSERT INTO transactions (user_id, seq, import_id, date, category, subcategory, amount_cents, contribution_cents, type, counted)
             VALUES (?, ?, ?, ?, 'Food', 'Groceries', -100, 100, 'Expense', 1)`;

/**
 * The live-rows migration on a database that holds imports: the rows of each user's current import
 * become live (what the list reads), the others not; down() gives the previous release its indexes
 * and one current import per user back, and up() runs again on what down() left.
 */
describe.each(testEngines())('live rows migration on %s', (engine) => {
  it('makes the current import’s rows live, and goes down and up again', async () => {
    const database = await scratchDatabase(engine);
    try {
      await schemaBefore(database.url, LiveRows1764670000000, async (before) => {
        await before.query(USER, ['ann@example.com']);
        await before.query(SOURCE, [1]);
        // An older import (not current), then the current one.
        await before.query(IMPORT, [1, 1, 1_000, 1, 100, '2024-12-01', 0]);
        await before.query(IMPORT, [1, 1, 2_000, 2, 200, '2025-02-09', 1]);
        await before.query(ROW, [1, 0, 1, '2024-12-01']);
        await before.query(ROW, [1, 1, 2, '2025-01-04']);
        await before.query(ROW, [1, 2, 2, '2025-02-09']);
      });

      const after = createDataSource(database.url);
      await after.initialize();
      try {
        const applied = await after.runMigrations({ transaction: 'each' });
        expect(applied.map((migration) => migration.name)).toContain('LiveRows1764670000000');
        const live = await after.query<Array<{ seq: number | string; live: number | string | boolean }>>(
          'SELECT seq, live FROM transactions ORDER BY seq',
        );
        expect(live.map((row) => [Number(row.seq), Number(row.live)])).toEqual([
          [0, 0],
          [1, 1],
          [2, 1],
        ]);
        const page = await new TransactionListService(after).page(1, {});
        expect(page).toMatchObject({ count: 2, totals: { expenses: 2 } });
        expect(page.items.map((item) => item.date)).toEqual(['2025-02-09', '2025-01-04']);
        expect((await new SourcesService(after, systemClock).list(1)).sources).toEqual([
          expect.objectContaining({ rows: 2, first_date: '2025-01-04', last_date: '2025-02-09', imports: 2 }),
        ]);

        // A second current import (as an account source holds them), then down: one current per user again.
        await after.query('UPDATE imports SET current = 1');
        // The migrations after this one first, so that the last undone is this one's down().
        for (let later = migrations.length - 1; later >= migrations.indexOf(LiveRows1764670000000); later -= 1)
          await after.undoLastMigration({ transaction: 'each' });
        const current = await after.query<Array<{ id: number | string }>>('SELECT id FROM imports WHERE current = 1');
        expect(current.map((row) => Number(row.id))).toEqual([2]);
        const columns = await after.query<Array<Record<string, unknown>>>('SELECT * FROM transactions WHERE seq = 0');
        expect(Object.keys(columns[0])).not.toContain('live');

        await after.runMigrations({ transaction: 'each' });
        const again = await after.query<Array<{ live: number | string | boolean }>>('SELECT live FROM transactions ORDER BY seq');
        expect(again.map((row) => Number(row.live))).toEqual([0, 1, 1]);
      } finally {
        await after.destroy();
      }
    } finally {
      await database.drop();
    }
  });
});
