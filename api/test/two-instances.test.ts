import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import mysql from 'mysql2/promise';
import { HttpBrowser, type HttpAnswer } from '../bench/http-browser';
import { migrations } from '../src/db/migrations';
import { DEFAULT_PASSWORD, registration } from './support/client';
import { describeOnMariadb, MARIADB_URL } from './support/engines';
import { freePort, startServer, stopServer, waitForReady, type ServerProcess } from './support/server-process';
import { csv, stepPath } from './support/workflow';
import { goalBody } from './support/goal-body';

/**
 * The scale-out the README promises: two API processes on one MariaDB database, as
 * behind a load balancer. They start at the same moment on an empty database (the migrations run
 * once), and a browser may reach either one for any request: its session, the login throttle, an
 * upload's steps and a goal's edits are all kept in the database, so both instances agree.
 */
const TEMPLATE = 'wealth-whisperer';
const GOALS = '/goals/api/goals';
const LIST = '/goals/api/savings-goals';

interface Instance {
  url: string;
  server: ServerProcess;
}

async function adminQuery<T = unknown>(sql: string, values: unknown[] = []): Promise<T> {
  const connection = await mysql.createConnection({ uri: MARIADB_URL, connectTimeout: 5000 });
  try {
    const [rows] = await connection.query(sql, values);
    return rows as T;
  } finally {
    await connection.end();
  }
}

