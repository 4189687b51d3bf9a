/**
 * A `global.fetch` stand-in for front-end tests: answers by route ("METHOD /path") and records every
 * request, so tests can assert on what was sent (URL, method, X-CSRFToken, body).
 */

export interface SentRequest {
  url: string;
  /** Path without origin or query, e.g. `/auth/login`. */
  path: string;
  search: string;
  method: string;
  headers: Headers;
  /** The body as text ('' when none). */
  body: string;
  /** The body parsed as JSON, or undefined when it is not JSON. */
  json: unknown;
}

export interface StubAnswer {
  status?: number;
  body?: unknown;
  /** Extra response headers, e.g. `{ 'Retry-After': '840' }`. */
  headers?: Record<string, string>;
}

export type StubHandler = (request: SentRequest, callIndex: number) => StubAnswer | Response | Promise<StubAnswer | Response>;

/** A route answers with one fixed answer, a list used in turn (the last one repeats), or a handler. */
export type StubRoute = StubAnswer | StubAnswer[] | StubHandler;

export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

/** A promise that the test settles itself, e.g. to observe a loading state. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

async function describeRequest(input: RequestInfo | URL, init?: RequestInit): Promise<SentRequest> {
  const request = input instanceof Request ? input : new Request(String(input), init);
  const url = new URL(request.url);
  const body = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.clone().text();
  let json: unknown;
  try {
    json = body ? JSON.parse(body) : undefined;
  } catch {
    json = undefined;
  }
  return { url: request.url, path: url.pathname, search: url.search, method: request.method, headers: request.headers, body, json };
}

/**
 * Replaces `global.fetch` with a jest mock answering from `routes` (keys "GET /auth/pricing").
 * An unknown route answers 404 `{error: 'No stub for …'}`; it is still recorded in `requests`.
 */
export function stubFetch(routes: Record<string, StubRoute>) {
  const requests: SentRequest[] = [];
  const counts = new Map<string, number>();
  const mock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const sent = await describeRequest(input, init);
    requests.push(sent);
    const key = `${sent.method} ${sent.path}`;
    const route = routes[key];
    const index = counts.get(key) ?? 0;
    counts.set(key, index + 1);
    if (route === undefined) return jsonResponse({ error: `No stub for ${key}` }, 404);
    let answer: StubAnswer | Response;
    if (typeof route === 'function') answer = await route(sent, index);
    else if (Array.isArray(route)) answer = route[Math.min(index, route.length - 1)];
    else answer = route;
    if (answer instanceof Response) return answer;
    return jsonResponse(answer.body ?? {}, answer.status ?? 200, answer.headers);
  });
  global.fetch = mock;
  return {
    mock,
    requests,
    /** The requests to one route, e.g. `to('POST /auth/login')`. */
    to: (key: string) => requests.filter((request) => `${request.method} ${request.path}` === key),
  };
}
