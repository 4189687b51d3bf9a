import { createRequire } from 'node:module';
import path from 'node:path';
import { compileFunction } from 'node:vm';
import type { BillingSummaryDto, DashboardCountsDto, SessionDto, TransactionAnalysisDto } from '../contracts';
import { readDeployedFile, readDeployedJson, SAFE_FILE } from './deployed-files';
import { sha256Hex, type Prerender } from './prerendered-page';

/**
 * A signed-in dashboard's first view in the HTML response: the shell's chrome and the
 * dashboard remote's Financial Summary with the user's figures, rendered for this request by the
 * server-render modules their builds deployed (`dist/server/<name>.js`, shell/federation/server-render.ts).
 *
 * Each module is used only while the browser build it was made with is deployed (the SHA-256 of its
 * stamp's file): the shell or the dashboard deployed alone, or half copied, never shows markup older
 * than the code that takes over from it; the page then loads as before. A remote served from
 * elsewhere (`REMOTES_URL`) has no module here, and its pages no first view.
 */

/** What the first view shows, read for the signed-in user as the API's own routes answer them. */
export interface FirstViewReads {
  session: SessionDto;
  /** For the chrome's trial banner. */
  billing: BillingSummaryDto;
  analysis: TransactionAnalysisDto;
  counts: DashboardCountsDto;
}

interface Rendered {
  html: string;
  css: string;
}

/** shell/src/prerender/main-chrome.tsx */
interface MainChromeModule {
  SECTION_SLOT: string;
  renderMainChrome(input: { session: SessionDto; billing: BillingSummaryDto }): Rendered;
}

/** mf-dashboard/src/expose/first-view.tsx */
interface DashboardFirstViewModule {
  renderFirstView(input: { analysis: TransactionAnalysisDto; counts: DashboardCountsDto }): Rendered;
}

/**
 * A CommonJS module's exports from its deployed bytes, compiled as Node compiles a required file
 * (the same wrapper, a `require` relative to it) but outside the require cache: a newer build
 * deployed under the same name is the one run, from the very bytes whose modification time the
 * deployed-file cache keys on.
 */
function compileModule(bytes: Buffer, file: string): unknown {
  const module = { exports: {} as unknown };
  const wrapper = compileFunction(bytes.toString('utf8'), ['exports', 'require', 'module', '__filename', '__dirname'], { filename: file });
  wrapper(module.exports, createRequire(file), module, file, path.dirname(file));
  return module.exports;
}

/** The server-render module `name` of the build in `dir`, if it was made with the build deployed there now; else null. */
export async function loadServerRender(dir: string, name: string): Promise<Record<string, unknown> | null> {
  const stamp = (await readDeployedJson(path.join(dir, 'server', `${name}.json`))) as { sha256?: unknown; builtWith?: unknown } | null;
  if (!stamp || typeof stamp.sha256 !== 'string' || typeof stamp.builtWith !== 'string' || !SAFE_FILE.test(stamp.builtWith)) return null;
  const deployed = await readDeployedFile(path.join(dir, stamp.builtWith), sha256Hex);
  if (deployed !== stamp.sha256) return null;
  // Compiled again exactly when the file's modification time changes (the deployed-file cache).
  const loaded = await readDeployedFile(path.join(dir, 'server', `${name}.js`), compileModule);
  return loaded && typeof loaded === 'object' ? (loaded as Record<string, unknown>) : null;
}

function isMainChrome(value: Record<string, unknown> | null): value is Record<string, unknown> & MainChromeModule {
  return value !== null && typeof value.renderMainChrome === 'function' && typeof value.SECTION_SLOT === 'string';
}

function isDashboardFirstView(value: Record<string, unknown> | null): value is Record<string, unknown> & DashboardFirstViewModule {
  return value !== null && typeof value.renderFirstView === 'function';
}

/**
 * The dashboard's first view for these reads: the shell's chrome with the dashboard's section in its
 * slot, and both builds' styles. Null when either module is missing or stale (the page loads as
 * before); a render that throws is the caller's to log.
 */
export async function renderDashboardFirstView(shellDir: string, dashboardDir: string, reads: FirstViewReads): Promise<Prerender | null> {
  const [chrome, dashboard] = await Promise.all([loadServerRender(shellDir, 'main-chrome'), loadServerRender(dashboardDir, 'first-view')]);
  if (!isMainChrome(chrome) || !isDashboardFirstView(dashboard)) return null;
  const frame = chrome.renderMainChrome({ session: reads.session, billing: reads.billing });
  if (!frame.html.includes(chrome.SECTION_SLOT)) return null;
  const section = dashboard.renderFirstView({ analysis: reads.analysis, counts: reads.counts });
  return { kind: 'main', html: frame.html.replace(chrome.SECTION_SLOT, () => section.html), css: `${frame.css}\n${section.css}` };
}
