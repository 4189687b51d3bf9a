import 'reflect-metadata';
import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { ConfigError, loadConfig } from './config/config';
import { jsonLogger } from './config/logger';
import { createDataSource, DEFAULT_DATABASE_LIMITS, migrateDatabase } from './db/data-source';
import { createApp } from './http/app';
import { configureKeepAlive } from './http/keep-alive';
import { Readiness } from './http/readiness';
import { REMOTE_KEYS } from './contracts/remotes';
import { systemClock } from './services/clock';
import { outboxMailer, smtpMailer } from './services/mailer';
import { SessionService } from './services/sessions';
import { ThrottleService } from './services/throttle';
import { closeWorkbookReaders, defaultParserPool, workbookLimits } from './services/workbook';

/** The repository root: api/dist/server.js → two folders up. */
const repoRoot = path.resolve(__dirname, '..', '..');

async function main(): Promise<void> {
  const logger = jsonLogger;
  const config = loadConfig(process.env, process.cwd());
  const dataSource = createDataSource(config.databaseUrl, process.cwd(), {
    ...DEFAULT_DATABASE_LIMITS,
    acquireTimeoutMs: config.dbAcquireTimeoutMs,
    queryTimeoutMs: config.dbQueryTimeoutMs,
  });
  // Listening comes first: while the database is connected and migrated, /healthz says "starting".
  const readiness = new Readiness();

  const mailer = config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : outboxMailer(config.mailOutbox, config.mailFrom, logger);
  const shellDir = path.join(repoRoot, 'shell', 'dist');
  const remoteDirs = Object.fromEntries(REMOTE_KEYS.map((key) => [key, path.join(repoRoot, `mf-${key}`, 'dist')]));
  if (!existsSync(shellDir)) logger.warn('shell is not built; run npm run build', { shellDir });

  const app = createApp({
    dataSource,
    config,
    clock: systemClock,
    mailer,
    logger,
    web: { shellDir, remoteDirs, remotesUrl: config.remotesUrl },
    proxy: process.env.TRUST_PROXY === '1',
    readiness,
  });

  // A workbook parser started now: the first upload then finds it ready (≈0.5 s sooner).
  defaultParserPool.prewarm(workbookLimits(config).maxHeapMb);

  const server = http.createServer(app.callback());
  configureKeepAlive(server);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, resolve);
  });
  logger.info('listening', { url: `http://${config.host}:${config.port}`, appUrl: config.appUrl });

  let sweeper: NodeJS.Timeout | undefined;

  // SIGTERM/SIGINT: stop accepting, let requests in flight finish, close the pool, exit 0.
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info('shutting down', { signal });
    const forced = setTimeout(() => {
      logger.error('requests still running after 10 s; closing anyway');
      server.closeAllConnections();
    }, 10_000);
    forced.unref();
    if (sweeper) clearInterval(sweeper);
    server.close(async () => {
      await closeWorkbookReaders().catch(() => undefined);
      await dataSource.destroy().catch(() => undefined);
      logger.info('stopped');
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await dataSource.initialize();
  const applied = await migrateDatabase(dataSource, config.databaseUrl, process.cwd());
  logger.info('database ready', { engine: dataSource.options.type, migrationsApplied: applied });
  readiness.markReady();

  // Expired sessions and old throttle counts are swept hourly (any instance may do it); sessions also
  // whenever many were issued (SessionService).
  const sessions = new SessionService(dataSource, systemClock, logger);
  const throttle = new ThrottleService(dataSource, systemClock);
  const sweep = () =>
    Promise.all([sessions.purgeExpired(), throttle.purgeOlderThan(24 * 60 * 60 * 1000)]).catch((error: unknown) =>
      logger.warn('sweep failed', { error: error instanceof Error ? error.message : String(error) }),
    );
  void sweep();
  sweeper = setInterval(sweep, 60 * 60 * 1000);
  sweeper.unref();
}

main().catch((error) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`Configuration error: ${error.message}\n`);
  } else {
    jsonLogger.error('failed to start', { error: error instanceof Error ? error.message : String(error) });
  }
  process.exit(1);
});
