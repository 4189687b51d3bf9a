import { createDataSource } from '../src/db/data-source';
import { Sources1764660000000 } from '../src/db/migrations/1764660000000-Sources';
import { systemClock } from '../src/services/clock';
import { ImportHistoryService } from '../src/services/imports';
import { SourcesService } from '../src/services/sources';
import { testEngines } from './support/engines';
import { schemaBefore, scratchDatabase } from './support/scratch-database';

const USER =
  "INSERT INTO users (email, password_hash, plan_id, plan_paid, template_id, trial_ends_at, created_at) VALUES (?, 'x', 1, 0, 'wealth-whisperer', 0, 0)";
const IMPORT = `INSERT INTO imports (user_id, created_at, source, file_name, options, row_count, income_cents, expenses_cents, savings_cents,
                                     latest_date, classifications, spending_analysis, transaction_analysis, savings_subcategories, current)
                VALUES (?, ?, ?, ?, '{"selected_sheets":["Log"]}', ?, 0, 0, 0, NULL, '[]', '{}', '{}', '[]', ?)`;
const ROW = `INSERT INTO transactions (user_id, seq, import_id, date, category, subcategory, amount_cents, contribution_cents, type, counted)
             VALUES (?, ?, ?, ?, 'Food', 'Groceries', -100, -100, 'Expense', 1)`;

/**
 * The sources migration on a database that already holds imports: every user with imports gets one
 * workbook source named after their newest import's file ("Google Sheet" for a sheet, "My budget"
 * without a name) holding all their imports; a user without imports gets none; nothing is lost.
 */
describe.each(testEngines())('sources migration on %s', (engine) => {
  it('gives each user with imports one workbook source holding all of them', async () => {
    const database = await scratchDatabase(engine);
    try {
      await schemaBefore(database.url, Sources1764660000000, async (before) => {
        for (const email of ['ann@example.com', 'bob@example.com', 'cat@example.com', 'dan@example.com']) await before.query(USER, [email]);
        // Ann: an older import, then the current one, newest by time though inserted first.
        await before.query(IMPORT, [1, 2_000, 'file', 'Budget 2025.xlsx', 2, 1]);
        await before.query(IMPORT, [1, 1_000, 'file', 'old.csv', 1, 0]);
        await before.query(ROW, [1, 0, 1, '2025-01-04']);
        await before.query(ROW, [1, 1, 1, '2025-02-09']);
        await before.query(ROW, [1, 2, 2, '2024-12-01']);
        // Bob's newest import is a Google Sheet (its file name is the sheet's id); Cat's names no file; Dan has none.
        await before.query(IMPORT, [2, 5_000, 'file', 'first.xlsx', 0, 0]);
        await before.query(IMPORT, [2, 6_000, 'googleSheet', '1AbCdEfGh', 0, 1]);
        await before.query(IMPORT, [3, 7_000, 'file', null, 0, 1]);
      });

      const after = createDataSource(database.url);
      await after.initialize();
      try {
        const applied = await after.runMigrations({ transaction: 'each' });
        expect(applied.map((migration) => migration.name)).toContain('Sources1764660000000');
        const sources = new SourcesService(after, systemClock);

        expect(await sources.list(1)).toEqual({
          sources: [
            {
              id: expect.any(Number),
              name: 'Budget 2025',
              kind: 'workbook',
              currency: null,
              rows: 2,
              first_date: '2025-01-04',
              last_date: '2025-02-09',
              imports: 2,
              last_import_at: new Date(2_000).toISOString(),
            },
          ],
        });
        expect((await sources.list(2)).sources).toEqual([
          expect.objectContaining({ name: 'Google Sheet', kind: 'workbook', rows: 0, first_date: null, imports: 2 }),
        ]);
        expect((await sources.list(3)).sources).toEqual([expect.objectContaining({ name: 'My budget', imports: 1 })]);
        expect(await sources.list(4)).toEqual({ sources: [] });

        // Every import is its user's source's, and nothing was lost.
        for (const userId of [1, 2, 3]) {
          const [source] = (await sources.list(userId)).sources;
          const imports = (await new ImportHistoryService(after).list(userId)).imports;
          expect(imports.map((entry) => entry.source_id)).toEqual(imports.map(() => source.id));
        }
        const [{ n: importCount }] = await after.query<Array<{ n: number | string }>>('SELECT COUNT(*) AS n FROM imports');
        const [{ n: rowCount }] = await after.query<Array<{ n: number | string }>>('SELECT COUNT(*) AS n FROM transactions');
        expect([Number(importCount), Number(rowCount)]).toEqual([5, 3]);
        const [{ created_at }] = await after.query<Array<{ created_at: number | string }>>(
          'SELECT created_at FROM sources WHERE user_id = 1',
        );
        expect(Number(created_at)).toBe(1_000);
      } finally {
        await after.destroy();
      }
    } finally {
      await database.drop();
    }
  });
});
