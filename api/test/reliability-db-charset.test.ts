import { CategoryClassification, Transaction } from '../src/db/entities';
import { MYSQL_COLLATION } from '../src/db/migrations/utf8mb4';
import type { ApiClient } from './support/client';
import { testEngines, type Engine } from './support/engines';
import { createTestApp, type TestApp } from './support/test-app';
import { chooseOptions, day, saveCategories, uploadFile, xlsx, type CategoryRow } from './support/workflow';
import { goalBody } from './support/goal-body';

/**
 * on a MySQL database whose default character set is latin1, the tables were
 * created latin1 and non-Latin text answered 500. Tables now state utf8mb4 themselves, and a
 * migration converts those an existing database already has. The same round trips run on SQLite.
 */
const GREEK = 'Ταμείο έκτακτης ανάγκης';
const CHINESE = '应急基金';
const EMOJI = 'Vacation 🏖️🌴';
const PASSWORD = 'κωδικός 密码 🔑🔑';

/** The text round trips every engine must pass: sent, stored, and read back byte for byte. */
async function roundTrips(testApp: TestApp): Promise<void> {
  const client: ApiClient = testApp.client();
  await client.signUp('ann@example.com', { register_password: PASSWORD, register_password2: PASSWORD });
  const again = testApp.client();
  expect((await again.login('ann@example.com', PASSWORD)).status).toBe(200);

  // A net-worth entry.
  expect((await client.put('/networth/api/networth/init-categories')).status).toBe(200);
  for (const name of [GREEK, CHINESE, EMOJI]) {
    const res = await client.post('/networth/api/networth/entries', {
      type: 'asset',
      category: 'Cash',
      name,
      value: 1,
      date: '2025-01-01',
    });
    expect(res.status).toBe(201);
  }
  const dashboard = (await client.get('/networth/api/networth/dashboard')).body;
  expect(dashboard.entries.map((entry: { name: string }) => entry.name).sort()).toEqual([GREEK, CHINESE, EMOJI].sort());

  // A goal's name and a one-time transaction's description.
  const goal = await client.post(
    '/goals/api/goals',
    goalBody({ name: EMOJI, oneTimeTransactions: [{ description: `${GREEK} ${CHINESE}`, amount: 50, date: '2025-09-01' }] }),
  );
  expect(goal.status).toBe(201);
  const listed = (await client.get('/goals/api/savings-goals')).body;
  expect(JSON.stringify(listed)).toContain(JSON.stringify(EMOJI));
  expect(JSON.stringify(listed)).toContain(JSON.stringify(`${GREEK} ${CHINESE}`));

  // An upload whose categories and subcategories are non-Latin, through all three steps.
  const workbook = await xlsx([
    {
      name: 'Λογαριασμός',
      rows: [
        ['Date', 'Category', 'Subcategory', 'Amount'],
        [day('2025-01-03'), '收入', 'Μισθός', 1000],
        [day('2025-01-09'), EMOJI, CHINESE, -80.25],
        [day('2025-01-10'), GREEK, '🍕', -12],
      ],
    },
  ]);
  expect((await uploadFile(client, 'wealth-whisperer', workbook, 'λογαριασμός.xlsx')).status).toBe(200);
  const options = await chooseOptions(client, 'wealth-whisperer', {
    selected_sheets: ['Λογαριασμός'],
    selected_date: '2025-01-01',
    period_type: 'monthly',
  });
  expect(options.status).toBe(200);
  const rows = options.body.data.categories as CategoryRow[];
  const pairs = (list: Array<{ category: string; sub_category?: string; subcategory?: string }>) =>
    list.map((row) => `${row.category} / ${row.sub_category ?? row.subcategory}`).sort();
  const expected = [`收入 / Μισθός`, `${EMOJI} / ${CHINESE}`, `${GREEK} / 🍕`].sort();
  expect(pairs(rows)).toEqual(expected);
  expect((await saveCategories(client, 'wealth-whisperer', rows)).status).toBe(200);
  expect(pairs(await testApp.dataSource.getRepository(CategoryClassification).find())).toEqual(expected);
  expect(pairs(await testApp.dataSource.getRepository(Transaction).find())).toEqual(expected);
}

describe.each(testEngines())('non-Latin text on %s', (engine: Engine) => {
  let testApp: TestApp;

  beforeEach(async () => {
    // On MariaDB, a database whose default character set is latin1.
    testApp = await createTestApp(engine, engine === 'mariadb' ? { mariadbCharset: 'latin1' } : {});
  });

  afterEach(async () => {
    await testApp.close();
  });

  it('is stored and read back unchanged: net-worth entries, goals, and an upload with its categories', async () => {
    await roundTrips(testApp);
  });

  if (engine === 'mariadb') {
    /** Every table of the database (TypeORM's `migrations` included) and its text columns, by collation. */
    /** Every table's and text column's collation but the search text's, binary on purpose (utf8mb4 too; migration 1764650000000). */
    async function collations(): Promise<string[]> {
      const rows: Array<{ collation: string }> = await testApp.dataSource.query(
        `SELECT DISTINCT TABLE_COLLATION AS collation FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE()
         UNION SELECT DISTINCT COLLATION_NAME FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = DATABASE() AND COLLATION_NAME IS NOT NULL
                 AND NOT (TABLE_NAME = 'transactions' AND COLUMN_NAME = 'search_text')`,
      );
      return rows.map((row) => row.collation);
    }

    it('creates every table in utf8mb4 on a new database whose default is latin1', async () => {
      expect(await collations()).toEqual([MYSQL_COLLATION]);
      const [search] = await testApp.dataSource.query<Array<{ collation: string }>>(
        "SELECT COLLATION_NAME AS collation FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = 'transactions' AND COLUMN_NAME = 'search_text'",
      );
      expect(search.collation).toBe('utf8mb4_bin');
    });

    it('converts the latin1 tables of a database migrated before, keeping their rows', async () => {
      // The database as the earlier migrations left it: every table latin1.
      const tables: Array<{ name: string }> = await testApp.dataSource.query(
        "SELECT TABLE_NAME AS name FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() AND TABLE_TYPE = 'BASE TABLE'",
      );
      for (const { name } of tables) await testApp.dataSource.query(`ALTER TABLE \`${name}\` CONVERT TO CHARACTER SET latin1`);
      await testApp.dataSource.query("DELETE FROM migrations WHERE name = 'Utf8mb41764500000000'");
      expect(await collations()).not.toContain(MYSQL_COLLATION);
      const plans = await testApp.dataSource.query('SELECT id, plan_name FROM pricing_plans ORDER BY id');

      const applied = await testApp.dataSource.runMigrations({ transaction: 'each' });
      expect(applied.map((migration) => migration.name)).toEqual(['Utf8mb41764500000000']);
      expect(await collations()).toEqual([MYSQL_COLLATION]);
      expect(await testApp.dataSource.query('SELECT id, plan_name FROM pricing_plans ORDER BY id')).toEqual(plans);
      await roundTrips(testApp);
    });
  }
});
