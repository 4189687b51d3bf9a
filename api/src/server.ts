import 'reflect-metadata';
import { existsSync } from 'node:fs';
import { ConfigError, loadConfig } from './config/config';
import { missingServerFlags } from './config/node-flags';
import { jsonLogger } from './config/logger';
import { createDataSource, DEFAULT_DATABASE_LIMITS, migrateDatabase } from './db/data-source';
import { createApp } from './http/app';
import { createHttpServer } from './http/http-server';
import { Readiness } from './http/readiness';
import { systemClock } from './services/clock';
import { outboxMailer, smtpMailer } from './services/mailer';
import { SessionService } from './services/sessions';
import { ThrottleService } from './services/throttle';
import { closeWorkbookReaders, defaultParserPool, workbookLimits } from './services/workbook';

async function main(): Promise<void> {
  const logger = jsonLogger;
  const config = loadConfig(process.env, process.cwd());
  const dataSource = createDataSource(config.databaseUrl, process.cwd(), {
    ...DEFAULT_DATABASE_LIMITS,
    acquireTimeoutMs: config.dbAcquireTimeoutMs,
    queryTimeoutMs: config.dbQueryTimeoutMs,
    walLimitBytes: config.dbWalLimitBytes,
  });
  // Listening comes first: while the database is connected and migrated, /healthz says "starting".
  const readiness = new Readiness();

  const mailer = config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : outboxMailer(config.mailOutbox, config.mailFrom, logger);
  const { shell: shellDir, remotes: remoteDirs } = config.web;
  if (!existsSync(shellDir)) logger.warn('shell is not built; run npm run build', { shellDir });
  const missingFlags = missingServerFlags(process.execArgv, process.env.NODE_OPTIONS);
  if (missingFlags.length > 0) {
    logger.warn('running without the V8 flags the server is sized for; set NODE_OPTIONS (docs/operations.md)', {
      missing: missingFlags,
      nodeOptions: `NODE_OPTIONS="${[process.env.NODE_OPTIONS, ...missingFlags].filter(Boolean).join(' ')}"`,
    });
  }

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

  // Koa answers every failure itself (its error handler and ctx.onerror): the handler never rejects.
  const handle = app.callback();
  const server = createHttpServer((req, res) => void handle(req, res), config);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, resolve);
  });
  logger.info('listening', { url: `http://${config.host}:${config.port}`, appUrl: config.appUrl });

  /** The hourly sweep, started once the database is ready (below); shutdown stops it. */
  const sweeping: { timer?: NodeJS.Timeout } = {};

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
    if (sweeping.timer) clearInterval(sweeping.timer);
    const stop = async () => {
      await closeWorkbookReaders().catch(() => undefined);
      await dataSource.destroy().catch(() => undefined);
      logger.info('stopped');
      process.exit(0);
    };
    // stop() never rejects: each step's failure is caught, and the process ends either way.
    server.close(() => void stop());
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
  sweeping.timer = setInterval(() => void sweep(), 60 * 60 * 1000);
  sweeping.timer.unref();
}

main().catch((error) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`Configuration error: ${error.message}\n`);
  } else {
    jsonLogger.error('failed to start', { error: error instanceof Error ? error.message : String(error) });
  }
  process.exit(1);
});
