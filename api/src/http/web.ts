import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Context, Middleware } from 'koa';
import send from 'koa-send';
import type { Logger } from '../config/logger';
import type { User } from '../db/entities';
import { BROWSER_LOCALE_COOKIE, canonicalLocale, preferredLocale } from '../domain/locale';
import { readDeployedText } from './deployed-files';
import { loadFirstViews, type FirstViewReads, type FirstViews } from './first-view';
import { prerenderedPage, readPrerenderBoot } from './prerendered-page';
import { SESSION_COOKIE } from './middleware/session';
import {
  firstModuleHints,
  hintsBesideFirstView,
  hintTags,
  inlineRemotes,
  shellStartupHints,
  signedInReadHints,
  type PreloadHint,
} from './page-hints';

/** Where the built front end lives: the shell's dist and each remote's dist by manifest key. */
export interface WebAssets {
  shellDir: string;
  remoteDirs: Record<string, string>;
  /** The URL the shell reads the remote manifest from (`REMOTES_URL`). */
  remotesUrl: string;
}

/** The server-render bundles of the shell (`/server/…`) and of each remote (`/remotes/<key>/server/…`). */
const SERVER_ONLY = /^\/(?:remotes\/[a-z]+\/)?server\//;

/** What a signed-in page's first view needs from the rest of the app (first-view.ts). */
export interface FirstViewSource {
  /** What the dashboard's first view shows, for this user, as the API's routes answer it. */
  read(user: User): Promise<FirstViewReads>;
  logger: Logger;
}

/** Content-hashed files never change under one name; everything else must be revalidated. */
const HASHED = /[.-][0-9a-f]{8,}\.(js|css|woff2?|png|svg|jpg)$/;
/** The siblings the build writes beside a file (shell/federation/compression.ts), chosen by koa-send from Accept-Encoding. */
const ENCODED = /\.(br|gz)$/;

/**
 * Headers of a static file as sent (`file` is the sibling koa-send chose, e.g. `main.js.br`): its
 * caching, `Vary` (the bytes depend on Accept-Encoding), and an ETag of those very bytes (size and
 * modification time, with the encoding: a brotli body and the plain file are different answers).
 */
function fileHeaders(res: { setHeader(name: string, value: string): void }, file: string, stats: { size: number; mtimeMs: number }): void {
  const encoding = ENCODED.exec(file)?.[1];
  const original = encoding ? file.slice(0, -encoding.length - 1) : file;
  res.setHeader('Cache-Control', HASHED.test(path.basename(original)) ? 'public, max-age=31536000, immutable' : 'no-cache');
  res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('ETag', `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}${encoding ? `-${encoding}` : ''}"`);
}

/**
 * Build outputs a browser never asks for, not served in production: source maps (they carry the
 * original sources), the federation stats (`mf-stats.json`, build details the manifest does not
 * need) and a remote's standalone preview page. The server-render bundles (`server/`, first-view.ts)
 * are the server's to run, in every mode.
 */
const BUILD_ONLY = /(?:\.map|\/mf-stats\.json|\/stats\.json|^\/remotes\/[a-z]+\/index\.html)$/;

/** The remotes that are built, as `{key: url of its mf-manifest.json}`. */
export function builtRemotes(remoteDirs: Record<string, string>): Record<string, string> {
  const manifest: Record<string, string> = {};
  for (const [key, dir] of Object.entries(remoteDirs)) {
    if (existsSync(path.join(dir, 'mf-manifest.json'))) manifest[key] = `/remotes/${key}/mf-manifest.json`;
  }
  return manifest;
}

/**
 * Paths of the API that no page shares: `/<section>/api/…`, the workflow's template files, the
 * health check. An unknown path there answers a JSON 404 whatever the client accepts.
 */
const API_PATH = /^\/(?:[a-z-]+\/api(?:\/|$)|workflow\/|healthz$)/;
/** Shell routes that are also an API path for another method (POST /auth/login signs in). */
const PAGES_ALSO_API = new Set(['/auth/login']);

/**
 * Whether an unanswered GET gets the shell's page: a browser (preferring HTML to JSON) always does;
 * a client that takes anything (`Accept: *\/*`, or no Accept, e.g. curl) does on a page path — one
 * that is not an API path, or a shell route that is also an API path for another method.
 */
