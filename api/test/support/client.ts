import type Koa from 'koa';
import request, { type Response } from 'supertest';

export const SESSION_COOKIE = 'ontrack_sid';

export const DEFAULT_PASSWORD = 'correct horse battery';

export interface RegisterFields {
  register_email: string;
  register_password: string;
  register_password2: string;
  plan_id: number | string;
  template_id: string;
}

export function registration(email: string, overrides: Partial<Record<keyof RegisterFields, unknown>> = {}): Record<string, unknown> {
  return {
    register_email: email,
    register_password: DEFAULT_PASSWORD,
    register_password2: DEFAULT_PASSWORD,
    plan_id: 1,
    template_id: 'wealth-whisperer',
    ...overrides,
  };
}

/** Nothing internal may reach a client: no stack frames, file paths, SQL or driver error names. */
const LEAKS = [
  /\bat .+:\d+:\d+/,
  /node_modules/,
  /\/work\//,
  /\.ts:\d+/,
  /QueryFailedError/,
  /SQLITE_[A-Z]/,
  /\bER_[A-Z_]{3,}/,
  /\b(SELECT|INSERT INTO|DELETE FROM) /,
  /"stack"/,
];

export function expectNoLeak(res: Response): void {
  const text = res.text ?? '';
  for (const pattern of LEAKS) {
    if (pattern.test(text)) throw new Error(`Response to ${res.status} leaks internals (${pattern}): ${text.slice(0, 500)}`);
  }
}

/** The `name=value` pairs of the session cookie (and its signature) a response sets. */
export function sessionCookieFrom(res: Response): string | null {
  const header = res.headers['set-cookie'] as unknown as string[] | undefined;
  const pairs = (header ?? [])
    .map((line) => line.split(';')[0])
    .filter((pair) => pair.startsWith(`${SESSION_COOKIE}=`) || pair.startsWith(`${SESSION_COOKIE}.sig=`));
  return pairs.length ? pairs.join('; ') : null;
}

/** The full Set-Cookie line for the session cookie itself (not its signature). */
export function sessionSetCookieLine(res: Response): string | undefined {
  const header = res.headers['set-cookie'] as unknown as string[] | undefined;
  return header?.find((line) => line.startsWith(`${SESSION_COOKIE}=`));
}

export interface PostOptions {
  /** The X-CSRFToken to send; default the client's current token (fetched on first use); null sends none. */
  csrf?: string | null;
  /** Send as application/x-www-form-urlencoded instead of JSON. */
  form?: boolean;
}

/**
 * One browser: a cookie-keeping supertest agent plus the CSRF dance. It remembers the token from
 * `GET /auth/csrf-token` and replaces it with the one login and register answer (the session rotates).
 */
export class ApiClient {
  readonly http: ReturnType<typeof request.agent>;
  csrfToken: string | null = null;
  /** The session cookie pairs as last set by the server, to replay them from elsewhere. */
  cookie: string | null = null;

  constructor(app: Koa) {
    this.http = request.agent(app.callback());
  }

  private track(res: Response): Response {
    expectNoLeak(res);
    const cookie = sessionCookieFrom(res);
    if (cookie) this.cookie = cookie;
    const token = (res.body as { csrf_token?: unknown } | undefined)?.csrf_token;
    if (typeof token === 'string') this.csrfToken = token;
    return res;
  }

  async get(path: string): Promise<Response> {
    return this.track(await this.http.get(path));
  }

  /** Throws (rather than `expect`s) so scripts outside jest can use the client too (scripts/check-workbooks.ts). */
  async fetchCsrf(): Promise<string> {
    const res = await this.get('/auth/csrf-token');
    if (res.status !== 200 || typeof res.body.csrf_token !== 'string')
      throw new Error(`GET /auth/csrf-token answered ${res.status} without a token`);
    return res.body.csrf_token as string;
  }

  async token(): Promise<string> {
    return this.csrfToken ?? this.fetchCsrf();
  }

  async post(path: string, body?: unknown, options: PostOptions = {}): Promise<Response> {
    return this.send('post', path, body, options);
  }

  async put(path: string, body?: unknown, options: PostOptions = {}): Promise<Response> {
    return this.send('put', path, body, options);
  }

  async delete(path: string, options: PostOptions = {}): Promise<Response> {
    return this.send('delete', path, undefined, options);
  }

  /** A state-changing request, carrying the session's CSRF token unless told otherwise. */
  async send(method: 'post' | 'put' | 'delete', path: string, body?: unknown, options: PostOptions = {}): Promise<Response> {
    const csrf = options.csrf === undefined ? await this.token() : options.csrf;
    let req = this.http[method](path);
    if (csrf !== null) req = req.set('X-CSRFToken', csrf);
    if (options.form) req = req.type('form');
    return this.track(await (body === undefined ? req : req.send(body as object)));
  }

  async register(email: string, overrides: Partial<Record<keyof RegisterFields, unknown>> = {}): Promise<Response> {
    return this.post('/auth/register', registration(email, overrides));
  }

  /** Registers and checks it worked. */
  async signUp(email: string, overrides: Partial<Record<keyof RegisterFields, unknown>> = {}): Promise<Response> {
    const res = await this.register(email, overrides);
    expect(res.body).toMatchObject({ success: true });
    expect(res.status).toBe(201);
    return res;
  }

  async login(email: string, password = DEFAULT_PASSWORD, remember?: boolean): Promise<Response> {
    return this.post('/auth/login', remember === undefined ? { email, password } : { email, password, remember });
  }

  async status(): Promise<Record<string, unknown>> {
    const res = await this.get('/auth/check-login-status');
    expect(res.status).toBe(200);
    return res.body as Record<string, unknown>;
  }

  async logout(): Promise<Response> {
    return this.post('/auth/logout');
  }
}

/** check-login-status as seen by a request carrying exactly this Cookie header. */
export async function statusWithCookie(app: Koa, cookie: string): Promise<Record<string, unknown>> {
  const res = await request(app.callback()).get('/auth/check-login-status').set('Cookie', cookie);
  expect(res.status).toBe(200);
  return res.body as Record<string, unknown>;
}
