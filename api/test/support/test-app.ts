import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import type Koa from 'koa';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import { silentLogger, type Logger } from '../../src/config/logger';
import { createDataSource, DEFAULT_DATABASE_LIMITS, type DatabaseLimits } from '../../src/db/data-source';
import { createApp, type AppConfig } from '../../src/http/app';
import type { Readiness } from '../../src/http/readiness';
import type { WebAssets } from '../../src/http/web';
import type { BillingProvider } from '../../src/services/billing';
import type { WorkbookParserPool } from '../../src/services/workbook';
import { ManualClock } from '../../src/services/clock';
import type { MailMessage, Mailer } from '../../src/services/mailer';
import { ApiClient } from './client';
import { adminQuery } from './scratch-database';
import { MARIADB_URL, type Engine } from './engines';

/** 2025-05-14T09:30:00Z: mid-month, so moving the clock by days never crosses a usage month. */
export const START_TIME = Date.UTC(2025, 4, 14, 9, 30, 0);

export const TEST_CONFIG: AppConfig = {
  sessionSecret: 'test-secret',
  appUrl: 'http://localhost:3000',
  secureCookies: false,
  nodeEnv: 'test',
  uploadMaxBytes: 10 * 1024 * 1024,
};

export interface TestAppOptions {
  /** Replaces the capturing mailer (e.g. the real outbox mailer). */
  mailer?: Mailer;
  billing?: BillingProvider;
  logger?: Logger;
  /** Overrides of TEST_CONFIG (e.g. a small upload bound, the Google Sheets stand-in's URL and key). */
  config?: Partial<AppConfig>;
  /** Behind a trusted proxy (TRUST_PROXY=1): client addresses come from X-Forwarded-For. */
  proxy?: boolean;
  /** A parsing pool of the test's own (e.g. one with no room left) instead of the process's. */
  parserPool?: WorkbookParserPool;
  /** SQLite: a file (kept by the caller, e.g. to open it again as after a restart) instead of memory. */
  sqliteFile?: string;
  /** MariaDB: `host:port` to connect through (e.g. a proxy) instead of the server's own address. */
  mariadbAddress?: string;
  /** MariaDB: the database's default character set (and collation), instead of utf8mb4. */
  mariadbCharset?: string;
  /** Overrides of the database time limits and retries. */
  limits?: Partial<DatabaseLimits>;
  /** The server's start-up state; omitted: ready. */
  readiness?: Readiness;
  /** A built front end to serve (the shell's and remotes' folders), as the production server does. */
  web?: WebAssets;
}

export interface TestApp {
  engine: Engine;
  /** MariaDB: the throw-away database's name (for a second connection of a test's own); null on SQLite. */
  mariadbDatabase: string | null;
  app: Koa;
  dataSource: DataSource;
  clock: ManualClock;
  /** Every message the capturing mailer was asked to send, oldest first. */
  outbox: MailMessage[];
  /** A fresh cookie-keeping client (its own browser). */
  client(): ApiClient;
  /** A raw supertest agent with its own cookie jar. */
  agent(): ReturnType<typeof request.agent>;
  /** A cookie-less request builder, for sending an explicit Cookie header. */
  request(): ReturnType<typeof request>;
  /** Empties every table except the seeded plans, clears the outbox and rewinds the clock. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

/** Children before parents: foreign keys are enforced on both engines. */
const TABLES = [
  'retirement_choices',
  'retirement_plans',
  'analyses',
  'transactions',
  'imports',
  'category_classifications',
  'workflow_upload_parts',
  'workflow_uploads',
  'goal_shares',
  'goal_transactions',
  'savings_goals',
  'networth_entries',
  'networth_categories',
  'usage_events',
  'user_options',
  'password_reset_tokens',
  'sessions',
  'throttle_events',
  'billing_events',
  'users',
];

/**
 * A fully migrated app on a throw-away database: SQLite in memory, or a MariaDB database of its own
 * (`ontrack_test_<pid>_<random>`) that close() drops.
 */
export async function createTestApp(engine: Engine, options: TestAppOptions = {}): Promise<TestApp> {
  let databaseUrl = `sqlite:${options.sqliteFile ?? ':memory:'}`;
  let mariadbName: string | null = null;
  if (engine === 'mariadb') {
    mariadbName = `ontrack_test_${process.pid}_${randomBytes(4).toString('hex')}`;
    const charset = options.mariadbCharset ?? 'utf8mb4 COLLATE utf8mb4_unicode_ci';
    await adminQuery(`CREATE DATABASE \`${mariadbName}\` CHARACTER SET ${charset}`);
    const server = new URL(MARIADB_URL);
    if (options.mariadbAddress) server.host = options.mariadbAddress;
    databaseUrl = `${server.toString().replace(/\/+$/, '')}/${mariadbName}`;
  }

  const dataSource = createDataSource(databaseUrl, undefined, { ...DEFAULT_DATABASE_LIMITS, ...options.limits });
  try {
    await dataSource.initialize();
    await dataSource.runMigrations({ transaction: 'each' });
  } catch (error) {
    if (dataSource.isInitialized) await dataSource.destroy();
    if (mariadbName) await adminQuery(`DROP DATABASE IF EXISTS \`${mariadbName}\``);
    throw error;
  }

  const clock = new ManualClock(START_TIME);
  const outbox: MailMessage[] = [];
  const capturingMailer: Mailer = {
    send(message) {
      outbox.push(message);
      return Promise.resolve();
    },
  };
  const app = createApp({
    dataSource,
    config: { ...TEST_CONFIG, ...options.config },
    clock,
    mailer: options.mailer ?? capturingMailer,
    logger: options.logger ?? silentLogger,
    billing: options.billing,
    proxy: options.proxy,
    parserPool: options.parserPool,
    readiness: options.readiness,
    web: options.web,
  });

  let closed = false;
  return {
    engine,
    mariadbDatabase: mariadbName,
    app,
    dataSource,
    clock,
    outbox,
    client: () => new ApiClient(app),
    agent: () => request.agent(app.callback()),
    request: () => request(app.callback()),
    async reset() {
      for (const table of TABLES) await dataSource.query(`DELETE FROM ${table}`);
      outbox.length = 0;
      clock.set(START_TIME);
    },
    async close() {
      if (closed) return;
      closed = true;
      if (dataSource.isInitialized) await dataSource.destroy();
      if (mariadbName) await adminQuery(`DROP DATABASE IF EXISTS \`${mariadbName}\``);
    },
  };
}

/**
 * Wires a describe block to one app per engine: created before the block, reset before each test,
 * closed (and its database dropped) after. Returns a getter, since the app exists only once
 * beforeAll ran.
 */
export function useTestApp(engine: Engine, options: TestAppOptions = {}): () => TestApp {
  let testApp: TestApp | undefined;
  beforeAll(async () => {
    testApp = await createTestApp(engine, options);
  });
  beforeEach(async () => {
    await testApp?.reset();
  });
  afterAll(async () => {
    await testApp?.close();
  });
  return () => {
    if (!testApp) throw new Error('The test app is not ready: did beforeAll fail?');
    return testApp;
  };
}