function wantsPage(ctx: Context): boolean {
  if (ctx.accepts('json', 'html') === 'html') return true;
  if (ctx.accepts('html') !== 'html') return false; // e.g. Accept: application/json
  return ctx.status === 405 ? PAGES_ALSO_API.has(ctx.path) : !API_PATH.test(ctx.path);
}

/** The manifest this process serves itself can be inlined; one elsewhere (`REMOTES_URL`) is the shell's to fetch. */
const SERVED_MANIFEST = '/remotes.json';

/**
 * The browser's locale as the request states it, which a first view speaks and formats in where
 * the user has chosen none (first-view.ts): the one chosen on the landing's language menu (its
 * cookie, BROWSER_LOCALE_COOKIE), else `Accept-Language`. The page then depends on both: `Vary`
 * says so to any cache in front, so one language's page never answers another's.
 */
function browserLocale(ctx: Context): string | null {
  ctx.vary('Accept-Language');
  ctx.vary('Cookie');
  return canonicalLocale(ctx.cookies.get(BROWSER_LOCALE_COOKIE)) ?? preferredLocale(ctx.get('Accept-Language') || undefined);
}

/**
 * The landing page (or the sign-in page, the landing opened on its sign-in card) with its first
 * view in the visitor's language, for a visitor with no session at all, when the shell and the auth
 * remote served here loaded their first-view bundles and the shell has its boot script
 * (first-view.ts); else null. The boot script loads the page's files (`hints`) once the visitor
 * reaches for the page.
 */
async function landingFor(ctx: Context, assets: WebAssets, views: FirstViews, html: string, hints: PreloadHint[]): Promise<string | null> {
  if (ctx.path !== '/' && ctx.path !== '/auth/login') return null;
  const [prerender, boot] = await Promise.all([views.landing(ctx.path, browserLocale(ctx)), readPrerenderBoot(assets.shellDir)]);
  if (!prerender || !boot) return null;
  (ctx.state as { cspScriptSources?: string[] }).cspScriptSources = [boot.csp];
  return prerenderedPage(html, prerender, boot.script, inlineRemotes(builtRemotes(assets.remoteDirs)), hints, 'intent');
}

/**
 * The dashboard's address, the signed-in page with a first view (no query: the app may move on).
 * `/main` is not: the app replaces it with `/main/dashboard` (shell/src/app/SectionView.tsx).
 */
const DASHBOARD_PAGE = /^\/main\/dashboard\/?$/;

/**
 * The dashboard page with its first view (the chrome and the user's figures, in the user's language)
 * for a signed-in user, when the shell and the dashboard remote served here loaded their first-view
 * bundles (first-view.ts); else null. The boot script loads the page's files (`hints`) once the first view
 * is painted: fetched with the page, they would hold its first paint back.
 */
async function dashboardFor(
  ctx: Context,
  assets: WebAssets,
  views: FirstViews,
  source: FirstViewSource | undefined,
  html: string,
  hints: PreloadHint[],
): Promise<string | null> {
  const user = (ctx.state as { user?: User | null }).user;
  if (!source || !user || !DASHBOARD_PAGE.test(ctx.path) || ctx.querystring) return null;
  const boot = await readPrerenderBoot(assets.shellDir);
  if (!boot) return null;
  try {
    const view = await views.dashboard(ctx.path, await source.read(user), browserLocale(ctx));
    if (!view) return null;
    (ctx.state as { cspScriptSources?: string[] }).cspScriptSources = [boot.csp];
    // The page carries the user's own figures: kept by no cache, as the reads it stands for are not.
    ctx.set('Cache-Control', 'no-store');
    return prerenderedPage(html, view, boot.script, inlineRemotes(builtRemotes(assets.remoteDirs)), hintsBesideFirstView(hints), 'painted');
  } catch (error) {
    // The page without its first view is the same page, only later: never an error for the user.
    source.logger.warn('dashboard first view not rendered', { error: error instanceof Error ? error.message : String(error) });
    return null;
  }
}

