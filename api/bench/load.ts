/**
 * `npm run load` (not part of `npm test`): the built server (`api/dist/server.js`, as `npm start`
 * runs it) under the mix of 100 signed-in users for a while, then every acknowledged write read
 * back. Prints requests, 5xx answers, p50/p99 latency and lost writes; exits 1 when any answer was
 * a 5xx or any acknowledged write is missing.
 *
 *   npm run load -- [--seconds=60] [--db=sqlite|mariadb] [--instances=1] [--users=100]
 *
 * SQLite: a fresh file in a temporary folder. MariaDB: a fresh database on LOAD_MARIADB_URL (else
 * TEST_MARIADB_URL, else mysql://root@127.0.0.1:3306), dropped at the end. `--instances=2` starts
 * two processes on that one MariaDB database. The users always reach the servers through a tiny
 * round-robin proxy in this script, standing in for a load balancer; each user has an address of
 * its own in X-Forwarded-For (the servers run with TRUST_PROXY=1), as real clients would.
 *
 * The mix, per user in a loop: reads (summary, spending, goals, net worth, session), sign-out and
 * sign-in again, goals created with three future transactions, edited (with their `version` when
 * the server answers one) and deleted, net-worth entries, and now and then a small upload through
 * the three workflow steps. A write is acknowledged by a 2xx answer; one answered otherwise (or not
 * at all) is left out of the final check, which reads everything back with a fresh sign-in.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { HttpBrowser, type HttpAnswer } from './http-browser';

const USAGE = 'npm run load -- [--seconds=60] [--db=sqlite|mariadb] [--instances=1] [--users=100]';
const PASSWORD = 'load test password';
const TEMPLATE = 'wealth-whisperer';
/** Lifetime: 50 uploads a month, so the occasional upload is never refused for the plan. */
const PLAN_ID = 3;
/** Goals a user keeps at most (the server's cap is 100). */
const GOALS_PER_USER = 8;
const UPLOADS_PER_USER = 3;

interface LoadOptions {
  seconds: number;
  db: 'sqlite' | 'mariadb';
  instances: number;
  users: number;
}

function parseOptions(argv: string[]): LoadOptions {
  const options: LoadOptions = { seconds: 60, db: 'sqlite', instances: 1, users: 100 };
  let dbGiven = false;
  for (const arg of argv) {
    const match = /^--(seconds|db|instances|users)=(.+)$/.exec(arg);
    if (!match) throw new Error(`unknown argument ${arg}; usage: ${USAGE}`);
    const [, name, value] = match;
    if (name === 'db') {
      if (value !== 'sqlite' && value !== 'mariadb') throw new Error(`--db must be sqlite or mariadb; usage: ${USAGE}`);
      options.db = value;
      dbGiven = true;
    } else {
      const number = Number(value);
      if (!Number.isInteger(number) || number < 1) throw new Error(`--${name} must be a whole number of at least 1; usage: ${USAGE}`);
      options[name as 'seconds' | 'instances' | 'users'] = number;
    }
  }
  if (options.instances > 1) {
    // SQLite is one process's database: several instances need a shared server.
    if (dbGiven && options.db === 'sqlite') throw new Error('several instances need a shared database: use --db=mariadb');
    options.db = 'mariadb';
  }
  return options;
}

// ---------------------------------------------------------------------------------------------
// Requests: every answer timed and counted.

class Recorder {
  /** Latencies are kept while the mix runs only (not the sign-ups before nor the reads after). */
  measuring = false;
  readonly latenciesMs: number[] = [];
  /** The mix's latencies by route (`PUT /goals/api/goals/:id`), to name the slow ones. */
  readonly latenciesByRoute = new Map<string, number[]>();
  readonly statuses = new Map<number, number>();
  readonly serverErrorsByRoute = new Map<string, number>();
  requests = 0;
  serverErrors = 0;
  networkErrors = 0;

  /** The answer, or null when there was none (connection refused or reset). */
  async send(
    browser: HttpBrowser,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    body?: object | FormData,
  ): Promise<HttpAnswer | null> {
    const start = performance.now();
    this.requests += 1;
    try {
      const answer = await browser.request(method, url, body);
      const route = `${method} ${url.replace(/\/\d+/g, '/:id')}`;
      if (this.measuring) {
        const ms = performance.now() - start;
        this.latenciesMs.push(ms);
        this.latenciesByRoute.set(route, [...(this.latenciesByRoute.get(route) ?? []), ms]);
      }
      this.statuses.set(answer.status, (this.statuses.get(answer.status) ?? 0) + 1);
      if (answer.status >= 500) {
        this.serverErrors += 1;
        const key = `${route} → ${answer.status}`;
        this.serverErrorsByRoute.set(key, (this.serverErrorsByRoute.get(key) ?? 0) + 1);
      }
      return answer;
    } catch {
      this.networkErrors += 1;
      return null;
    }
  }

