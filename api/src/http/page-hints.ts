import path from 'node:path';
import { readDeployedJson, SAFE_FILE } from './deployed-files';

/**
 * What a served page carries so that no request waits on another: the remote manifest
 * inlined (no `/remotes.json` round trip before the first remote can load), and preload hints for
 * the remote module the page opens first — its mf-manifest.json, remoteEntry.js and the chunks
 * that module needs, as the remote's own Module Federation manifest lists them.
 *
 * The remote's manifest is read from its current deployment on disk, again whenever its file
 * changes: a remote deployed alone is hinted at its new files at once, never at stale ones.
 */

/** The remote module each page path shows first (shell routes). */
const FIRST_MODULE: { path: RegExp; remote: string; exposed: string }[] = [
  { path: /^\/(?:auth\/login)?$/, remote: 'auth', exposed: 'Landing' },
  { path: /^\/main(?:\/dashboard)?\/?$/, remote: 'dashboard', exposed: 'Page' },
];

/** The parts of a Module Federation 2 `mf-manifest.json` the hints use. */
interface FederationManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { name?: string; assets?: { js?: { sync?: string[] } } }[];
}

export async function readFederationManifest(dir: string): Promise<FederationManifest | null> {
  const manifest = await readDeployedJson(path.join(dir, 'mf-manifest.json'));
  return manifest && typeof manifest === 'object' ? manifest : null;
}

/** One file a page asks for early: a script, or a fetch (the runtime's `fetch()` of a remote's manifest, or a read of the app's). */
export interface PreloadHint {
  href: string;
  as: 'script' | 'fetch';
  /** Fetched with the session cookie, as the app's own reads are (`credentials: 'include'`). */
  withCredentials?: boolean;
}

/** The shell's start-up chunks (its build's startup-chunks.json), fetched with the page, not once main.js has run and asked for them. */
export async function shellStartupHints(shellDir: string): Promise<PreloadHint[]> {
  const files = await readDeployedJson(path.join(shellDir, 'startup-chunks.json'));
  if (!Array.isArray(files)) return [];
  return files
    .filter((file): file is string => typeof file === 'string' && SAFE_FILE.test(file))
    .map((file) => ({ href: `/${file}`, as: 'script' }));
}

/** `<link rel="preload">` tags for hints. */
export function hintTags(hints: PreloadHint[]): string {
  // `crossorigin` (anonymous) matches the runtime's plain fetch() of the manifest; scripts are loaded without it.
  return hints
    .map(
      ({ href, as, withCredentials }) =>
        `<link rel="preload" as="${as}"${as === 'fetch' ? (withCredentials ? ' crossorigin="use-credentials"' : ' crossorigin') : ''} href="${href}">`,
    )
    .join('');
}

/** The URLs to preload for one exposed module: the manifest (fetched by the runtime), its entry, its chunks. */
export function moduleFiles(base: string, manifest: FederationManifest, exposed: string): { fetch: string[]; scripts: string[] } {
  const entry = manifest.metaData?.remoteEntry;
  const entryFile = entry?.name ? `${entry.path ? `${entry.path.replace(/\/$/, '')}/` : ''}${entry.name}` : null;
  const chunks = manifest.exposes?.find((expose) => expose.name === exposed)?.assets?.js?.sync ?? [];
  const files = [entryFile, ...chunks].filter((file): file is string => typeof file === 'string' && SAFE_FILE.test(file));
  return { fetch: [`${base}mf-manifest.json`], scripts: files.map((file) => base + file) };
}

/** What the page's first remote module needs, to preload; none for other pages or an unbuilt remote. */
export async function firstModuleHints(pagePath: string, remoteDirs: Record<string, string>): Promise<PreloadHint[]> {
  const first = FIRST_MODULE.find((candidate) => candidate.path.test(pagePath));
  const dir = first && remoteDirs[first.remote];
  if (!first || !dir) return [];
  const manifest = await readFederationManifest(dir);
  if (!manifest) return [];
  const { fetch, scripts } = moduleFiles(`/remotes/${first.remote}/`, manifest, first.exposed);
  return [...fetch.map((href): PreloadHint => ({ href, as: 'fetch' })), ...scripts.map((href): PreloadHint => ({ href, as: 'script' }))];
}

/**
 * The reads a signed-in page makes first (the session's status and the billing the trial banner
 * reads everywhere; on the dashboard the
 * stored analysis and the counts that choose its mode), fetched with the page: they arrive while the
 * scripts load instead of one after another once they have run. The app's own fetch of each takes
 * the preloaded answer (same URL, mode and credentials), so nothing is asked twice.
 */
const FIRST_READS: { path: RegExp; reads: string[] }[] = [
  { path: /^\/main(?:\/|$)/, reads: ['/auth/check-login-status', '/billing/summary'] },
  { path: /^\/main(?:\/dashboard)?\/?$/, reads: ['/summary/api/transaction-analysis', '/summary/api/counts'] },
];

export function signedInReadHints(pagePath: string): PreloadHint[] {
  return FIRST_READS.filter((page) => page.path.test(pagePath)).flatMap((page) =>
    page.reads.map((href): PreloadHint => ({ href, as: 'fetch', withCredentials: true })),
  );
}

/**
 * Of a signed-in page's first reads, those the app asks for again when the page carries their
 * answers (a first view's state, prerendered-page.ts): the dashboard counts afresh whenever it shows
 * (mf-dashboard/src/expose/Page.tsx). The others would be fetched for nothing.
 */
const READ_AGAIN_BESIDE_FIRST_VIEW = new Set(['/summary/api/counts']);

export function hintsBesideFirstView(hints: PreloadHint[]): PreloadHint[] {
  return hints.filter((hint) => !hint.withCredentials || READ_AGAIN_BESIDE_FIRST_VIEW.has(hint.href));
}

/** The manifest as a JSON data block the shell reads instead of fetching `/remotes.json` (never executed). */
export function inlineRemotes(remotes: Record<string, string>): string {
  return jsonBlock('ontrack-remotes', remotes);
}

/** A JSON data block for the page's scripts (never executed; `<` escaped so it cannot close the tag). */
export function jsonBlock(id: string, value: unknown): string {
  return `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;
}
