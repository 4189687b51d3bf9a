import { serverCss } from '@ontrack/shell/federation/server-css';
import type { ServerSection } from '@ontrack/shell/prerender/server-section';
import * as landing from './Landing';

/**
 * This remote's server-render bundle (`dist/server/first-view.js`): the Landing, which the shell's
 * server bundle renders in the app's routes for a visitor without a session, at `/` and at
 * `/auth/login` (the landing opened on its sign-in card), once when the server starts
 * (shell/src/prerender/server.tsx); the browser hydrates that markup with this same `./Landing`.
 * It shows no reads of its own.
 */
export const section: ServerSection<unknown> = {
  remote: 'auth',
  exposed: 'Landing',
  module: landing,
  queries: () => [],
  // Every stylesheet this bundle imported (the landing's), registered as its modules loaded.
  css: serverCss(),
};
