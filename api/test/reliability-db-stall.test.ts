import net from 'node:net';
import mysql from 'mysql2/promise';
import type { Response } from 'supertest';
import { Readiness } from '../src/http/readiness';
import type { ApiClient } from './support/client';
import { MARIADB_URL, testEngines } from './support/engines';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * a stalled database hung every request, /healthz included, for as long as it
 * stalled (no query, pool-acquire or health timeout). Now /healthz answers within 2 s whatever the
 * database does, a request that cannot get a connection or an answer in time answers 503, and the
 * server says "starting" until its database is migrated. Times are asserted with wide margins for a
 * loaded machine; the bound that matters is that they end at all.
 */
const NETWORTH = '/networth/api/networth';
const SLOW = 'The database did not answer in time: nothing was saved. Please try again in a moment.';

async function timed(request: () => Promise<Response>): Promise<{ res: Response; ms: number }> {
  const started = Date.now();
  const res = await request();
  return { res, ms: Date.now() - started };
}

async function eventually(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('still not so after the time allowed');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function signedIn(testApp: TestApp, email = 'ann@example.com'): Promise<ApiClient> {
  const client = testApp.client();
  await client.signUp(email);
  expect((await client.put(`${NETWORTH}/init-categories`)).status).toBe(200);
  return client;
}

describe.each(testEngines())('a server starting up on %s', (engine) => {
  let testApp: TestApp;
  const readiness = new Readiness();

  beforeAll(async () => {
    testApp = await createTestApp(engine, { readiness });
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('answers /healthz 503 {status:"starting"} and every other request 503 until it is ready, then serves', async () => {
    const health = await testApp.request().get('/healthz');
    expect(health.status).toBe(503);
    expect(health.body).toEqual({ status: 'starting', db: 'The database is being connected and migrated.' });
    const refused = await testApp.request().get('/auth/csrf-token');
    expect(refused.status).toBe(503);
    expect(refused.body).toEqual({ success: false, error: 'OnTrack is starting. Please try again in a moment.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    readiness.markReady();
    expect((await testApp.request().get('/healthz')).body).toEqual({ status: 'ok', db: 'ok' });
    expect((await testApp.request().get('/auth/csrf-token')).status).toBe(200);
  });
});

describe('SQLite whose one connection is held', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp('sqlite', { limits: { acquireTimeoutMs: 1000 } });
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('answers /healthz 503 within 2 s and a request 503 once it has waited its limit, and recovers when the connection is free', async () => {
    const client = await signedIn(testApp);
    let release!: () => void;
    let holding!: () => void;
    const held = new Promise<void>((resolve) => (holding = resolve));
    // A transaction that does not end: it holds the one connection.
    const stuck = testApp.dataSource.transaction(async () => {
      holding();
      await new Promise<void>((resolve) => (release = resolve));
    });
    await held;

    const health = await timed(() => testApp.request().get('/healthz'));
    expect(health.res.status).toBe(503);
    expect(health.res.body).toEqual({ status: 'unavailable', db: expect.stringMatching(/^The database /) });
    expect(health.ms).toBeLessThan(3000);

    const waited = await timed(() => client.get(`${NETWORTH}/dashboard`));
    expect(waited.res.status).toBe(503);
    expect(waited.res.body).toEqual({ success: false, error: SLOW });
    expect(waited.ms).toBeLessThan(8000);

    release();
    await stuck;
    expect((await testApp.request().get('/healthz')).status).toBe(200);
    expect((await client.get(`${NETWORTH}/dashboard`)).status).toBe(200);
  });
});

/**
 * A TCP stand-in between the app and MariaDB that can be told to stop forwarding: bytes either way
 * are held (not dropped) until it forwards again, as a stalled network or server would.
 */
class StallingProxy {
  private readonly server: net.Server;
  private stalled = false;
  private readonly held: Array<() => void> = [];
  private readonly sockets = new Set<net.Socket>();

  constructor(private readonly target: { host: string; port: number }) {
    this.server = net.createServer((client) => {
      const upstream = net.connect(this.target.port, this.target.host);
      for (const [from, to] of [
        [client, upstream],
        [upstream, client],
      ] as const) {
        this.sockets.add(from);
        from.on('data', (chunk) => (this.stalled ? this.held.push(() => to.write(chunk)) : to.write(chunk)));
        from.on('close', () => to.destroy());
        from.on('error', () => to.destroy());
      }
    });
  }

  async listen(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `127.0.0.1:${(this.server.address() as net.AddressInfo).port}`;
  }

  stall(): void {
    this.stalled = true;
  }

  forward(): void {
    this.stalled = false;
    for (const write of this.held.splice(0)) write();
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

// A stalled network and locked tables are MariaDB's (runs wherever MariaDB does: always on CI).
const onMariadb = testEngines().includes('mariadb');

if (onMariadb)
  describe('MariaDB behind a network that stops forwarding', () => {
    let proxy: StallingProxy;
    let testApp: TestApp;

    beforeAll(async () => {
      const server = new URL(MARIADB_URL);
      proxy = new StallingProxy({ host: server.hostname, port: Number(server.port || 3306) });
      testApp = await createTestApp('mariadb', {
        mariadbAddress: await proxy.listen(),
        limits: { acquireTimeoutMs: 2000, queryTimeoutMs: 3000 },
      });
    });

    afterAll(async () => {
      proxy?.forward();
      await testApp?.close();
      await proxy?.close();
    });

    it('answers /healthz 503 within 2 s and requests 503 in bounded time, then recovers once it forwards again', async () => {
      const client = await signedIn(testApp);
      proxy.stall();
      try {
        const health = await timed(() => testApp.request().get('/healthz'));
        expect(health.res.status).toBe(503);
        expect(health.res.body).toEqual({ status: 'unavailable', db: 'The database did not answer within 1.5 s.' });
        expect(health.ms).toBeLessThan(3000);

        // On a pooled connection (no answer: 3 s), then on a new one (no handshake: 2 s).
        for (let i = 0; i < 3; i += 1) {
          const waited = await timed(() => client.get(`${NETWORTH}/dashboard`));
          expect(waited.res.status).toBe(503);
          expect(waited.res.body).toEqual({ success: false, error: SLOW });
          expect(waited.ms).toBeLessThan(10_000);
        }
      } finally {
        proxy.forward();
      }
      await eventually(async () => (await testApp.request().get('/healthz')).status === 200);
      expect((await client.get(`${NETWORTH}/dashboard`)).status).toBe(200);
      expect(
        (await client.post(`${NETWORTH}/entries`, { type: 'asset', category: 'Cash', name: 'Wallet', value: 5, date: '2025-01-01' }))
          .status,
      ).toBe(201);
    }, 60_000);
  });

if (onMariadb)
  describe('MariaDB with its tables locked by another session', () => {
    let testApp: TestApp;

    beforeAll(async () => {
      // Lock waits give up after 4 s, retries within 8 s; a connection is waited for 1 s at most.
      testApp = await createTestApp('mariadb', { limits: { acquireTimeoutMs: 1000, queryTimeoutMs: 8000 } });
    });

    afterAll(async () => {
      await testApp?.close();
    });

    /**
     * `LOCK TABLES … READ` from a session of the test's own: the same metadata lock wait as `FLUSH
     * TABLES WITH READ LOCK`, held on this test's database only (FLUSH … WITH READ LOCK would stop
     * every other database on a shared server).
     */
    async function lockForReading(table: string): Promise<mysql.Connection> {
      const other = await mysql.createConnection({ uri: `${MARIADB_URL}/${testApp.mariadbDatabase}` });
      await other.query(`LOCK TABLES ${table} READ`);
      return other;
    }

    const entry = (name: string) => ({ type: 'asset', category: 'Cash', name, value: 5, date: '2025-01-01' });

    /** How many of the app's connections wait for the table lock now. */
    async function lockWaiters(): Promise<number> {
      const admin = await mysql.createConnection({ uri: MARIADB_URL });
      try {
        const [rows] = await admin.query(
          "SELECT COUNT(*) AS n FROM information_schema.PROCESSLIST WHERE DB = ? AND STATE LIKE 'Waiting for table metadata lock%'",
          [testApp.mariadbDatabase],
        );
        return Number((rows as Array<{ n: number }>)[0].n);
      } finally {
        await admin.end();
      }
    }

    it('answers a write 503 in bounded time while the table is locked, saves nothing, and saves it once unlocked', async () => {
      const client = await signedIn(testApp);
      const other = await lockForReading('networth_entries');
      try {
        const refused = await timed(() => client.post(`${NETWORTH}/entries`, entry('Wallet')));
        expect(refused.res.status).toBe(503);
        expect(refused.res.body).toEqual({
          success: false,
          error: 'The database is busy: nothing was saved. Please try again in a moment.',
        });
        expect(Number(refused.res.headers['retry-after'])).toBeGreaterThan(0);
        expect(refused.ms).toBeLessThan(25_000);
      } finally {
        await other.query('UNLOCK TABLES');
        await other.end();
      }
      expect((await client.post(`${NETWORTH}/entries`, entry('Wallet'))).status).toBe(201);
      const names = (await client.get(`${NETWORTH}/dashboard`)).body.entries.map((row: { name: string }) => row.name);
      expect(names).toEqual(['Wallet']);
    }, 60_000);

    it('answers 503 to a request that cannot get a connection in time while every pooled one waits on the lock', async () => {
      const poolSize = (testApp.dataSource.options as { poolSize: number }).poolSize;
      const clients: ApiClient[] = [];
      for (let i = 0; i <= poolSize; i += 1) clients.push(await signedIn(testApp, `user${i}@example.com`));
      const reader = clients.pop() as ApiClient;
      const other = await lockForReading('networth_entries');
      try {
        // As many writes as the pool has connections wait on the lock, each holding one.
        const writes = clients.map((client) => client.post(`${NETWORTH}/entries`, entry('Wallet')));
        await eventually(async () => (await lockWaiters()) === poolSize, 3500);
        // A read the lock does not block: it can only fail for want of a connection.
        const waited = await timed(() => reader.get(`${NETWORTH}/dashboard`));
        expect(waited.res.status).toBe(503);
        expect(waited.res.body).toEqual({ success: false, error: SLOW });
        expect(waited.ms).toBeLessThan(10_000);
        for (const res of await Promise.all(writes)) expect(res.status).toBe(503);
      } finally {
        await other.query('UNLOCK TABLES');
        await other.end();
      }
      expect((await reader.get(`${NETWORTH}/dashboard`)).status).toBe(200);
    }, 60_000);
  });
