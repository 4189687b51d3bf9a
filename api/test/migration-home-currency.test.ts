import { createDataSource } from '../src/db/data-source';
import { HomeCurrency1764680000000 } from '../src/db/migrations/1764680000000-HomeCurrency';
import { testEngines } from './support/engines';
import { schemaBefore, scratchDatabase } from './support/scratch-database';

const USER =
  "INSERT INTO users (email, password_hash, plan_id, plan_paid, template_id, trial_ends_at, created_at) VALUES (?, 'x', 1, 0, 'wealth-whisperer', 0, 0)";
const OPTIONS = "INSERT INTO user_options (user_id, pay_period_type, last_update_timestamp) VALUES (?, 'monthly', 1000)";

/**
 * The home-currency migration on a database that holds users' options: every user's options are
 * kept, with no home currency (the next import that states one sets it); down() drops the column
 * and up() adds it again.
 */
describe.each(testEngines())('home currency migration on %s', (engine) => {
  it('adds an empty home currency to the kept options, and goes down and up again', async () => {
    const database = await scratchDatabase(engine);
    try {
      await schemaBefore(database.url, HomeCurrency1764680000000, async (before) => {
        await before.query(USER, ['ann@example.com']);
        await before.query(OPTIONS, [1]);
      });

      const after = createDataSource(database.url);
      await after.initialize();
      try {
        const applied = await after.runMigrations({ transaction: 'each' });
        expect(applied.map((migration) => migration.name)).toContain('HomeCurrency1764680000000');
        const read = () => after.query<Array<Record<string, unknown>>>('SELECT user_id, pay_period_type, home_currency FROM user_options');
        expect((await read()).map((row) => [Number(row.user_id), row.pay_period_type, row.home_currency])).toEqual([[1, 'monthly', null]]);
        await after.query("UPDATE user_options SET home_currency = 'CHF'");

        // Down (this is the last migration, or the ones after it go first), then up again.
        while ((await after.query<unknown[]>("SELECT * FROM migrations WHERE name = 'HomeCurrency1764680000000'")).length > 0)
          await after.undoLastMigration({ transaction: 'each' });
        const columns = await after.query<Array<Record<string, unknown>>>('SELECT * FROM user_options');
        expect(Object.keys(columns[0])).not.toContain('home_currency');
        expect(columns[0]).toMatchObject({ pay_period_type: 'monthly' });

        await after.runMigrations({ transaction: 'each' });
        expect((await read()).map((row) => row.home_currency)).toEqual([null]);
      } finally {
        await after.destroy();
      }
    } finally {
      await database.drop();
    }
  });
});
