/**
 * The server's counterpart of the browser's shared singletons (shared.ts). A page's first view is
 * one React tree rendered in the API process: the shell's server bundle renders its routes, and a
 * remote's server bundle gives the section component in them. Both must use one React, one router,
 * one store and one api slice, as in the browser; so the shell's bundle provides these modules
 * (src/prerender/server-share.ts) and every remote's bundle takes them from it instead of bundling
 * its own copy (server-render.ts). The API hands the one to the other when it loads them
 * (api/src/http/first-view.ts).
 */

/**
 * What a remote's server bundle takes from the shell's: each module of shared.ts's table that server
 * code imports, by the exact request. A remote whose server code imports another shared module
 * fails to build (server-render.ts), rather than rendering with a copy of its own.
 */
export const SERVER_SHARED_REQUESTS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-redux',
  '@reduxjs/toolkit',
  '@reduxjs/toolkit/query',
  '@reduxjs/toolkit/query/react',
  'react-router-dom',
  'highcharts',
  'highcharts-react-official',
  'i18next',
  'react-i18next',
  '@ontrack/shell/platform',
] as const;

export type ServerSharedRequest = (typeof SERVER_SHARED_REQUESTS)[number];

/** The property of `globalThis` the provided modules are put in for the remotes' bundles to take. */
export const SERVER_SHARE_GLOBAL = '__ontrackServerShare';
