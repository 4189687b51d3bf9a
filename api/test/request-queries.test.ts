/**
 * What the busiest requests ask of the database, counted over HTTP on SQLite and MariaDB through
 * TypeORM's logger: every statement is a round trip, and under load each one is a turn of the event
 * loop a request waits for (docs/operations.md, Load). A signed-in request reads its session and
 * user in one statement; a sign-in takes and releases its throttle locks in one statement each,
 * forgets its attempts in one, and reads nothing back after it writes the session; an upload reads
 * the month's uses once before the body and once under the user's lock. On MySQL transactions read
 * committed data, so no write reads first whether there is anything to lock (db/mysql-limits.ts).
 */
import { useTestApp } from './support/test-app';
import { describeOnMariadb, testEngines } from './support/engines';
import { chooseOptions, csv, saveCategories, uploadFile, type CategoryRow } from './support/workflow';

const TEMPLATE = 'wealth-whisperer';
const FILE = csv([
  ['Date', 'Category', 'Amount'],
  ['2025-01-02', 'Salary', '3000.00'],
  ['2025-01-05', 'Food', '-4.50'],
]);

describe.each(testEngines())('the round trips of the busiest requests on %s', (engine) => {
  const testApp = useTestApp(engine);

  async function statementsOf(run: () => Promise<{ status: number }>, status = 200): Promise<string[]> {
    const queries: string[] = [];
    const spy = jest.spyOn(testApp().dataSource.logger, 'logQuery').mockImplementation((query: string) => {
      queries.push(query.replace(/\s+/g, ' '));
    });
    try {
      expect((await run()).status).toBe(status);
      return queries;
    } finally {
      spy.mockRestore();
    }
  }

  const matching = (queries: string[], pattern: RegExp) => queries.filter((query) => pattern.test(query));

  it('reads a signed-in request’s session and user in one statement', async () => {
    const client = testApp().client();
    await client.signUp('ann@example.com', { template_id: TEMPLATE });
    const queries = await statementsOf(() => client.get('/goals/api/savings-goals'));
    expect(matching(queries, /FROM [`"]sessions[`"]/)).toEqual([expect.stringMatching(/JOIN [`"]users[`"]/)]);
    expect(matching(queries, /FROM [`"]users[`"]/)).toEqual([]);
    expect(queries).toHaveLength(2);
  });

  it('signs in with one statement per lock step, one to read the attempts and one to forget them, and no read-back of the session', async () => {
    const client = testApp().client();
    await client.signUp('bob@example.com', { template_id: TEMPLATE });
    await client.logout();
    await client.get('/auth/csrf-token');
    const queries = await statementsOf(() => client.login('bob@example.com'));
    expect(matching(queries, /GET_LOCK/)).toHaveLength(engine === 'mariadb' ? 1 : 0);
    expect(matching(queries, /RELEASE_LOCK/)).toHaveLength(engine === 'mariadb' ? 1 : 0);
    // Both buckets' recent attempts in one statement; on MariaDB the locks' connection needs no transaction.
    expect(matching(queries, /FROM throttle_events/)).toEqual([expect.stringMatching(/UNION ALL/)]);
    expect(matching(queries, /START TRANSACTION|COMMIT/)).toEqual([]);
    expect(matching(queries, /^DELETE FROM [`"]throttle_events[`"]/)).toHaveLength(1);
    expect(matching(queries, /FROM [`"]sessions[`"]/)).toEqual([]);
    expect(matching(queries, /^INSERT INTO [`"]sessions[`"]/)).toHaveLength(1);
    // And the sign-in took: the session written without a read-back is the one the next request finds.
    expect((await client.status()).logged_in).toBe(true);
  });

  it('reads the month’s uses twice for an upload: before the body, and under the user’s lock', async () => {
    const client = testApp().client();
    await client.signUp('cleo@example.com', { template_id: TEMPLATE });
    let answer: { body: { usage_used?: number; eligible?: boolean } } = { body: {} };
    const queries = await statementsOf(async () => (answer = await uploadFile(client, TEMPLATE, FILE, 'log.csv')));
    expect(matching(queries, /FROM [`"]usage_events[`"]/)).toHaveLength(2);
    // The answer counts the upload it made, as the session's next read does.
    expect(answer.body).toMatchObject({ usage_used: 1, eligible: true });
    expect(await client.status()).toMatchObject({ usage_used: 1, eligible: true });
  });

  it('imports again without a read before each write, the kept workbook in one statement and each thing read once', async () => {
    const client = testApp().client();
    await client.signUp('dan@example.com', { template_id: TEMPLATE });
    const options = { selected_sheets: ['log'], selected_date: '2025-01-01', period_type: 'monthly' };
    const steps: string[][] = [];
    // The second import of the same file replaces what the first one kept: every write below has a row to meet.
    for (let round = 0; round < 2; round += 1) {
      steps.push(await statementsOf(() => uploadFile(client, TEMPLATE, FILE, 'log.csv')));
      let rows: CategoryRow[] = [];
      steps.push(
        await statementsOf(async () => {
          const answer = await chooseOptions(client, TEMPLATE, options);
          rows = answer.body.data.categories as CategoryRow[];
          return answer;
        }),
      );
      steps.push(await statementsOf(() => saveCategories(client, TEMPLATE, rows)));
    }
    const [, , , upload, chosen, categories] = steps;
    for (const step of [upload, chosen, categories]) expect(matching(step, /EXISTS/)).toEqual([]);
    // The kept upload's row goes in one statement, its parts and source with it (ON DELETE CASCADE).
    expect(matching(upload, /^DELETE/)).toEqual([expect.stringMatching(/^DELETE FROM [`"]workflow_uploads[`"]/)]);
    // The parts with the revision they belong to, in one statement and no transaction around it.
    expect(matching(categories, /FROM [`"]workflow_upload_parts[`"]/)).toEqual([expect.stringMatching(/JOIN [`"]workflow_uploads[`"]/)]);
    expect(matching(categories, /SET TRANSACTION/)).toEqual([]);
    expect(matching(categories, /FROM [`"]sources[`"]/)).toHaveLength(1);
    expect(matching(categories, /[`"]analyses[`"]/)).toHaveLength(1);
    // The source's current imports, found once and made not current without a read of which change.
    expect(matching(categories, /FROM [`"]imports[`"] .*[`"]source_id[`"] = \? *\) AND .*[`"]current[`"]/)).toHaveLength(1);
    // In all. SQLite has no user lock to take, and its transaction runner's BEGIN and COMMIT and the bulk
    // inserts' prepared statements do not go through TypeORM's logger (db/sqlite-transactions.ts, db/bulk-insert.ts).
    expect([upload.length, chosen.length, categories.length]).toEqual(engine === 'mariadb' ? [19, 9, 26] : [16, 6, 21]);
  });
});

describeOnMariadb('the isolation of transactions on mariadb', () => {
  const testApp = useTestApp('mariadb');

  it('reads committed data in every pooled connection’s transactions, so a write that meets no row locks no gap', async () => {
    const levels = await Promise.all(
      Array.from({ length: 3 }, () =>
        testApp().dataSource.transaction(async (manager) => (await manager.query('SELECT @@tx_isolation AS level'))[0].level as string),
      ),
    );
    expect(levels).toEqual(['READ-COMMITTED', 'READ-COMMITTED', 'READ-COMMITTED']);
  });
});
