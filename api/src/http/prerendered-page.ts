import { createHash } from 'node:crypto';
import path from 'node:path';
import { readDeployedFile, readDeployedJson } from './deployed-files';
import { jsonBlock, type PreloadHint } from './page-hints';

/**
 * The signed-out landing page in the first response. mf-auth's build prerenders its
 * Landing to HTML (`landing-prerender.json` beside its remoteEntry.js); a visitor without a session
 * gets that markup and its styles at once, and no script but the shell's small boot script until
 * they reach for the page (a pointer move, a touch, a key, a scroll, a click). Then the shell and the
 * auth remote load as on every other page, the live Landing replaces the prerendered one, and a button
 * pressed meanwhile is pressed again on the live page (shell/src/landing/).
 */

/** What mf-auth's build writes (mf-auth/webpack.prerender.ts). */
interface LandingPrerenderFile {
  /** SHA-256 (hex) of the mf-manifest.json it was built with. */
  manifest: string;
  /** The landing (`/`). */
  html: string;
  /** The sign-in page (`/auth/login`): the landing opened on the sign-in card. */
  signinHtml?: string;
  css: string;
}

/** The pages mf-auth prerenders, by path. */
export type LandingPath = '/' | '/auth/login';

export function sha256Hex(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/**
 * The auth remote's prerendered landing, only when it was built with the mf-manifest.json deployed
 * now: an mf-auth deployed alone (or half copied) never shows a landing older than its code — the
 * page then loads the remote as before.
 */
export async function readLandingPrerender(authDir: string, page: LandingPath): Promise<Prerender | null> {
  const file = (await readDeployedJson(path.join(authDir, 'landing-prerender.json'))) as Partial<LandingPrerenderFile> | null;
  if (!file || typeof file.css !== 'string' || typeof file.manifest !== 'string') return null;
  const html = page === '/' ? file.html : file.signinHtml;
  if (typeof html !== 'string') return null;
  const deployed = await readDeployedFile(path.join(authDir, 'mf-manifest.json'), sha256Hex);
  return deployed === file.manifest ? { kind: 'landing', html, css: file.css } : null;
}

/** The boot script's text and its CSP source; null for text that could end its inline <script>. */
function bootScript(bytes: Buffer): { script: string; csp: string } | null {
  const script = bytes.toString('utf8');
  if (/<\/script/i.test(script)) return null;
  return { script, csp: `'sha256-${createHash('sha256').update(script).digest('base64')}'` };
}

/**
 * The shell's landing boot script (shell/src/prerender/boot.ts, built as `prerender-boot.js`) as
 * deployed now, with its CSP source: it is the one inline script a page runs. Null when not built.
 */
export function readPrerenderBoot(shellDir: string): Promise<{ script: string; csp: string } | null> {
  return readDeployedFile(path.join(shellDir, 'prerender-boot.js'), bootScript);
}

/** A script tag with a src, its value quoted or not (html-webpack-plugin's minified output drops the quotes). */
const SCRIPT_TAG = /<script\b[^>]*\bsrc=(?:"([^"]+)"|'([^']+)'|([^\s"'>]+))[^>]*><\/script>/g;
const ROOT_DIV = /<div id=(?:"root"|root)><\/div>/;

/** A prerendered first view: its markup and styles, and which page it stands for (shell/src/prerender/boot-state.ts). */
export interface Prerender {
  kind: 'landing' | 'main';
  html: string;
  css: string;
}

/**
 * When the boot script starts the app (shell/src/prerender/boot.ts): on the visitor's first sign of
 * use (the landing), or once the first view is painted (a signed-in page).
 */
export type StartWhen = 'intent' | 'painted';

/**
 * The shell's index.html with a prerendered first view shown, its styles inline, and the live app's
 * #root hidden until it takes over. The shell's script tags are taken out and handed to the boot
 * script with the page's hints, to load `start`.
 */
export function prerenderedPage(
  indexHtml: string,
  prerender: Prerender,
  bootScript: string,
  head: string,
  hints: PreloadHint[],
  start: StartWhen,
): string {
  const scripts: string[] = [];
  const page = indexHtml.replace(SCRIPT_TAG, (_tag, doubleQuoted?: string, singleQuoted?: string, bare?: string) => {
    scripts.push(doubleQuoted ?? singleQuoted ?? bare ?? '');
    return '';
  });
  const styles = `<style>${prerender.css.replace(/<\/style/gi, '<\\/style')}</style>`;
  const body =
    '<div id="root" hidden></div>' +
    `<div id="ontrack-prerender" data-prerender="${prerender.kind}">${prerender.html}</div>` +
    jsonBlock('ontrack-start', { hints, scripts, start }) +
    `<script>${bootScript}</script>`;
  return page.replace('</head>', `${styles}${head}</head>`).replace(ROOT_DIV, () => body);
}
