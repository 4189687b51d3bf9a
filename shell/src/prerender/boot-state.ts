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
  /**
   * The button whose dialog the boot script showed (`data-opens-dialog`: the dialog is in the first
   * view, kept closed): the app presses it first once there, so its state says open as the page does.
   */
  opened: HTMLButtonElement | null;
  /** The page's scrolling as it was before that dialog locked it (as the app's dialogs do), to put back. */
  scrollBefore: string;
}

/** On a first view's button: the id of the closed dialog (in the first view) it opens. */
export const OPENS_DIALOG_ATTRIBUTE = 'data-opens-dialog';
/** On a button in such a dialog: pressed before the app is there, it closes the dialog again. */
export const CLOSES_DIALOG_ATTRIBUTE = 'data-closes-dialog';

/** The attribute of #root naming the page its server-rendered markup stands for. */
export const FIRST_VIEW_ATTRIBUTE = 'data-first-view';
/** Set on #root once the app has hydrated the markup (for tests and measurements). */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';
/** Which page a first view stands for. */
export type FirstViewKind = 'landing' | 'main';
/** The JSON block naming the files the app starts from: `{hints: {href, as}[], scripts: string[], start}`. */
export const START_FILES_ID = 'ontrack-start';

export type WindowWithFirstView = Window & { __ontrackFirstView?: FirstViewBoot };
