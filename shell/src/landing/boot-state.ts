/** What the landing's boot script (boot.ts) leaves for the shell on `window`. */
export interface LandingBootState {
  /** The app's files were asked for. */
  started: boolean;
  /** Index of the button pressed on the prerendered page among its buttons, to press again on the live one; -1 when none. */
  pending: number;
}

/** The prerendered landing's container in the page (api/src/http/landing-page.ts). */
export const PRERENDER_ID = 'ontrack-landing';
/** The JSON block naming the files the app starts from: `{hints: {href, as}[], scripts: string[]}`. */
export const START_FILES_ID = 'ontrack-start';

export type WindowWithLanding = Window & { __ontrackLanding?: LandingBootState };