  percentile(fraction: number, latencies = this.latenciesMs): number {
    const sorted = [...latencies].sort((a, b) => a - b);
    return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] : 0;
  }

  /** The routes with the highest p99, slowest first. */
  slowestRoutes(count: number): { route: string; requests: number; p50: number; p99: number }[] {
    return [...this.latenciesByRoute]
      .map(([route, latencies]) => ({
        route,
        requests: latencies.length,
        p50: this.percentile(0.5, latencies),
        p99: this.percentile(0.99, latencies),
      }))
      .sort((a, b) => b.p99 - a.p99)
      .slice(0, count);
  }
}

const ok = (answer: HttpAnswer | null): boolean => answer !== null && answer.status >= 200 && answer.status < 300;
/** Whether a write may have been applied although it was not acknowledged (no answer, or a 5xx). */
const inDoubt = (answer: HttpAnswer | null) => answer === null || answer.status >= 500;

// ---------------------------------------------------------------------------------------------
// One user: the mix, and what it expects to find afterwards.

interface ExpectedGoal {
  name: string;
  /** The transactions as last acknowledged, by description. */
  descriptions: string[];
  /** The goal as the server last answered it (ids of transactions, version). */
  answer: { version?: number; oneTimeTransactions: { id: number; description: string; amount: number; date: string }[] };
}

function isoInDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)];

class VirtualUser {
  readonly browser: HttpBrowser;
  private signedIn = false;
  private counter = 0;
  readonly goals = new Map<number, ExpectedGoal>();
  readonly deletedGoals = new Set<number>();
  /** Goals a write to which was in doubt: their content is not checked. */
  readonly goalsInDoubt = new Set<number>();
  readonly entries = new Set<number>();
  private categoriesReady = false;
  uploads = 0;
  uploadsInDoubt = 0;
  /** The salary of the last acknowledged analysis, which the spending read must show. */
  analysedIncome: number | null = null;
  analysisInDoubt = false;
  acknowledgedWrites = 0;

  constructor(
    readonly email: string,
    private readonly recorder: Recorder,
    base: string,
    readonly address: string,
  ) {
    this.browser = new HttpBrowser(base, { 'X-Forwarded-For': address });
  }

  private send(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: object | FormData) {
    return this.recorder.send(this.browser, method, url, body);
  }

  private acknowledged(answer: HttpAnswer | null): boolean {
    if (!ok(answer)) return false;
    this.acknowledgedWrites += 1;
    return true;
  }

  async signUp(): Promise<void> {
    await this.send('GET', '/auth/csrf-token');
    const answer = await this.send('POST', '/auth/register', {
      register_email: this.email,
      register_password: PASSWORD,
      register_password2: PASSWORD,
      plan_id: PLAN_ID,
      template_id: TEMPLATE,
    });
    if (!this.acknowledged(answer))
      throw new Error(`sign-up of ${this.email} answered ${answer?.status ?? 'nothing'}: ${answer?.text.slice(0, 200) ?? ''}`);
    this.signedIn = true;
  }

  /** One step of the mix. */
  async act(): Promise<void> {
    if (!this.signedIn) return this.signIn();
    const roll = Math.random();
    if (roll < 0.38) return this.read();
    if (roll < 0.43) return this.signOutAndIn();
    if (roll < 0.58) return this.createGoal();
    if (roll < 0.75) return this.editGoal();
    if (roll < 0.81) return this.deleteGoal();
    if (roll < 0.98) return this.addEntry();
    return this.upload();
  }

  private async read(): Promise<void> {
    await this.send(
      'GET',
      pick([
        '/summary/api/transaction-analysis',
        '/spending/api/spending-analysis',
        '/goals/api/savings-goals',
        '/networth/api/networth/dashboard',
        '/auth/check-login-status',
        '/summary/api/get-savings-sub-categories',
      ]),
    );
  }

