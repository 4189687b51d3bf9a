import { createHash } from 'node:crypto';
import path from 'node:path';
import { readDeployedFile } from './deployed-files';
import { jsonBlock, type PreloadHint } from './page-hints';

/**
 * A page sent with its first view (first-view.ts): the markup in #root, where the app hydrates it,
 * its styles inline, the reads it was rendered from, and the shell's boot script, the one script
 * the page runs until it loads the app's (shell/src/prerender/boot.ts). Nothing else loads before
 * the first view is on screen: on the landing, not before the visitor reaches for the page.
 */

/** The pages a visitor without a session gets the landing's first view for (the sign-in page is the landing on its sign-in card). */
export type LandingPath = '/' | '/auth/login';

export function sha256Hex(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** The boot script's text and its CSP source; null for text that could end its inline <script>. */
function bootScript(bytes: Buffer): { script: string; csp: string } | null {
  const script = bytes.toString('utf8');
  if (/<\/script/i.test(script)) return null;
  return { script, csp: `'sha256-${createHash('sha256').update(script).digest('base64')}'` };
}

/**
 * The shell's boot script (shell/src/prerender/boot.ts, built as `prerender-boot.js`) as deployed
 * now, with its CSP source: it is the one inline script a page runs. Null when not built.
 */
export function readPrerenderBoot(shellDir: string): Promise<{ script: string; csp: string } | null> {
  return readDeployedFile(path.join(shellDir, 'prerender-boot.js'), bootScript);
}

/** A script tag with a src, its value quoted or not (html-webpack-plugin's minified output drops the quotes). */
const SCRIPT_TAG = /<script\b[^>]*\bsrc=(?:"([^"]+)"|'([^']+)'|([^\s"'>]+))[^>]*><\/script>/g;
const ROOT_DIV = /<div id=(?:"root"|root)><\/div>/;

/** A first view: its markup and styles, which page it stands for, and what the app hydrates it from (shell/src/prerender/first-view-state.ts). */
export interface Prerender {
  kind: 'landing' | 'main';
  html: string;
  css: string;
  state: unknown;
  /** The language the markup speaks (`de`), for `<html lang>`. */
  language: string;
}

const HTML_TAG = /<html\b[^>]*>/i;
/** A language subtag as the bundles answer it (`de`, `pt`): nothing else goes in the attribute. */
const LANGUAGE_TAG = /^[a-z]{2,3}$/;

/** The page's `<html>` tag saying `language`, whatever `lang` the built page had. */
function withLanguage(page: string, language: string): string {
  if (!LANGUAGE_TAG.test(language)) return page;
  return page.replace(HTML_TAG, (tag) => `${tag.slice(0, -1).replace(/\s+lang=(?:"[^"]*"|'[^']*'|[^\s>]*)/i, '')} lang="${language}">`);
}

/**
 * When the boot script starts the app (shell/src/prerender/boot.ts): on the visitor's first sign of
 * use (the landing), or once the first view is painted (a signed-in page).
 */
export type StartWhen = 'intent' | 'painted';

/**
 * The shell's index.html with a first view in #root, its styles inline, `<html lang>` its language. The shell's script tags
 * are taken out and handed to the boot script with the page's hints, to load `start`.
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
  // The shell's own scripts are fetched first: main.js runs first and asks for the rest, which by
  // then are on their way. Preloaded after the chunks, over HTTP/1.1's six connections it came last.
  const startHints = [...scripts.map((href): PreloadHint => ({ href, as: 'script' })), ...hints];
  // Nothing between #root's tags but the markup: the app hydrates exactly that.
  const body =
    `<div id="root" data-first-view="${prerender.kind}">${prerender.html}</div>` +
    jsonBlock('ontrack-first-view', prerender.state) +
    jsonBlock('ontrack-start', { hints: startHints, scripts, start }) +
    `<script>${bootScript}</script>`;
  return withLanguage(page, prerender.language)
    .replace('</head>', `${styles}${head}</head>`)
    .replace(ROOT_DIV, () => body);
}