/** `YYYY-MM-DD`, `days` from today (the servers run on this machine's clock). */
function isoInDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** A roof repair goal due a year from today (the servers run on this machine's clock). */
function roofRepair(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return goalBody({ name: 'Roof repair', targetAmount: 5000, targetDate: isoInDays(365), category: 'major-purchase', ...overrides });
}

function expectStatus(answer: HttpAnswer, status: number): void {
  if (answer.status !== status) throw new Error(`expected ${status}, got ${answer.status}: ${answer.text.slice(0, 300)}`);
}

describeOnMariadb('two API processes on one MariaDB database', () => {
  const database = `ontrack_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  let workDir: string;
  let a: Instance;
  let b: Instance;

  beforeAll(async () => {
    await adminQuery(`CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    workDir = mkdtempSync(path.join(tmpdir(), 'ontrack-two-instances-'));
    // The same database and session secret on both, as every instance behind one balancer has.
    const shared = {
      DATABASE_URL: `${MARIADB_URL}/${database}`,
      SESSION_SECRET: 'two-instances-secret',
      NODE_ENV: 'production',
      MAIL_OUTBOX: path.join(workDir, 'outbox'),
    };
    const start = async (): Promise<Instance> => {
      const port = await freePort();
      return {
        url: `http://127.0.0.1:${port}`,
        server: startServer({ ...shared, PORT: String(port), APP_URL: `http://127.0.0.1:${port}` }, workDir),
      };
    };
    // Both start at the same moment on the empty database.
    a = await start();
    b = await start();
    await Promise.all([waitForReady(a.server, 60_000), waitForReady(b.server, 60_000)]);
  }, 90_000);

  afterAll(async () => {
    await Promise.all([a, b].filter(Boolean).map((instance) => stopServer(instance.server)));
    await adminQuery(`DROP DATABASE IF EXISTS \`${database}\``);
    if (workDir) rmSync(workDir, { recursive: true, force: true });
  }, 30_000);

  async function signedUpOn(instance: Instance, email: string): Promise<HttpBrowser> {
    const browser = new HttpBrowser(instance.url);
    await browser.get('/auth/csrf-token');
    expectStatus(await browser.post('/auth/register', registration(email)), 201);
    return browser;
  }

  it('both started at once on the empty database, and each migration ran once', async () => {
    const applied = await adminQuery<{ name: string; times: number }[]>(
      `SELECT name, COUNT(*) AS times FROM \`${database}\`.migrations GROUP BY name`,
    );
    const byName = (a: [string, number], b: [string, number]) => a[0].localeCompare(b[0]);
    expect(applied.map((row): [string, number] => [row.name, Number(row.times)]).sort(byName)).toEqual(
      migrations.map((migration): [string, number] => [migration.name, 1]).sort(byName),
    );
    for (const instance of [a, b]) expect((await fetch(`${instance.url}/healthz`)).status).toBe(200);
  });

  it('a session made on one instance is used on the other, and ended there for both', async () => {
    const browser = await signedUpOn(a, 'ann@example.com');
    expect((await browser.get('/auth/check-login-status', b.url)).body).toMatchObject({ logged_in: true, email: 'ann@example.com' });

    // A write on B with the CSRF token A gave (after A set up the default categories), read back on A.
    expectStatus(await browser.put('/networth/api/networth/init-categories', undefined, a.url), 200);
    const entry = await browser.post(
      '/networth/api/networth/entries',
      { type: 'asset', category: 'Cash', name: 'Wallet', value: 12.5, date: '2025-01-01' },
      b.url,
    );
    expectStatus(entry, 201);
    expect((await browser.get('/networth/api/networth/dashboard', a.url)).body.entries).toEqual([
      expect.objectContaining({ id: entry.body.id, name: 'Wallet', value: 12.5 }),
    ]);

    // Signed out on B: the session is gone on A too, even for a tab that still holds its cookie.
    const otherTab = browser.clone();
    expectStatus(await browser.post('/auth/logout', undefined, b.url), 200);
    expect((await otherTab.get('/auth/check-login-status', a.url)).body).toEqual({ success: true, logged_in: false });
  });

  it('counts the login throttle across both instances: 10 failures per e-mail in total', async () => {
    await signedUpOn(b, 'bob@example.com');
    const guesser = new HttpBrowser(a.url);
    await guesser.get('/auth/csrf-token');
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const instance = attempt % 2 === 0 ? a : b;
      expectStatus(await guesser.post('/auth/login', { email: 'bob@example.com', password: `wrong guess ${attempt}` }, instance.url), 401);
    }
    // The 11th, on either instance and even with the right password, is slowed down.
    for (const instance of [a, b]) {
      const blocked = await guesser.post('/auth/login', { email: 'bob@example.com', password: DEFAULT_PASSWORD }, instance.url);
      expectStatus(blocked, 429);
      expect(blocked.body.success).toBe(false);
    }
  });

  it('an upload started on one instance is finished on the other', async () => {
    const browser = await signedUpOn(a, 'cat@example.com');
    const log = csv([
      ['Date', 'Category', 'Subcategory', 'Amount'],
      ['2025-03-01', 'Income', 'Salary', '4000'],
      ['2025-03-02', 'Savings', '401k', '400'],
      ['2025-03-05', 'Housing', 'Rent', '1200'],
    ]);
    const form = new FormData();
    form.append('file_source_type', 'file');
    form.append('file', new Blob([new Uint8Array(log)]), 'household.csv');
    const upload = await browser.post(stepPath(TEMPLATE, 'upload'), form, a.url);
    expectStatus(upload, 200);

    const options = await browser.post(
      stepPath(TEMPLATE, 'options'),
      { template_id: TEMPLATE, selected_sheets: ['household'], selected_date: '2025-03-01', period_type: 'monthly' },
      b.url,
    );
    expectStatus(options, 200);
    const categories = await browser.post(stepPath(TEMPLATE, 'categories'), { categories: options.body.data.categories }, b.url);
    expectStatus(categories, 200);

    // The analysis B stored is what A answers.
    const period = (await browser.get('/spending/api/spending-analysis', a.url)).body.period_data.LY;
    expect(period).toMatchObject({ total_income: 4000, total_expenses: 1200, total_savings: 400, period_count: 1 });
    expect((await browser.get('/auth/check-login-status', b.url)).body.usage_used).toBe(1);
  });

  // Needs the goal version contract (GoalDto.version: 1 on create, +1 per PUT; a PUT carries the
  // version it edits; a stale one answers 409), added by the goals part of.
  it('goal edits from both instances at once lose no update: one wins, the other re-reads and re-applies', async () => {
    const browser = await signedUpOn(a, 'dan@example.com');
    const created = await browser.post(GOALS, roofRepair(), a.url);
    expectStatus(created, 201);
    const goal = created.body;
    expect(goal.version).toBe(1);

    const bonus = { description: 'Bonus', amount: 300, date: isoInDays(30) };
    const gift = { description: 'Gift', amount: 200, date: isoInDays(60) };
    const edit = (base: Record<string, unknown>, transactions: unknown[]) => ({
      ...roofRepair(),
      oneTimeTransactions: transactions,
      version: base.version,
    });

    // Two tabs, one on each instance, both editing version 1 at the same moment.
    const [onA, onB] = await Promise.all([
      browser.put(`${GOALS}/${goal.id}`, edit(goal, [bonus]), a.url),
      browser.put(`${GOALS}/${goal.id}`, edit(goal, [gift]), b.url),
    ]);
    expect([onA.status, onB.status].sort()).toEqual([200, 409]);
    const [winner, loserUrl, loserChange] = onA.status === 200 ? [onA, b.url, gift] : [onB, a.url, bonus];
    expect(winner.body.goal.version).toBe(2);

    // The loser re-reads on its own instance, sees the winner's edit, and applies its change on top.
    const reread = (await browser.get(LIST, loserUrl)).body.result.find((item: { id: number }) => item.id === goal.id);
    expect(reread.version).toBe(2);
    const applied = await browser.put(`${GOALS}/${goal.id}`, edit(reread, [...reread.oneTimeTransactions, loserChange]), loserUrl);
    expectStatus(applied, 200);
    expect(applied.body.goal.version).toBe(3);

    // A stale edit is refused and changes nothing; both instances answer both transactions.
    expectStatus(await browser.put(`${GOALS}/${goal.id}`, edit(goal, []), a.url), 409);
    for (const instance of [a, b]) {
      const final = (await browser.get(LIST, instance.url)).body.result.find((item: { id: number }) => item.id === goal.id);
      expect(final.version).toBe(3);
      expect(final.oneTimeTransactions.map((t: { description: string }) => t.description).sort()).toEqual(['Bonus', 'Gift']);
    }
  });
});
