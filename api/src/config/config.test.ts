import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from './config';

/** The repository's root, seen from this file (api/src/config). */
const REPOSITORY = path.resolve(__dirname, '..', '..', '..');

describe('loadConfig', () => {
  let cwd: string;
  beforeEach(() => {
    cwd = mkdtempSync(path.join(os.tmpdir(), 'ontrack-config-'));
  });
  afterEach(() => {
    rmSync(cwd, { recursive: true, force: true });
  });

  it('applies the defaults', () => {
    const config = loadConfig({}, cwd);
    expect(config).toEqual({
      nodeEnv: 'development',
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: 'sqlite:./data/ontrack.sqlite',
      sessionSecret: expect.stringMatching(/^[0-9a-f]{64}$/),
      appUrl: 'http://localhost:3000',
      secureCookies: false,
      smtpUrl: undefined,
      mailOutbox: path.join(cwd, 'data', 'outbox'),
      mailFrom: 'OnTrack <no-reply@localhost>',
      googleApiKey: undefined,
      googleSheetsRootUrl: undefined,
      uploadMaxBytes: 10485760,
      dbAcquireTimeoutMs: 5000,
      dbQueryTimeoutMs: 10000,
      dbWalLimitBytes: 8 * 1024 * 1024,
      requestTimeoutMs: 30000,
      headersTimeoutMs: 20000,
      maxConnections: 1000,
      remotesUrl: '/remotes.json',
      remotesOrigins: [],
      previewOrigins: [],
      dataDir: path.join(cwd, 'data'),
      stripe: undefined,
      web: {
        shell: path.join(REPOSITORY, 'shell', 'dist'),
        remotes: {
          auth: path.join(REPOSITORY, 'mf-auth', 'dist'),
          wizard: path.join(REPOSITORY, 'mf-wizard', 'dist'),
          goals: path.join(REPOSITORY, 'mf-goals', 'dist'),
          spending: path.join(REPOSITORY, 'mf-spending', 'dist'),
          networth: path.join(REPOSITORY, 'mf-networth', 'dist'),
          dashboard: path.join(REPOSITORY, 'mf-dashboard', 'dist'),
        },
      },
    });
    expect(existsSync(path.join(REPOSITORY, 'shell', 'package.json'))).toBe(true);
  });

  it('finds the built front end under WEB_ROOT, relative to the working folder', () => {
    const { web } = loadConfig({ WEB_ROOT: 'release' }, cwd);
    expect(web.shell).toBe(path.join(cwd, 'release', 'shell', 'dist'));
    expect(web.remotes.goals).toBe(path.join(cwd, 'release', 'mf-goals', 'dist'));
  });

  const STRIPE_ENV = {
    STRIPE_SECRET_KEY: 'sk_test_1',
    STRIPE_WEBHOOK_SECRET: 'whsec_1',
    STRIPE_PRICE_MONTHLY: 'price_m',
    STRIPE_PRICE_ANNUAL: 'price_a',
    STRIPE_PRICE_LIFETIME: 'price_l',
  };

  it("reads Stripe's settings, with Stripe's own API by default and a stand-in's base URL when given", () => {
    expect(loadConfig(STRIPE_ENV, cwd).stripe).toEqual({
      secretKey: 'sk_test_1',
      webhookSecret: 'whsec_1',
      apiUrl: 'https://api.stripe.com',
      prices: { Monthly: 'price_m', Annual: 'price_a', Lifetime: 'price_l' },
    });
    expect(loadConfig({ ...STRIPE_ENV, STRIPE_API_URL: 'http://127.0.0.1:12111/' }, cwd).stripe?.apiUrl).toBe('http://127.0.0.1:12111');
  });

  it('refuses a Stripe key without the webhook secret or a price, and an API URL with a path', () => {
    for (const missing of ['STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_MONTHLY', 'STRIPE_PRICE_ANNUAL', 'STRIPE_PRICE_LIFETIME']) {
      expect(() => loadConfig({ ...STRIPE_ENV, [missing]: '' }, cwd)).toThrow(
        new ConfigError(`${missing} is required when STRIPE_SECRET_KEY is set.`),
      );
    }
    expect(() => loadConfig({ ...STRIPE_ENV, STRIPE_API_URL: 'http://127.0.0.1:12111/v1' }, cwd)).toThrow(
      /STRIPE_API_URL must be a base URL/,
    );
  });

  it('reads every variable it is given', () => {
    const config = loadConfig(
      {
        NODE_ENV: 'production',
        PORT: '8080',
        HOST: '0.0.0.0',
        DATABASE_URL: 'mysql://u:p@db:3306/ontrack',
        SESSION_SECRET: 'given-secret',
        APP_URL: 'https://ontrack.example.com/',
        SMTP_URL: 'smtp://user:pass@127.0.0.1:2525',
        MAIL_OUTBOX: 'mail',
        MAIL_FROM: 'Team <team@example.com>',
        GOOGLE_API_KEY: 'key',
        GOOGLE_SHEETS_ROOT_URL: 'http://127.0.0.1:9999/',
        UPLOAD_MAX_BYTES: '2048',
        DB_ACQUIRE_TIMEOUT_MS: '1500',
        DB_QUERY_TIMEOUT_MS: '30000',
        REQUEST_TIMEOUT_MS: '45000',
        HEADERS_TIMEOUT_MS: '5000',
        MAX_CONNECTIONS: '200',
        REMOTES_URL: 'https://cdn.example.com/remotes.json',
      },
      cwd,
    );
    expect(config).toMatchObject({
      nodeEnv: 'production',
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: 'mysql://u:p@db:3306/ontrack',
      sessionSecret: 'given-secret',
      appUrl: 'https://ontrack.example.com',
      secureCookies: true,
      smtpUrl: 'smtp://user:pass@127.0.0.1:2525',
      mailOutbox: path.join(cwd, 'mail'),
      mailFrom: 'Team <team@example.com>',
      googleApiKey: 'key',
      googleSheetsRootUrl: 'http://127.0.0.1:9999/',
      uploadMaxBytes: 2048,
      dbAcquireTimeoutMs: 1500,
      dbQueryTimeoutMs: 30000,
      requestTimeoutMs: 45000,
      headersTimeoutMs: 5000,
      maxConnections: 200,
      remotesUrl: 'https://cdn.example.com/remotes.json',
      remotesOrigins: ['https://cdn.example.com'],
    });
    // A given secret is not written anywhere.
    expect(existsSync(path.join(cwd, 'data', 'session-secret'))).toBe(false);
  });

  it('derives APP_URL from PORT when APP_URL is not set', () => {
    expect(loadConfig({ PORT: '4321' }, cwd).appUrl).toBe('http://localhost:4321');
  });

  it('treats blank values as unset', () => {
    const config = loadConfig({ PORT: '', DATABASE_URL: '  ', SMTP_URL: ' ', APP_URL: '' }, cwd);
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBe('sqlite:./data/ontrack.sqlite');
    expect(config.smtpUrl).toBeUndefined();
    expect(config.appUrl).toBe('http://localhost:3000');
  });

  it.each(['abc', '0', '-1', '3.5', '80abc'])('throws a ConfigError for PORT=%p', (port) => {
    expect(() => loadConfig({ PORT: port }, cwd)).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: port }, cwd)).toThrow(/PORT/);
  });

  it('throws a ConfigError for a bad UPLOAD_MAX_BYTES', () => {
    expect(() => loadConfig({ UPLOAD_MAX_BYTES: 'lots' }, cwd)).toThrow(ConfigError);
  });

  it.each(['REQUEST_TIMEOUT_MS', 'HEADERS_TIMEOUT_MS', 'MAX_CONNECTIONS'])(
    'throws a ConfigError naming %s when it is not a positive whole number',
    (name) => {
      for (const bad of ['0', '-5', '2.5', 'soon'])
        expect(() => loadConfig({ [name]: bad }, cwd)).toThrow(new RegExp(`^${name} must be a whole number`));
    },
  );

  it('throws a ConfigError for a DATABASE_URL it cannot use', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://db/ontrack' }, cwd)).toThrow(ConfigError);
    expect(loadConfig({ DATABASE_URL: 'mariadb://root@127.0.0.1/x' }, cwd).databaseUrl).toBe('mariadb://root@127.0.0.1/x');
  });

  it("reads the remotes' origins from REMOTES_ORIGINS and from a REMOTES_URL elsewhere, once each", () => {
    const config = loadConfig(
      {
        REMOTES_ORIGINS: ' https://cdn.example.com/ , HTTPS://Assets.Example.org:8443,https://cdn.example.com',
        REMOTES_URL: 'https://manifests.example.net/ontrack/remotes.json',
      },
      cwd,
    );
    expect(config.remotesOrigins).toEqual(['https://cdn.example.com', 'https://assets.example.org:8443', 'https://manifests.example.net']);
    // A protocol-relative manifest URL is another origin too; a path, or this app's own origin, adds nothing.
    expect(loadConfig({ REMOTES_URL: '//cdn.example.com/remotes.json', APP_URL: 'https://app.example.com' }, cwd).remotesOrigins).toEqual([
      'https://cdn.example.com',
    ]);
    expect(loadConfig({ REMOTES_URL: '/static/remotes.json' }, cwd).remotesOrigins).toEqual([]);
    expect(
      loadConfig({ REMOTES_URL: 'https://app.example.com/remotes.json', APP_URL: 'https://app.example.com' }, cwd).remotesOrigins,
    ).toEqual([]);
    expect(loadConfig({ REMOTES_ORIGINS: ' , ' }, cwd).remotesOrigins).toEqual([]);
  });

  it.each([
    'https://*.example.com',
    'https://cdn.example.com/remotes',
    'https://cdn.example.com/?v=1',
    'https://user@cdn.example.com',
    'ftp://cdn.example.com',
    'https:',
    '*',
    'https://cdn.example.com;script-src',
    'https://a,b.example.com',
    "https://cdn'.example.com",
  ])('refuses REMOTES_ORIGINS entry %p with a ConfigError', (origin) => {
    expect(() => loadConfig({ REMOTES_ORIGINS: `https://ok.example.com,${origin}` }, cwd)).toThrow(/REMOTES_ORIGINS must list origins/);
  });

  it('reads PREVIEW_ORIGINS as exact origins, and refuses one with a path', () => {
    expect(
      loadConfig({ PREVIEW_ORIGINS: 'https://staging.example.com/, http://localhost:3103,https://staging.example.com' }, cwd)
        .previewOrigins,
    ).toEqual(['https://staging.example.com', 'http://localhost:3103']);
    expect(() => loadConfig({ PREVIEW_ORIGINS: 'https://staging.example.com/goals' }, cwd)).toThrow(/PREVIEW_ORIGINS must list origins/);
  });

  it.each(['javascript:alert(1)', 'data:application/json,{}', 'https://cdn;.example.com/remotes.json'])(
    'refuses REMOTES_URL %p with a ConfigError',
    (url) => {
      expect(() => loadConfig({ REMOTES_URL: url }, cwd)).toThrow(/REMOTES_URL must be a path on this server or an http\(s\) URL/);
    },
  );

  it('refuses an APP_URL that is not an http(s) URL', () => {
    expect(() => loadConfig({ APP_URL: 'ontrack.example.com' }, cwd)).toThrow(/APP_URL must be an http\(s\) URL/);
  });

  it('requires SESSION_SECRET in production, and writes no secret file then', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' }, cwd)).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: '   ' }, cwd)).toThrow(/SESSION_SECRET/);
    expect(existsSync(path.join(cwd, 'data', 'session-secret'))).toBe(false);
  });

  it('generates a secret once outside production, keeps it in the data folder and reuses it', () => {
    const first = loadConfig({}, cwd);
    const file = path.join(cwd, 'data', 'session-secret');
    expect(readFileSync(file, 'utf8')).toBe(first.sessionSecret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const second = loadConfig({ NODE_ENV: 'test' }, cwd);
    expect(second.sessionSecret).toBe(first.sessionSecret);

    const elsewhere = mkdtempSync(path.join(os.tmpdir(), 'ontrack-config-'));
    try {
      expect(loadConfig({}, elsewhere).sessionSecret).not.toBe(first.sessionSecret);
    } finally {
      rmSync(elsewhere, { recursive: true, force: true });
    }
  });

  it('reads a secret file that already exists, ignoring surrounding whitespace', () => {
    mkdirSync(path.join(cwd, 'data'));
    writeFileSync(path.join(cwd, 'data', 'session-secret'), 'kept-secret\n');
    expect(loadConfig({}, cwd).sessionSecret).toBe('kept-secret');
  });
});
