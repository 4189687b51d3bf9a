import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_KEYS, type RemoteKey } from '../contracts/remotes';

/** Everything the server reads from its environment, parsed once. */
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
  /** SQLite: the write-ahead log's bound (DB_WAL_LIMIT_MB, docs/operations.md). */
  dbWalLimitBytes: number;
  /**
   * Longest time a request may take to arrive whole once its headers are in, plus the time its
   * declared body takes on a slow link (docs/operations.md, Limits): past it, 408 and the connection closes.
   */
  requestTimeoutMs: number;
  /** Longest time a request's headers may take to arrive. */
  headersTimeoutMs: number;
  /** Connections one process keeps open at once; one more is closed as soon as it is accepted. */
  maxConnections: number;
  remotesUrl: string;
  /**
   * Origins the pages may load remote code from besides their own (the CSP's script-src and
   * connect-src): `REMOTES_ORIGINS` plus the origin of an absolute `REMOTES_URL`.
   */
  remotesOrigins: string[];
  /**
   * Origins a remote may be previewed from on this app (`?remote.<key>=<url>`, docs/operations.md):
   * `PREVIEW_ORIGINS`; none unless set. The pages are told them and the CSP allows them.
   */
  previewOrigins: string[];
  /** Folder for the embedded database, the generated session secret and the outbox. */
  dataDir: string;
  /** Stripe, when STRIPE_SECRET_KEY is set; undefined: payments are not configured. */
  stripe?: StripeConfig;
  /** The built front end the server serves. */
  web: WebDirs;
}

/** The shell's and each remote's build folder (`<WEB_ROOT>/shell/dist`, `<WEB_ROOT>/mf-<key>/dist`). */
export interface WebDirs {
  shell: string;
  remotes: Record<RemoteKey, string>;
}

/** The repository root, where `npm run build` writes every package's `dist`: three folders above this file in src and in dist. */
const REPOSITORY_ROOT = path.resolve(__dirname, '..', '..', '..');

/** Everything needed to take payments through Stripe (README, Configuration). */
export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** The API's base URL without `/v1` (Stripe's own, or a local stand-in in tests). */
  apiUrl: string;
  /** Stripe price id per plan name as stored in pricing_plans (Monthly, Annual, Lifetime). */
  prices: Record<'Monthly' | 'Annual' | 'Lifetime', string>;
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

/**
 * The URL `raw` names (relative to `base` when given) if it is an http(s) URL whose host is a plain
 * name or address, else null. Its origin goes into the Content-Security-Policy header, so a host
 * with `*`, `;`, `,` or a quote (which the URL parser lets through) would widen or break the policy.
 */
function httpUrl(raw: string, base?: URL): URL | null {
  try {
    const url = new URL(raw, base);
    const plainHost = /^([a-z0-9_-]+\.)*[a-z0-9_-]+$|^\[[0-9a-f:.]+\]$/.test(url.hostname);
    return (url.protocol === 'http:' || url.protocol === 'https:') && plainHost ? url : null;
  } catch {
    return null;
  }
}

/** `https://cdn.example.com` from `https://cdn.example.com/`: an exact origin, nothing else. */
function exactOrigin(raw: string, name: string): string {
  const url = httpUrl(raw);
  if (!url || url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
    throw new ConfigError(`${name} must list origins like https://cdn.example.com (no path, no wildcard), got "${raw}".`);
  }
  return url.origin;
}

/** A comma-separated list of exact origins (empty when unset). */
function originList(env: Env, name: string): string[] {
  const origins = (nonEmpty(env, name) ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '')
    .map((item) => exactOrigin(item, name));
  return [...new Set(origins)];
}

/**
 * Where the remotes may be served from besides this origin (a CDN). REMOTES_ORIGINS lists them,
 * comma-separated; a REMOTES_URL on another origin adds that origin, since the manifest usually
 * sits beside the remotes. Remotes the manifest places on yet another origin must be listed.
 */
function resolveRemotesOrigins(env: Env, remotesUrl: string, appUrl: string): string[] {
  const origins = originList(env, 'REMOTES_ORIGINS');
  const app = httpUrl(appUrl);
  if (!app) throw new ConfigError(`APP_URL must be an http(s) URL, got "${appUrl}".`);
  // Read as the browser will: a path (or //host/path) relative to the page's own address.
  const manifest = httpUrl(remotesUrl, app);
  if (!manifest) throw new ConfigError(`REMOTES_URL must be a path on this server or an http(s) URL, got "${remotesUrl}".`);
  if (manifest.origin !== app.origin) origins.push(manifest.origin);
  return [...new Set(origins)];
}

/**
 * Stripe's settings, all or nothing: a secret key without the webhook secret or a plan's price
 * would take money and never apply it, so the server refuses to start instead.
 */
function resolveStripe(env: Env): StripeConfig | undefined {
  const secretKey = nonEmpty(env, 'STRIPE_SECRET_KEY');
  if (!secretKey) return undefined;
  const required = (name: string) => {
    const value = nonEmpty(env, name);
    if (!value) throw new ConfigError(`${name} is required when STRIPE_SECRET_KEY is set.`);
    return value;
  };
  const apiUrl = (nonEmpty(env, 'STRIPE_API_URL') ?? 'https://api.stripe.com').replace(/\/+$/, '');
  const parsed = httpUrl(apiUrl);
  if (!parsed || parsed.pathname !== '/' || parsed.search)
    throw new ConfigError(`STRIPE_API_URL must be a base URL like https://api.stripe.com (no /v1), got "${apiUrl}".`);
  return {
    secretKey,
    webhookSecret: required('STRIPE_WEBHOOK_SECRET'),
    apiUrl,
    prices: {
      Monthly: required('STRIPE_PRICE_MONTHLY'),
      Annual: required('STRIPE_PRICE_ANNUAL'),
      Lifetime: required('STRIPE_PRICE_LIFETIME'),
    },
  };
}

/** WEB_ROOT moves the whole built front end (a deploy that copies the dist folders elsewhere). */
function resolveWebDirs(env: Env, cwd: string): WebDirs {
  const root = path.resolve(cwd, nonEmpty(env, 'WEB_ROOT') ?? REPOSITORY_ROOT);
  const remotes = Object.fromEntries(REMOTE_KEYS.map((key) => [key, path.join(root, `mf-${key}`, 'dist')])) as Record<RemoteKey, string>;
  return { shell: path.join(root, 'shell', 'dist'), remotes };
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
  const remotesUrl = nonEmpty(env, 'REMOTES_URL') ?? '/remotes.json';
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
    dbWalLimitBytes: positiveInteger(env, 'DB_WAL_LIMIT_MB', 8, 4096) * 1024 * 1024,
    requestTimeoutMs: positiveInteger(env, 'REQUEST_TIMEOUT_MS', 30_000, 3_600_000),
    headersTimeoutMs: positiveInteger(env, 'HEADERS_TIMEOUT_MS', 20_000, 3_600_000),
    maxConnections: positiveInteger(env, 'MAX_CONNECTIONS', 1000, 1_000_000),
    remotesUrl,
    remotesOrigins: resolveRemotesOrigins(env, remotesUrl, appUrl),
    previewOrigins: originList(env, 'PREVIEW_ORIGINS'),
    dataDir,
    stripe: resolveStripe(env),
    web: resolveWebDirs(env, cwd),
  };
}
