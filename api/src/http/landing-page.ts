import { createHash } from 'node:crypto';
import path from 'node:path';
import { readDeployedFile, readDeployedJson } from './deployed-files';
import { jsonBlock, type PreloadHint } from './page-hints';

/**
 * The signed-out landing page in the first response (issue 14). mf-auth's build prerenders its
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
  html: string;
  css: string;
}

function sha256Hex(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/**
 * The auth remote's prerendered landing, only when it was built with the mf-manifest.json deployed
 * now: an mf-auth deployed alone (or half copied) never shows a landing older than its code — the
 * page then loads the remote as before.
 */
export async function readLandingPrerender(authDir: string): Promise<{ html: string; css: string } | null> {
  const file = (await readDeployedJson(path.join(authDir, 'landing-prerender.json'))) as Partial<LandingPrerenderFile> | null;
  if (!file || typeof file.html !== 'string' || typeof file.css !== 'string' || typeof file.manifest !== 'string') return null;
  const deployed = await readDeployedFile(path.join(authDir, 'mf-manifest.json'), sha256Hex);
  return deployed === file.manifest ? { html: file.html, css: file.css } : null;
}

/** The boot script's text and its CSP source; null for text that could end its inline <script>. */
function bootScript(bytes: Buffer): { script: string; csp: string } | null {
  const script = bytes.toString('utf8');
  if (/<\/script/i.test(script)) return null;
  return { script, csp: `'sha256-${createHash('sha256').update(script).digest('base64')}'` };
}

/**
 * The shell's landing boot script (shell/src/landing/boot.ts, built as `landing-boot.js`) as
 * deployed now, with its CSP source: it is the one inline script a page runs. Null when not built.
 */
export function readLandingBoot(shellDir: string): Promise<{ script: string; csp: string } | null> {
  return readDeployedFile(path.join(shellDir, 'landing-boot.js'), bootScript);
}

/** A script tag with a src, its value quoted or not (html-webpack-plugin's minified output drops the quotes). */
const SCRIPT_TAG = /<script\b[^>]*\bsrc=(?:"([^"]+)"|'([^']+)'|([^\s"'>]+))[^>]*><\/script>/g;
const ROOT_DIV = /<div id=(?:"root"|root)><\/div>/;

/**
 * The shell's index.html as the landing: the prerendered markup shown, its styles inline, the shell's
 * script tags taken out and handed to the boot script with the hints of what the shell and the
 * landing's remote need.
 */
export function landingPage(indexHtml: string, prerender: { html: string; css: string }, bootScript: string, head: string, hints: PreloadHint[]): string {
  const scripts: string[] = [];
  const withoutScripts = indexHtml.replace(SCRIPT_TAG, (_tag, doubleQuoted?: string, singleQuoted?: string, bare?: string) => {
    scripts.push(doubleQuoted ?? singleQuoted ?? bare ?? '');
    return '';
  });
  const styles = `<style>${prerender.css.replace(/<\/style/gi, '<\\/style')}</style>`;
  const body =
    '<div id="root" hidden></div>' +
    `<div id="ontrack-landing">${prerender.html}</div>` +
    jsonBlock('ontrack-start', { hints, scripts }) +
    `<script>${bootScript}</script>`;
  return withoutScripts.replace('</head>', `${styles}${head}</head>`).replace(ROOT_DIV, () => body);
}
