/**
 * What the boot script (boot.ts) and the shell share on a page the server sent with a first view
 * (api/src/http/prerendered-page.ts): the markup is in #root, and the app hydrates it (hydrate.tsx).
 */
export interface FirstViewBoot {
  /** The app's files were asked for. */
  started: boolean;
  /** React handles the page's events from here on (hydrateRoot was called): the boot script keeps none. */
  attached: boolean;
  /**
   * What was pressed on the first view before the app was there, to press again once it is the
   * app's (the same element: hydration keeps the server's nodes): a button, or a form submitted
   * without one. Null when nothing was.
   */
  pending: HTMLButtonElement | HTMLFormElement | null;
}

/** The attribute of #root naming the page its server-rendered markup stands for. */
export const FIRST_VIEW_ATTRIBUTE = 'data-first-view';
/** Set on #root once the app has hydrated the markup (for tests and measurements). */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';
/** Which page a first view stands for. */
export type FirstViewKind = 'landing' | 'main';
/** The JSON block naming the files the app starts from: `{hints: {href, as}[], scripts: string[], start}`. */
export const START_FILES_ID = 'ontrack-start';

export type WindowWithFirstView = Window & { __ontrackFirstView?: FirstViewBoot };
