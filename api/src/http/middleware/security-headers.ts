import type { Middleware } from 'koa';

/**
 * The pages' policy: code and data from this origin and from the origins the remotes are served
 * from (a CDN, `REMOTES_ORIGINS`), and inline scripts only by their hash. A remote needs script-src for its entry and chunks and
 * connect-src for its mf-manifest.json (and the manifest for remotes.json); its CSS is injected as
 * <style> by its own script, which style-src already allows.
 */
export function contentSecurityPolicy(remoteOrigins: readonly string[] = [], inlineScripts: readonly string[] = []): string {
  const code = ["'self'", ...remoteOrigins].join(' ');
  const scripts = [code, ...inlineScripts].join(' ');
  return `default-src 'self'; script-src ${scripts}; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src ${code}; frame-ancestors 'none'; base-uri 'self'; form-action 'self'`;
}

export interface SecurityHeaderOptions {
  production: boolean;
  /** The public URL is https: browsers are told to use nothing else (HSTS). */
  httpsOnly: boolean;
  /** Origins the remotes are served from, allowed by the pages' CSP. */
  remoteOrigins?: readonly string[];
  /** Origins a remote may be previewed from (`PREVIEW_ORIGINS`), allowed by the CSP too. */
  previewOrigins?: readonly string[];
}

/**
 * Conservative headers on every answer. In production the pages load scripts only from this origin,
 * the remotes' origins and the preview origins (`?remote.<name>=<url>`, PREVIEW_ORIGINS); elsewhere
 * the script policy is left open so a remote can be previewed from anywhere. When the public URL is https,
 * browsers are told to use nothing else for a year (HSTS), even where TLS ends at a load balancer.
 */
export function securityHeaders({
  production,
  httpsOnly,
  remoteOrigins: served = [],
  previewOrigins = [],
}: SecurityHeaderOptions): Middleware {
  const remoteOrigins = [...new Set([...served, ...previewOrigins])];
  const policy = contentSecurityPolicy(remoteOrigins);
  return async (ctx, next) => {
    await next();
    if (httpsOnly) ctx.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Referrer-Policy', 'same-origin');
    if (!ctx.response.get('X-Frame-Options')) ctx.set('X-Frame-Options', 'DENY');
    if (production && ctx.response.is('html')) {
      // A page with an inline script (the landing's boot script) names it by its hash.
      const inlineScripts = (ctx.state as { cspScriptSources?: string[] }).cspScriptSources;
      ctx.set('Content-Security-Policy', inlineScripts?.length ? contentSecurityPolicy(remoteOrigins, inlineScripts) : policy);
    }
  };
}

/** Where the page reads the origins it may preview a remote from (shell/src/federation/remote-manifest.ts). */
export const PREVIEW_ORIGINS_PATH = '/preview-origins.json';

/**
 * `GET /preview-origins.json` → `{"origins": [...]}`: the page asks only when a `?remote.<key>=`
 * names another origin, and refuses it with a message unless it is listed here.
 */
export function previewOriginsAnswer(origins: readonly string[]): Middleware {
  const body = { origins };
  return async (ctx, next) => {
    if (ctx.path !== PREVIEW_ORIGINS_PATH || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) {
      await next();
      return;
    }
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = body;
  };
}
