import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Everything the server reads from its environment (server.md section 1), parsed once. */
export interface Config {
  nodeEnv: string;
  port: number;
  host: string;
  databaseUrl: string;
  sessionSecret: string;
  appUrl: string;
  secureCookies: boolean;
  smtpUrl?: string;
  mailOutbox: string;
  mailFrom: string;
  googleApiKey?: string;
  googleSheetsRootUrl?: string;
  uploadMaxBytes: number;
  /** Longest wait for a database connection (README, Configuration). */
  dbAcquireTimeoutMs: number;
  /** Longest wait for one statement on MySQL/MariaDB; lock waits give up at half of it. */
  dbQueryTimeoutMs: number;
  remotesUrl: string;
  /** Folder for the embedded database, the generated session secret and the outbox. */
  dataDir: string;
}

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

function positiveInteger(env: Env, name: string, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  const value = /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(value) || value <= 0 || value > max) {
    throw new ConfigError(`${name} must be a whole number from 1 to ${max}, got "${raw}".`);
  }
  return value;
}

function nonEmpty(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

/**
 * The secret that signs session cookies. In production it must be given; elsewhere one is generated
 * on first start and kept in the data folder so that restarts do not sign everybody out.
 */
function resolveSessionSecret(env: Env, nodeEnv: string, dataDir: string): string {
  const given = nonEmpty(env, 'SESSION_SECRET');
  if (given) return given;
  if (nodeEnv === 'production') {
    throw new ConfigError('SESSION_SECRET is required when NODE_ENV=production.');
  }
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: Env = process.env, cwd = process.cwd()): Config {
  const nodeEnv = env.NODE_ENV ?? 'development';
  const port = positiveInteger(env, 'PORT', 3000, 65535);
  const databaseUrl = nonEmpty(env, 'DATABASE_URL') ?? 'sqlite:./data/ontrack.sqlite';
  if (!/^(sqlite:|mysql:\/\/|mariadb:\/\/)/.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must start with sqlite: or mysql://.');
  }
  const dataDir = path.resolve(cwd, 'data');
  const appUrl = (nonEmpty(env, 'APP_URL') ?? `http://localhost:${port}`).replace(/\/+$/, '');
  return {
    nodeEnv,
    port,
    host: nonEmpty(env, 'HOST') ?? '127.0.0.1',
    databaseUrl,
    sessionSecret: resolveSessionSecret(env, nodeEnv, dataDir),
    appUrl,
    secureCookies: appUrl.startsWith('https:'),
    smtpUrl: nonEmpty(env, 'SMTP_URL'),
    mailOutbox: path.resolve(cwd, nonEmpty(env, 'MAIL_OUTBOX') ?? './data/outbox'),
    mailFrom: nonEmpty(env, 'MAIL_FROM') ?? 'OnTrack <no-reply@localhost>',
    googleApiKey: nonEmpty(env, 'GOOGLE_API_KEY'),
    googleSheetsRootUrl: nonEmpty(env, 'GOOGLE_SHEETS_ROOT_URL'),
    uploadMaxBytes: positiveInteger(env, 'UPLOAD_MAX_BYTES', 10 * 1024 * 1024),
    dbAcquireTimeoutMs: positiveInteger(env, 'DB_ACQUIRE_TIMEOUT_MS', 5000, 600_000),
    dbQueryTimeoutMs: positiveInteger(env, 'DB_QUERY_TIMEOUT_MS', 10_000, 3_600_000),
    remotesUrl: nonEmpty(env, 'REMOTES_URL') ?? '/remotes.json',
    dataDir,
  };
}