  private async signIn(): Promise<void> {
    await this.send('GET', '/auth/csrf-token');
    this.signedIn = ok(await this.send('POST', '/auth/login', { email: this.email, password: PASSWORD, remember: true }));
  }

  private async signOutAndIn(): Promise<void> {
    await this.send('POST', '/auth/logout');
    this.signedIn = false;
    await this.signIn();
  }

  private transactions(count: number): { description: string; amount: number; date: string }[] {
    return Array.from({ length: count }, () => {
      this.counter += 1;
      return { description: `t${this.counter}`, amount: 10 + (this.counter % 90), date: isoInDays(10 + (this.counter % 300)) };
    });
  }

  private goalFields(name: string, transactions: object[]): Record<string, unknown> {
    return {
      name,
      currentAmount: 100,
      targetAmount: 5000,
      targetDate: isoInDays(730),
      category: 'other',
      contributionAmount: 50,
      contributionFrequency: 'monthly',
      interestRate: 1.5,
      oneTimeTransactions: transactions,
    };
  }

  private async createGoal(): Promise<void> {
    if (this.goals.size >= GOALS_PER_USER) return this.editGoal();
    this.counter += 1;
    const name = `Goal ${this.counter}`;
    const transactions = this.transactions(3);
    const answer = await this.send('POST', '/goals/api/goals', this.goalFields(name, transactions));
    if (this.acknowledged(answer))
      this.goals.set(answer!.body.id, { name, descriptions: transactions.map((t) => t.description), answer: answer!.body });
  }

  /** Drops one transaction and adds one, as the screen does: the whole goal PUT with its version. */
  private async editGoal(): Promise<void> {
    const candidates = [...this.goals.keys()].filter((id) => !this.goalsInDoubt.has(id));
    if (candidates.length === 0) return this.createGoal();
    const id = pick(candidates);
    const goal = this.goals.get(id)!;
    const kept = goal.answer.oneTimeTransactions.slice(1);
    const added = this.transactions(1);
    const body = {
      ...this.goalFields(goal.name, [...kept, ...added]),
      ...(goal.answer.version !== undefined ? { version: goal.answer.version } : {}),
    };
    const answer = await this.send('PUT', `/goals/api/goals/${id}`, body);
    if (this.acknowledged(answer)) {
      this.goals.set(id, { name: goal.name, descriptions: [...kept, ...added].map((t) => t.description), answer: answer!.body.goal });
    } else if (inDoubt(answer)) {
      this.goalsInDoubt.add(id);
    } else if (answer?.status === 409) {
      // Not applied (someone else's edit came first): read the goal again and go on from there.
      const list = await this.send('GET', '/goals/api/savings-goals');
      const fresh = ok(list)
        ? (list!.body.result as (ExpectedGoal['answer'] & { id: number })[]).find((item) => item.id === id)
        : undefined;
      if (fresh) this.goals.set(id, { ...goal, answer: fresh });
      else this.goalsInDoubt.add(id);
    }
  }

  private async deleteGoal(): Promise<void> {
    const candidates = [...this.goals.keys()];
    if (candidates.length < 3) return this.createGoal();
    const id = pick(candidates);
    const answer = await this.send('DELETE', `/goals/api/goals/${id}`);
    if (this.acknowledged(answer)) {
      this.goals.delete(id);
      this.deletedGoals.add(id);
    } else if (inDoubt(answer)) {
      this.goals.delete(id);
      this.goalsInDoubt.add(id);
    }
  }

  private async addEntry(): Promise<void> {
    if (!this.categoriesReady) {
      this.categoriesReady = this.acknowledged(await this.send('PUT', '/networth/api/networth/init-categories'));
      return;
    }
    this.counter += 1;
    const answer = await this.send('POST', '/networth/api/networth/entries', {
      type: pick(['asset', 'liability']),
      category: 'Other',
      name: `Entry ${this.counter}`,
      value: this.counter * 10.5,
      date: isoInDays(-(this.counter % 400)),
    });
    if (this.acknowledged(answer)) this.entries.add(answer!.body.id);
  }

