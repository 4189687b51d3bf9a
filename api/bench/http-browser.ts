/**
 * One browser over real HTTP (fetch): its cookies, and the CSRF token that `GET /auth/csrf-token`,
 * login and register answer. Each request goes to `base` unless told otherwise, so one browser can
 * talk to two instances of the API as if a load balancer sent it to either.
 */
export interface HttpAnswer {
  status: number;
  /** The JSON answer, or null when the answer was not JSON (e.g. a proxy's 502 page). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each caller reads the fields it expects
  body: any;
  text: string;
}

export class HttpBrowser {
  private readonly cookies = new Map<string, string>();
  csrfToken = '';

  /** `headers` go with every request (e.g. the X-Forwarded-For a load balancer would add). */
  constructor(
    readonly base: string,
    private readonly headers: Record<string, string> = {},
  ) {}

  async request(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: object | FormData, base = this.base): Promise<HttpAnswer> {
    const headers: Record<string, string> = { ...this.headers };
    if (this.cookies.size) headers.Cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (method !== 'GET' && this.csrfToken) headers['X-CSRFToken'] = this.csrfToken;
    let payload: FormData | string | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const res = await fetch(base + path, { method, headers, body: payload, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      // An expired cookie (sign-out) is forgotten, as a browser would.
      if (/;\s*expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(pair.slice(0, at));
      else this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const text = await res.text();
    let json: unknown = null;
    try {
      json = JSON.parse(text);
    } catch {
      // not JSON: left null
    }
    const token = (json as { csrf_token?: unknown } | null)?.csrf_token;
    if (typeof token === 'string') this.csrfToken = token;
    return { status: res.status, body: json, text };
  }

  /** Another window of the same browser: the same cookies and token from now on, kept apart. */
  clone(): HttpBrowser {
    const copy = new HttpBrowser(this.base, this.headers);
    for (const [name, value] of this.cookies) copy.cookies.set(name, value);
    copy.csrfToken = this.csrfToken;
    return copy;
  }

  get(path: string, base?: string): Promise<HttpAnswer> {
    return this.request('GET', path, undefined, base);
  }

  post(path: string, body?: object | FormData, base?: string): Promise<HttpAnswer> {
    return this.request('POST', path, body, base);
  }

  put(path: string, body?: object, base?: string): Promise<HttpAnswer> {
    return this.request('PUT', path, body, base);
  }

  delete(path: string, base?: string): Promise<HttpAnswer> {
    return this.request('DELETE', path, undefined, base);
  }
}
