import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Logger } from '../config/logger';
import type { BillingSummaryDto, DashboardCountsDto, SessionDto, TransactionAnalysisDto } from '../contracts';
import { DEFAULT_LOCALE } from '../domain/locale';
import { readDeployedFile, SAFE_FILE } from './deployed-files';
import { sha256Hex, type LandingPath, type Prerender } from './prerendered-page';

/**
 * A page's first view in the HTML response, rendered by the server-render bundles the front-end
 * builds deploy (`dist/server/first-view.js`, shell/federation/server-render.ts), required once when
 * the server starts: the shell's renders the app's routes at the page's path over the page's reads,
 * with the section a remote's bundle gives (the signed-out Landing of mf-auth, the signed-in
 * Dashboard of mf-dashboard). The browser hydrates that markup (shell/src/prerender/hydrate.tsx).
 *
 * A bundle is used only while the browser build it was made with is deployed (the SHA-256 of its
 * stamp's file): a shell or a remote deployed alone, or half copied, never shows markup other than
 * what its code hydrates; the page then loads as without a first view, until a restart loads the
 * new bundles. A remote served from elsewhere (`REMOTES_URL`) has no bundle here.
 *
 * A first view speaks the user's language (the session's locale), else the browser's (the locale
 * of the request's `Accept-Language`, which its figures follow too), else English: the bundles hold
 * every language's catalogue, loaded once at start (docs/decisions/first-view-hydration.md).
 */

/** What the dashboard's first view shows, read for the signed-in user as the API's own routes answer them. */
export interface FirstViewReads {
  session: SessionDto;
  /** For the chrome's trial banner. */
  billing: BillingSummaryDto;
  analysis: TransactionAnalysisDto;
  counts: DashboardCountsDto;
}

/** The part of a read the bundles pass along: the API only carries it to the page. */
type QueryEntry = unknown;

/** shell/src/prerender/server-section.ts, as far as the API uses it. */
interface SectionBundle {
  section: { queries(reads: unknown): QueryEntry[] };
}

/** shell/src/prerender/server.tsx */
interface ShellBundle {
  provideServerShare(): void;
  /** Every language's catalogues of the namespaces registered (the shell's and the remotes' bundles required before). */
  loadCatalogues(): Promise<void>;
  sessionQueries(reads: { session: SessionDto | { success: true; logged_in: false }; billing?: BillingSummaryDto }): QueryEntry[];
  /** `locale`: the browser's (the request's `Accept-Language`); the session's, when it has one, decides the language. */
  renderFirstView(input: { path: string; section: SectionBundle['section']; queries: QueryEntry[]; locale: string }): {
    html: string;
    css: string;
    state: unknown;
    language: string;
  };
}

/** A bundle loaded at start, with the SHA-256 of the browser build's file it was made with. */
interface Loaded<T> {
  bundle: T;
  builtWith: string;
  sha256: string;
}

/** The bundle in `dir` if its stamp matches the browser build deployed there; else null (and why, logged). */
function requireBundle<T>(dir: string, valid: (exports: Record<string, unknown>) => boolean, logger?: Logger): Loaded<T> | null {
  const file = path.join(dir, 'server', 'first-view.js');
  if (!existsSync(file)) return null;
  try {
    const stamp = JSON.parse(readFileSync(path.join(dir, 'server', 'first-view.json'), 'utf8')) as {
      sha256?: unknown;
      builtWith?: unknown;
    };
    if (typeof stamp.sha256 !== 'string' || typeof stamp.builtWith !== 'string' || !SAFE_FILE.test(stamp.builtWith))
      throw new Error('unreadable stamp');
    const builtWith = path.join(dir, stamp.builtWith);
    if (sha256Hex(readFileSync(builtWith)) !== stamp.sha256) throw new Error(`made with another ${stamp.builtWith}`);
    const exports = createRequire(file)(file) as Record<string, unknown>;
    if (!valid(exports)) throw new Error('not a first-view bundle');
    return { bundle: exports as T, builtWith, sha256: stamp.sha256 };
  } catch (error) {
    logger?.warn('first-view bundle not loaded', { file, error: error instanceof Error ? error.message : String(error) });
    return null;
  }
}

const isShell = (exports: Record<string, unknown>) =>
  ['provideServerShare', 'loadCatalogues', 'sessionQueries', 'renderFirstView'].every((name) => typeof exports[name] === 'function');