  /** A small CSV through upload, options and categories; its salary tells this upload's analysis apart. */
  private async upload(): Promise<void> {
    if (this.uploads + this.uploadsInDoubt >= UPLOADS_PER_USER) return this.read();
    this.counter += 1;
    const salary = 4000 + this.counter;
    const csv = [
      'Date,Category,Subcategory,Amount',
      `2025-03-01,Income,Salary,${salary}`,
      '2025-03-02,Savings,401k,400',
      '2025-03-05,Housing,Rent,1200',
      '2025-03-09,Food,Groceries,310.25',
    ].join('\r\n');
    const form = new FormData();
    form.append('file_source_type', 'file');
    form.append('file', new Blob([csv]), 'household.csv');
    const uploaded = await this.send('POST', `/workflow/api/template/${TEMPLATE}/step/upload`, form);
    if (inDoubt(uploaded)) this.uploadsInDoubt += 1;
    if (!this.acknowledged(uploaded)) return;
    this.uploads += 1;
    const options = await this.send('POST', `/workflow/api/template/${TEMPLATE}/step/options`, {
      template_id: TEMPLATE,
      selected_sheets: ['household'],
      selected_date: '2025-03-01',
      period_type: 'monthly',
    });
    if (!this.acknowledged(options)) return;
    const categories = await this.send('POST', `/workflow/api/template/${TEMPLATE}/step/categories`, {
      categories: options!.body.data.categories,
    });
    if (this.acknowledged(categories)) {
      this.analysedIncome = salary;
      this.analysisInDoubt = false;
    } else if (inDoubt(categories)) {
      this.analysisInDoubt = true;
    }
  }

  /** Signs in afresh and counts the acknowledged writes that are not there. */
  async lostWrites(recorder: Recorder, base: string): Promise<{ lost: number; notes: string[] }> {
    const reader = new HttpBrowser(base, { 'X-Forwarded-For': this.address });
    const notes: string[] = [];
    await recorder.send(reader, 'GET', '/auth/csrf-token');
    const login = await recorder.send(reader, 'POST', '/auth/login', { email: this.email, password: PASSWORD });
    if (!ok(login))
      return {
        lost: this.acknowledgedWrites,
        notes: [
          `${this.email} cannot sign in (${login?.status ?? 'no answer'}): all ${this.acknowledgedWrites} of its writes count as lost`,
        ],
      };
    let lost = 0;
    const read = async (url: string): Promise<HttpAnswer> => {
      const answer = await recorder.send(reader, 'GET', url);
      if (!answer || !ok(answer)) throw new Error(`reading back ${url} of ${this.email} answered ${answer?.status ?? 'nothing'}`);
      return answer;
    };
    const list = await read('/goals/api/savings-goals');
    const dashboard = await read('/networth/api/networth/dashboard');
    const status = await read('/auth/check-login-status');
    const spending = await read('/spending/api/spending-analysis');

    const stored = new Map<number, { name: string; oneTimeTransactions: { description: string }[] }>(
      (list.body.result as { id: number; name: string; oneTimeTransactions: { description: string }[] }[]).map((goal) => [goal.id, goal]),
    );
    for (const [id, expected] of this.goals) {
      if (this.goalsInDoubt.has(id)) continue;
      const goal = stored.get(id);
      const descriptions = goal?.oneTimeTransactions.map((t) => t.description).sort();
      if (!goal || goal.name !== expected.name || JSON.stringify(descriptions) !== JSON.stringify([...expected.descriptions].sort())) {
        lost += 1;
        notes.push(
          `${this.email}: goal ${id} is ${goal ? `${goal.name} [${descriptions?.join(', ')}]` : 'missing'}, expected ${expected.name} [${expected.descriptions.join(', ')}]`,
        );
      }
    }
    for (const id of this.deletedGoals) {
      if (!stored.has(id)) continue;
      lost += 1;
      notes.push(`${this.email}: deleted goal ${id} is back`);
    }
    const entryIds = new Set((dashboard.body.entries as { id: number }[]).map((entry) => entry.id));
    for (const id of this.entries) {
      if (entryIds.has(id)) continue;
      lost += 1;
      notes.push(`${this.email}: net-worth entry ${id} is missing`);
    }
    if (status.body.usage_used < this.uploads) {
      lost += this.uploads - status.body.usage_used;
      notes.push(`${this.email}: ${this.uploads} uploads acknowledged, ${status.body.usage_used} counted`);
    }
    const income = spending.body.period_data?.LY?.total_income;
    if (this.analysedIncome !== null && !this.analysisInDoubt && income !== this.analysedIncome) {
      lost += 1;
      notes.push(`${this.email}: the analysis shows income ${income}, the last acknowledged one ${this.analysedIncome}`);
    }
    return { lost, notes };
  }
}

// ---------------------------------------------------------------------------------------------
// The servers, the database, the proxy.

