import type { Middleware } from 'koa';

/**
 * Conservative headers on every answer. In production the pages load scripts only from this origin;
 * elsewhere the script policy is left open so a remote can be previewed from another origin
 * (`?remote.<name>=<url>`, server.md section 9). When the public URL is https, browsers are told to
 * use nothing else for a year (HSTS), even where TLS ends at a load balancer in front of us.
 */
export function securityHeaders(production: boolean, httpsOnly: boolean): Middleware {
  return async (ctx, next) => {
    await next();
    if (httpsOnly) ctx.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Referrer-Policy', 'same-origin');
    if (!ctx.response.get('X-Frame-Options')) ctx.set('X-Frame-Options', 'DENY');
    if (production && ctx.response.is('html')) {
      ctx.set(
        'Content-Security-Policy',
        "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'",
      );
    }
  };
}