const isSection = (exports: Record<string, unknown>) =>
  typeof (exports.section as { queries?: unknown } | undefined)?.queries === 'function';

/** Whether the browser builds the bundles were made with are the ones deployed now. */
async function stillDeployed(...loaded: Loaded<unknown>[]): Promise<boolean> {
  const deployed = await Promise.all(loaded.map((one) => readDeployedFile(one.builtWith, sha256Hex)));
  return loaded.every((one, index) => deployed[index] === one.sha256);
}

const VISITOR = { success: true, logged_in: false } as const;

export interface FirstViews {
  /**
   * The landing for a visitor without a session whose browser prefers `locale` (null: none the
   * server knows, en-US): the same for every such visitor, rendered once per page and locale.
   */
  landing(page: LandingPath, locale: string | null): Promise<Prerender | null>;
  /** The signed-in dashboard at `page` (a path that opens on it) for these reads. Throws what the render throws. */
  dashboard(page: string, reads: FirstViewReads, locale: string | null): Promise<Prerender | null>;
}

/** Landings kept, by page and locale: a few languages' in practice; the bound keeps a stream of rare locales from growing it. */
const MAX_LANDINGS = 64;

const LANDING_PATHS: readonly LandingPath[] = ['/', '/auth/login'];

/**
 * The landing at a page in a browser's locale, rendered the first time it is asked for and kept
 * (the oldest dropped past MAX_LANDINGS). A render that failed is kept as null: logged once, the
 * page then served without a first view.
 */
function landingCache(shell: ShellBundle, auth: SectionBundle, logger?: Logger): (page: LandingPath, locale: string) => Prerender | null {
  const landings = new Map<string, Prerender | null>();
  return (page, locale) => {
    const key = `${page} ${locale}`;
    const kept = landings.get(key);
    if (kept !== undefined) return kept;
    let view: Prerender | null = null;
    try {
      const queries = shell.sessionQueries({ session: VISITOR });
      view = { kind: 'landing', ...shell.renderFirstView({ path: page, section: auth.section, queries, locale }) };
    } catch (error) {
      logger?.warn('landing first view not rendered', { page, locale, error: error instanceof Error ? error.message : String(error) });
    }
    if (landings.size >= MAX_LANDINGS) landings.delete(landings.keys().next().value as string);
    landings.set(key, view);
    return view;
  };
}

/**
 * Loads the first-view bundles of the shell and of the remotes that have one, from the folders
 * the server serves. The shell's first, which provides the modules the remotes' take.
 */
export function loadFirstViews(shellDir: string, remoteDirs: Record<string, string>, logger?: Logger): FirstViews {
  const shell = requireBundle<ShellBundle>(shellDir, isShell, logger);
  shell?.bundle.provideServerShare();
  const auth = shell && remoteDirs.auth ? requireBundle<SectionBundle>(remoteDirs.auth, isSection, logger) : null;
  const dashboard = shell && remoteDirs.dashboard ? requireBundle<SectionBundle>(remoteDirs.dashboard, isSection, logger) : null;

  // Once every bundle that registers a namespace is required. A failure leaves the keys English's.
  const catalogues = Promise.resolve()
    .then(() => shell?.bundle.loadCatalogues())
    .catch((error: unknown) => {
      logger?.warn('first-view catalogues not loaded', { error: error instanceof Error ? error.message : String(error) });
    });

  const landings = shell && auth ? landingCache(shell.bundle, auth.bundle, logger) : null;
  // The landing most visitors get, ready before the first of them.
  void catalogues.then(() => LANDING_PATHS.forEach((page) => landings?.(page, DEFAULT_LOCALE)));

  return {
    landing: async (page, locale) => {
      if (!shell || !auth || !landings) return null;
      await catalogues;
      const view = landings(page, locale ?? DEFAULT_LOCALE);
      return view && (await stillDeployed(shell, auth)) ? view : null;
    },
    dashboard: async (page, reads, locale) => {
      if (!shell || !dashboard || !(await stillDeployed(shell, dashboard))) return null;
      await catalogues;
      const queries = [...shell.bundle.sessionQueries(reads), ...dashboard.bundle.section.queries(reads)];
      const view = shell.bundle.renderFirstView({
        path: page,
        section: dashboard.bundle.section,
        queries,
        locale: locale ?? DEFAULT_LOCALE,
      });
      return { kind: 'main', ...view };
    },
  };
}