const apiDir = path.resolve(__dirname, '..');

interface Instance {
  url: string;
  child: ChildProcess;
  logFile: string;
}

async function freePort(): Promise<number> {
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Its log goes to a file, not through this process: the load client keeps the CPU it measures with. */
async function startInstance(index: number, env: Record<string, string>, workDir: string): Promise<Instance> {
  const port = await freePort();
  const logFile = path.join(workDir, `server-${index}.log`);
  const log = openSync(logFile, 'w');
  const child = spawn(process.execPath, [path.join(apiDir, 'dist', 'server.js')], {
    cwd: workDir,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  return { url: `http://127.0.0.1:${port}`, child, logFile };
}

async function waitUntilHealthy(instance: Instance): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (instance.child.exitCode !== null)
      throw new Error(`the server exited (${instance.child.exitCode}): ${readFileSync(instance.logFile, 'utf8').slice(-1500)}`);
    if (
      await fetch(`${instance.url}/healthz`).then(
        (res) => res.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server at ${instance.url} did not become healthy: ${readFileSync(instance.logFile, 'utf8').slice(-1500)}`);
}

async function stopInstance(instance: Instance): Promise<void> {
  if (instance.child.exitCode !== null) return;
  const exited = new Promise((resolve) => instance.child.once('exit', resolve));
  instance.child.kill('SIGTERM');
  await exited;
}

/** The error lines the servers logged, by message, most frequent first. */
function loggedErrors(instances: Instance[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const instance of instances) {
    for (const line of readFileSync(instance.logFile, 'utf8').split('\n')) {
      if (!line.includes('"level":"error"')) continue;
      let key = line.slice(0, 200);
      try {
        const entry = JSON.parse(line) as { msg?: string; error?: string | { message?: string } };
        const error = typeof entry.error === 'object' ? entry.error?.message : entry.error;
        key = [entry.msg, error].filter(Boolean).join(' — ').slice(0, 200);
      } catch {
        // not JSON: the line itself
      }
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  return [...counts].sort((a, b) => b[1] - a[1]);
}

/** A stand-in load balancer: each request to the next instance in turn, headers passed as they are. */
function startProxy(upstreams: string[]): Promise<http.Server> {
  // Like a real balancer, it drops a connection idle for 30 s, before the server would (65 s).
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256, timeout: 30_000 });
  let next = 0;
  const proxy = http.createServer((req, res) => {
    const target = new URL(upstreams[next]);
    next = (next + 1) % upstreams.length;
    const forward = http.request(
      { agent, host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'application/json' });
      res.end('{"success":false,"error":"The proxy could not reach an instance."}');
    });
    req.pipe(forward);
  });
  return new Promise((resolve) => proxy.listen(0, '127.0.0.1', () => resolve(proxy)));
}

interface Database {
  url: string;
  drop(): Promise<void>;
}

async function createDatabase(kind: LoadOptions['db'], workDir: string): Promise<Database> {
  if (kind === 'sqlite') return { url: `sqlite:${path.join(workDir, 'load.sqlite')}`, drop: async () => undefined };
  const mysql = await import('mysql2/promise');
  const server = (process.env.LOAD_MARIADB_URL ?? process.env.TEST_MARIADB_URL ?? 'mysql://root@127.0.0.1:3306').replace(/\/+$/, '');
  const name = `ontrack_load_${randomBytes(4).toString('hex')}`;
  const admin = async (sql: string) => {
    const connection = await mysql.createConnection({ uri: server, connectTimeout: 5000 });
    try {
      await connection.query(sql);
    } finally {
      await connection.end();
    }
  };
  await admin(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  return { url: `${server}/${name}`, drop: () => admin(`DROP DATABASE IF EXISTS \`${name}\``) };
}

/** Runs `work` for every item, at most `limit` at a time. */
async function inBatches<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let cursor = 0;
  const worker = async () => {
    while (cursor < items.length) {
      const index = cursor;
      cursor += 1;
      results[index] = await work(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

const fmt = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 0 });

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'ontrack-load-'));
  const database = await createDatabase(options.db, workDir);
  const instances: Instance[] = [];
  let proxy: http.Server | undefined;
  let stopEarly = false;
  process.once('SIGINT', () => {
    stopEarly = true;
    process.stderr.write('\nstopping early…\n');
  });
  try {
    const env = {
      NODE_ENV: 'production',
      DATABASE_URL: database.url,
      SESSION_SECRET: randomBytes(32).toString('hex'),
      TRUST_PROXY: '1',
      MAIL_OUTBOX: path.join(workDir, 'outbox'),
    };
    for (let index = 0; index < options.instances; index += 1) instances.push(await startInstance(index, env, workDir));
    await Promise.all(instances.map(waitUntilHealthy));
    proxy = await startProxy(instances.map((instance) => instance.url));
    const base = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
    const label = `${options.db === 'sqlite' ? 'SQLite' : 'MariaDB'}, ${options.instances} instance${options.instances > 1 ? 's' : ''}`;

    const recorder = new Recorder();
    const run = randomBytes(3).toString('hex');
    const users = Array.from(
      { length: options.users },
      (_, i) => new VirtualUser(`load-${run}-${i}@example.com`, recorder, base, `10.1.${Math.floor(i / 250)}.${(i % 250) + 1}`),
    );
    process.stderr.write(`${label}: signing up ${options.users} users… `);
    await inBatches(users, 10, (user) => user.signUp());
    process.stderr.write(`done; running the mix for ${options.seconds} s… `);

    const mixStart = performance.now();
    const requestsBefore = recorder.requests;
    recorder.measuring = true;
    const deadline = Date.now() + options.seconds * 1000;
    await Promise.all(
      users.map(async (user) => {
        while (Date.now() < deadline && !stopEarly) await user.act();
      }),
    );
    recorder.measuring = false;
    const mixSeconds = (performance.now() - mixStart) / 1000;
    const mixRequests = recorder.requests - requestsBefore;
    process.stderr.write('done; reading everything back…\n');

    const checks = await inBatches(users, 10, (user) => user.lostWrites(recorder, base));
    const lost = checks.reduce((sum, check) => sum + check.lost, 0);
    const acknowledged = users.reduce((sum, user) => sum + user.acknowledgedWrites, 0);
    const inDoubtCount = users.reduce(
      (sum, user) => sum + user.goalsInDoubt.size + user.uploadsInDoubt + (user.analysisInDoubt ? 1 : 0),
      0,
    );

    const out = [
      `load: ${label}, ${options.users} users, ${options.seconds} s`,
      `requests          ${fmt(recorder.requests)} (mix: ${fmt(mixRequests)} in ${mixSeconds.toFixed(1)} s, ${fmt(mixRequests / mixSeconds)}/s)`,
      `5xx               ${fmt(recorder.serverErrors)}${recorder.networkErrors ? ` (and ${fmt(recorder.networkErrors)} requests with no answer)` : ''}`,
      `latency (mix)     p50 ${recorder.percentile(0.5).toFixed(1)} ms, p99 ${recorder.percentile(0.99).toFixed(1)} ms`,
      `acknowledged      ${fmt(acknowledged)} writes (${fmt(inDoubtCount)} more in doubt: answered 5xx or not at all)`,
      `lost writes       ${fmt(lost)}`,
      `answers           ${[...recorder.statuses]
        .sort((a, b) => a[0] - b[0])
        .map(([status, count]) => `${status}×${fmt(count)}`)
        .join(', ')}`,
    ];
    for (const { route, requests, p50, p99 } of recorder.slowestRoutes(3))
      out.push(`  slowest: ${route} (${fmt(requests)}×) p50 ${p50.toFixed(0)} ms, p99 ${p99.toFixed(0)} ms`);
    for (const [route, count] of [...recorder.serverErrorsByRoute].sort((a, b) => b[1] - a[1]).slice(0, 8))
      out.push(`  5xx ${fmt(count)} × ${route}`);
    for (const [message, count] of loggedErrors(instances).slice(0, 8)) out.push(`  logged ${fmt(count)} × ${message}`);
    for (const note of checks.flatMap((check) => check.notes).slice(0, 10)) out.push(`  lost: ${note}`);
    process.stdout.write(`${out.join('\n')}\n`);
    if (recorder.serverErrors > 0 || recorder.networkErrors > 0 || lost > 0) process.exitCode = 1;
  } finally {
    if (proxy) {
      const closed = new Promise((resolve) => proxy!.close(resolve));
      proxy.closeAllConnections(); // the users' kept-alive connections would hold it open
      await closed;
    }
    await Promise.all(instances.map(stopInstance));
    await database.drop().catch((error: unknown) => process.stderr.write(`could not drop the load database: ${String(error)}\n`));
    rmSync(workDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