async function sendIndex(ctx: Context, assets: WebAssets, views: FirstViews, firstView: FirstViewSource | undefined): Promise<void> {
  const served = assets.remotesUrl === SERVED_MANIFEST;
  // Read from disk only when a new shell is deployed, not on every page request.
  const html = ((await readDeployedText(path.join(assets.shellDir, 'index.html'))) ?? '').replace(
    '__REMOTES_URL__',
    assets.remotesUrl.replace(/[<>"&]/g, ''),
  );
  // A session cookie, even a stale one, may be a signed-in page: its first reads are preloaded and the
  // app decides what to show. Without one the reads would only answer 401, and `/` is the landing.
  const withSession = Boolean(ctx.cookies.get(SESSION_COOKIE));
  const files = [...(await shellStartupHints(assets.shellDir)), ...(served ? await firstModuleHints(ctx.path, assets.remoteDirs) : [])];
  ctx.type = 'html';
  ctx.set('Cache-Control', 'no-cache');
  const landing = served && !withSession ? await landingFor(ctx, assets, views, html, files) : null;
  if (landing) {
    ctx.body = landing;
    return;
  }
  const hints = withSession ? [...files, ...signedInReadHints(ctx.path)] : files;
  const dashboard = served && withSession ? await dashboardFor(ctx, assets, views, firstView, html, hints) : null;
  const head = (served ? inlineRemotes(builtRemotes(assets.remoteDirs)) : '') + hintTags(hints);
  ctx.body = dashboard ?? html.replace('</head>', `${head}</head>`);
}

/** A built file, its brotli or gzip sibling when the client takes it; 304 when the client has these bytes already. */
async function sendFile(ctx: Context, root: string, file: string): Promise<boolean> {
  try {
    // Only the siblings the build wrote (never compressed here): koa-send picks br, else gzip, else the file.
    await send(ctx, file, { root, setHeaders: fileHeaders, brotli: true, gzip: true });
  } catch {
    return false;
  }
  // koa-send answers every GET in full; the ETag it was given lets a revalidation end here (the stream is closed).
  if (ctx.fresh) ctx.status = 304;
  return true;
}

/**
 * Serves `/remotes.json`, each built remote under `/remotes/<key>/` and the shell's files before any
 * database work, and the shell's index.html for a page request nothing else answered (client-side
 * routes such as /password-reset/<token> survive a reload).
 */
export function serveWeb(assets: WebAssets, production: boolean, firstView?: FirstViewSource): Middleware {
  // Once, at start: the first views of the builds deployed now (first-view.ts).
  const views = loadFirstViews(assets.shellDir, assets.remoteDirs, firstView?.logger);
  return async (ctx, next) => {
    const readOnly = ctx.method === 'GET' || ctx.method === 'HEAD';
    if (readOnly && ((production && BUILD_ONLY.test(ctx.path)) || SERVER_ONLY.test(ctx.path))) {
      ctx.status = 404;
      ctx.body = { success: false, error: 'Not found.' };
      return;
    }
    if (readOnly && ctx.path === SERVED_MANIFEST) {
      ctx.set('Cache-Control', 'no-cache');
      ctx.set('Access-Control-Allow-Origin', '*');
      ctx.body = builtRemotes(assets.remoteDirs);
      return;
    }
    const remote = /^\/remotes\/([a-z]+)\/(.+)$/.exec(ctx.path);
    if (readOnly && remote) {
      const dir = assets.remoteDirs[remote[1]];
      ctx.set('Access-Control-Allow-Origin', '*');
      if (!dir || !(await sendFile(ctx, dir, remote[2]))) {
        ctx.status = 404;
        ctx.body = { success: false, error: 'Not found.' };
      }
      return;
    }
    if (readOnly && path.extname(ctx.path) && ctx.path !== '/index.html' && (await sendFile(ctx, assets.shellDir, ctx.path))) return;

    await next();

    // 405: a page URL that is also an API path for another method (GET /auth/login is the sign-in page).
    const unanswered = (ctx.status === 404 && ctx.body == null) || ctx.status === 405;
    if (readOnly && unanswered && wantsPage(ctx) && existsSync(path.join(assets.shellDir, 'index.html'))) {
      ctx.remove('Allow');
      ctx.status = 200;
      await sendIndex(ctx, assets, views, firstView);
    }
  };
}
