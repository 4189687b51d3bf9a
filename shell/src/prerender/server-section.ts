import type { ComponentType } from 'react';
import type { FirstViewModule, QueryEntry } from './first-view-state';

/**
 * What a remote's server-render bundle exports as `section` (shell/federation/server-render.ts):
 * the exposed module a first view shows, as its browser build exposes it, and how the reads it
 * renders from go in the store. The shell's server bundle renders it inside the app's own routes
 * (server.tsx); the browser loads the same module and hydrates the markup (hydrate.tsx).
 */
export interface ServerSection<Reads> extends FirstViewModule {
  /** The exposed module itself (its default export is the component RemoteView renders). */
  module: { default: ComponentType<never> };
  /** The store's entries for the reads the section shows. */
  queries(reads: Reads): QueryEntry[];
  /** The stylesheets the section's markup needs before any script (its bundle's `serverCss()`). */
  css: string;
}
