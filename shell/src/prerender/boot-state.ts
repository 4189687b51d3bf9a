/** What the boot script (boot.ts) leaves for the shell on `window`. */
export interface PrerenderBootState {
  /** The app's files were asked for. */
  started: boolean;
  /** Index of the button pressed on the prerendered page among its buttons, to press again on the live one; -1 when none. */
  pending: number;
}

/** The prerendered first view's container in the page (api/src/http/prerendered-page.ts). */
export const PRERENDER_ID = 'ontrack-prerender';
/** Its `data-prerender` attribute: which page it stands for. */
export type PrerenderKind = 'landing' | 'main';
/** The JSON block naming the files the app starts from, on a page that loads them on first use: `{hints: {href, as}[], scripts: string[]}`. */
export const START_FILES_ID = 'ontrack-start';

export type WindowWithPrerender = Window & { __ontrackPrerender?: PrerenderBootState };
