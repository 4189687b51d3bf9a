import { createContext } from 'react';
import type { RemoteKey } from './remote-manifest';

/**
 * Remote modules the tree has in hand before it first renders, by `<remote>/<exposed>`: a page's
 * first view renders its section at once, on the server (prerender/server.tsx) and again when the
 * browser hydrates it (prerender/hydrate.tsx), where a RemoteView would otherwise show its spinner
 * first. Empty on every other page.
 *
 * A module whose load already failed is there as LOAD_FAILED: its RemoteView shows the problem with
 * Retry at once, rather than asking again for what this page cannot get (load-remote.ts).
 */
export type LoadedModules = ReadonlyMap<string, unknown>;

export const LOAD_FAILED = Symbol('the module could not be loaded');

export const LoadedModulesContext = createContext<LoadedModules>(new Map());

export function loadedModuleKey(remote: RemoteKey, exposed: string): string {
  return `${remote}/${exposed}`;
}
