import mysql from 'mysql2/promise';
import type { DataSource } from 'typeorm';
import type { Response } from 'supertest';
import { StoredAnalysis, Transaction, UsageEvent, WorkflowUpload } from '../src/db/entities';
import type { ApiClient } from './support/client';
import { MARIADB_URL, testEngines } from './support/engines';
import { createTestApp, type TestApp } from './support/test-app';
import { chooseOptions, day, saveCategories, uploadFile, xlsx, type CategoryRow } from './support/workflow';

/**
 * on MariaDB, transactions that met a deadlock or a lock wait timeout answered
 * 500 (nothing retried), and 20 first uploads by 20 users at once deadlocked in
 * `WorkflowStore.replaceUpload` (its delete-then-insert of rows that did not exist took gap locks).
 */
const NETWORTH = '/networth/api/networth';
// Deadlocks and row locks exist on MariaDB only (runs wherever MariaDB does: always on CI).
const onMariadb = testEngines().includes('mariadb');

if (onMariadb)
  describe('MariaDB transactions that meet a lock conflict', () => {
    let testApp: TestApp;
    let dataSource: DataSource;

    beforeAll(async () => {
      // Lock waits give up after 2 s (half the statement limit), and retries within 4 s.
      testApp = await createTestApp('mariadb', { limits: { queryTimeoutMs: 4000 } });
      dataSource = testApp.dataSource;
      await dataSource.query('CREATE TABLE deadlock_rows (id INT PRIMARY KEY, n INT NOT NULL) ENGINE=InnoDB');
    });

    beforeEach(async () => {
      await testApp.reset();
      await dataSource.query('DELETE FROM deadlock_rows');
      await dataSource.query('INSERT INTO deadlock_rows (id, n) VALUES (1, 0), (2, 0)');
    });

    afterAll(async () => {
      await testApp?.close();
    });

    /** A connection of the test's own to the app's database, to hold locks the app must wait for. */
    async function otherSession(): Promise<mysql.Connection> {
      return mysql.createConnection({ uri: `${MARIADB_URL}/${testApp.mariadbDatabase}` });
    }

    it('runs the whole transaction again after a deadlock, so both transactions commit', async () => {
      const attempts = { 1: 0, 2: 0 };
      let arrivals = 0;
      let bothHoldTheirFirstRow!: () => void;
      const barrier = new Promise<void>((resolve) => (bothHoldTheirFirstRow = resolve));

      // Each locks its first row, waits until the other holds its own, then wants the other's: a deadlock.
      const cross = (first: 1 | 2, second: 1 | 2) =>
        dataSource.transaction(async (manager) => {
          attempts[first] += 1;
          await manager.query('UPDATE deadlock_rows SET n = n + 1 WHERE id = ?', [first]);
          if (attempts[first] === 1) {
            arrivals += 1;
            if (arrivals === 2) bothHoldTheirFirstRow();
            await barrier;
          }
          await manager.query('UPDATE deadlock_rows SET n = n + 1 WHERE id = ?', [second]);
        });

      await Promise.all([cross(1, 2), cross(2, 1)]);
      expect(await dataSource.query('SELECT id, n FROM deadlock_rows ORDER BY id')).toEqual([
        { id: 1, n: 2 },
        { id: 2, n: 2 },
      ]);
      // InnoDB chose one victim, whose transaction ran once more from the start.
      expect(attempts[1] + attempts[2]).toBe(3);
    });

    it('answers 503 with Retry-After once the retries of a lock wait run out, changes nothing, and succeeds after the lock is gone', async () => {
      const client = testApp.client();
      await client.signUp('ann@example.com');
      expect((await client.put(`${NETWORTH}/init-categories`)).status).toBe(200);
      const userId = (await client.status()).id as number;

      // Another session holds Ann's row: the entry's foreign-key check must wait for it.
      const other = await otherSession();
      try {
        await other.query('START TRANSACTION');
        await other.query('SELECT id FROM users WHERE id = ? FOR UPDATE', [userId]);

        const started = Date.now();
        const refused = await client.post(`${NETWORTH}/entries`, {
          type: 'asset',
          category: 'Cash',
          name: 'Wallet',
          value: 5,
          date: '2025-01-01',
        });
        expect(refused.status).toBe(503);
        expect(refused.body).toEqual({ success: false, error: 'The database is busy: nothing was saved. Please try again in a moment.' });
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
        // Bounded: two lock waits of 2 s at most, with a wide margin for a loaded machine.
        expect(Date.now() - started).toBeLessThan(15_000);
      } finally {
        await other.query('ROLLBACK');
        await other.end();
      }

      const saved = await client.post(`${NETWORTH}/entries`, {
        type: 'asset',
        category: 'Cash',
        name: 'Wallet',
        value: 5,
        date: '2025-01-01',
      });
      expect(saved.status).toBe(201);
      expect((await client.get(`${NETWORTH}/dashboard`)).body.entries.map((entry: { name: string }) => entry.name)).toEqual(['Wallet']);
    });
  });

describe.each(testEngines())('20 new users taking the update-data steps for the first time at once on %s', (engine) => {
  let testApp: TestApp;

  beforeAll(async () => {
    // No retries at all: the steps must not deadlock in the first place.
    testApp = await createTestApp(engine, { limits: { transactionAttempts: 1 } });
  });

  afterAll(async () => {
    await testApp?.close();
  });

  const outcome = (res: Response) => (res.status === 200 ? 200 : `${res.status} ${res.body.error}`);

  it('upload, options and categories all succeed for everyone, each step at the same moment, without a single retry', async () => {
    const workbook = await xlsx([
      {
        name: 'Log',
        rows: [
          ['Date', 'Category', 'Subcategory', 'Amount'],
          [day('2025-01-03'), 'Income', 'Salary', 1000],
          [day('2025-01-09'), 'Food', 'Groceries', -80.25],
        ],
      },
    ]);
    const clients: ApiClient[] = [];
    for (let i = 0; i < 20; i += 1) {
      const client = testApp.client();
      await client.signUp(`user${i}@example.com`);
      await client.token();
      clients.push(client);
    }
    const everyone = (answers: Response[]) => expect(answers.map(outcome)).toEqual(answers.map(() => 200));

    // No retry here either: past the reader's 16 waiting places, small workbooks go on waiting
    // (services/workbook/worker/pool.ts); they answered 17 × 200 and 3 × 503 on a 2-core machine.
    everyone(await Promise.all(clients.map((client) => uploadFile(client, 'wealth-whisperer', workbook, 'log.xlsx'))));
    const options = await Promise.all(
      clients.map((client) =>
        chooseOptions(client, 'wealth-whisperer', { selected_sheets: ['Log'], selected_date: '2025-01-01', period_type: 'monthly' }),
      ),
    );
    everyone(options);
    everyone(
      await Promise.all(
        clients.map((client, i) => saveCategories(client, 'wealth-whisperer', options[i].body.data.categories as CategoryRow[])),
      ),
    );

    const { dataSource } = testApp;
    expect(await dataSource.getRepository(WorkflowUpload).count()).toBe(20);
    expect(await dataSource.getRepository(UsageEvent).count()).toBe(20);
    expect(await dataSource.getRepository(StoredAnalysis).count()).toBe(20);
    expect(await dataSource.getRepository(Transaction).count()).toBe(40);
  }, 180_000);
});
