/**
 * `npm run serve -w @ontrack/<remote>`: a remote's standalone preview, on `PORT` (default: the
 * remote's own), with the API of `API_URL` (default http://localhost:3000) on its own origin through
 * a proxy, so the session cookie is this origin's: `/sign-in` signs in there. With `?data=sample` on
 * the page, its API calls are answered from the remote's sample data instead (no API needed).
 * docs/operations.md, "Preview one remote".
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';

/** Every path prefix the shell and the remotes call on the API. */
export const API_PREFIXES = [
  '/auth',
  '/account',
  '/billing',
  '/workflow',
  '/goals',
  '/summary',
  '/spending',
  '/networth',
  '/transactions',
  '/retirement',
  '/export',
  '/healthz',
  '/remotes.json',
  '/remotes',
  '/preview-origins.json',
];

/** `"GET /goals/api/savings-goals"` → the JSON body the sample answers with. */
export type SampleAnswers = Record<string, () => unknown>;

/** The proxy answers as this origin: no Domain on its cookies, and no Secure (the preview is plain http). */
export function localCookie(cookie: string): string {
  return cookie.replace(/;\s*Domain=[^;]*/gi, '').replace(/;\s*Secure(?=;|$)/gi, '');
}

/** The request comes from a page opened with `?data=sample` (its Referer, same-origin, carries the query). */
export function wantsSample(referer: string | undefined): boolean {
  if (!referer) return false;
  try {
    return new URL(referer).searchParams.get('data') === 'sample';
  } catch {
    return false;
  }
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json');
  res.setHeader('Cache-Control', 'no-store');
  res.end(JSON.stringify(body));
}

/** Answers an API call of a `?data=sample` page from the samples; true when it did. */
export function answerFromSample(req: IncomingMessage, res: ServerResponse, sample: SampleAnswers): boolean {
  const path = (req.url ?? '/').split('?')[0];
  if (!API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)) || !wantsSample(req.headers.referer)) return false;
  const answer = sample[`${req.method ?? 'GET'} ${path}`];
  if (answer) sendJson(res, 200, answer());
  else sendJson(res, 404, { success: false, error: `The sample data has no answer for ${req.method} ${path}.` });
  return true;
}

/** A sign-in form on the preview's origin: the API's own login, through the proxy. */
const SIGN_IN_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sign in to the preview</title></head>
<body><main style="max-width:24rem;margin:3rem auto;font-family:sans-serif">
<h1>Sign in to the preview</h1>
<form id="sign-in">
<p><label>Email <input name="email" type="email" autocomplete="username" required></label></p>
<p><label>Password <input name="password" type="password" autocomplete="current-password" required></label></p>
<p><button type="submit">Sign in</button></p>
<p id="problem" role="alert"></p>
</form>
<script>
document.getElementById('sign-in').addEventListener('submit', async (event) => {
  event.preventDefault();
  const form = new FormData(event.target);
  const problem = document.getElementById('problem');
  try {
    const token = (await (await fetch('/auth/csrf-token')).json()).csrf_token;
    const answer = await fetch('/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-CSRFToken': token },
      body: JSON.stringify({ email: form.get('email'), password: form.get('password') }),
    });
    if (answer.ok) location.assign('/');
    else problem.textContent = (await answer.json()).error || 'Could not sign in (HTTP ' + answer.status + ').';
  } catch (error) {
    problem.textContent = 'The API at the preview\\'s API_URL cannot be reached.';
  }
});
</script></main></body></html>`;

export function previewDevServer(devPort: number, sample: SampleAnswers = {}, env = process.env): DevServerConfiguration {
  const target = env.API_URL ?? 'http://localhost:3000';
  return {
    port: env.PORT ? Number(env.PORT) : devPort,
    historyApiFallback: true,
    headers: { 'Access-Control-Allow-Origin': '*' },
    setupMiddlewares: (middlewares, server) => {
      server.app?.get('/sign-in', (_req, res) => {
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(SIGN_IN_PAGE);
      });
      server.app?.use((req, res, next) => {
        if (!answerFromSample(req, res, sample)) next();
      });
      return middlewares;
    },
    proxy: [
      {
        context: API_PREFIXES,
        target,
        changeOrigin: true,
        onProxyRes: (proxyRes) => {
          const cookies = proxyRes.headers['set-cookie'];
          if (cookies) proxyRes.headers['set-cookie'] = cookies.map(localCookie);
        },
      },
    ],
  };
}
