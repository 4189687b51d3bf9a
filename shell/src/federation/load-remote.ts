/**
 * The only module that touches the Module Federation runtime (jest mocks this file). The manifest is
 * read once at start-up; each remote's code is fetched the first time one of its modules is needed.
 */
import { getInstance, loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { remoteContainerName } from '@ontrack/api/contracts';
import { registerAfresh, reloadRemotePlugin } from './reload-remote-plugin';
import { fetchRemoteManifest, type RemoteKey, type RemoteManifest } from './remote-manifest';

export class RemoteNotBuiltError extends Error {
  constructor(readonly remote: RemoteKey) {
    super(`The ${remote} section is not available in this build.`);
    this.name = 'RemoteNotBuiltError';
  }
}

let manifestPromise: Promise<RemoteManifest> | undefined;
let pluginRegistered = false;
/** Remotes that failed to load on a page whose HTML preloaded their files (api/src/http/page-hints.ts). */
const failedWithHints = new Set<RemoteKey>();

function pageHints(key: RemoteKey): boolean {
  return document.querySelector(`link[rel="preload"][href^="/remotes/${key}/"]`) !== null;
}
const moduleCache = new Map<string, Promise<unknown>>();

/** Reads `/remotes.json` and registers every listed remote before the first `loadRemote`. */
export function initRemotes(): Promise<RemoteManifest> {
  manifestPromise ??= fetchRemoteManifest().then((manifest) => {
    // A chunk an open page can no longer get (a deploy since) reloads its remote's entry once.
    if (!pluginRegistered) registerPlugins([reloadRemotePlugin()]);
    pluginRegistered = true;
    registerRemotes(Object.entries(manifest).map(([key, entry]) => ({ name: remoteContainerName(key as RemoteKey), entry })));
    return manifest;
  });
  manifestPromise.catch(() => {
    manifestPromise = undefined; // the next attempt (Retry) fetches it again
  });
  return manifestPromise;
}

/**
 * Loads `./<exposed>` of a remote. A failed load is forgotten, and the remote re-registered, so
 * that Retry really fetches its entry again instead of replaying the cached failure.
 */
export function loadRemoteModule<T>(key: RemoteKey, exposed: string): Promise<T> {
  const id = `${remoteContainerName(key)}/${exposed}`;
  // Chromium answers a script tag for a file whose preload failed with that same failure, without a
  // request: a Retry in this page cannot succeed, so it loads the page again, with fresh hints.
  if (failedWithHints.has(key)) {
    window.location.reload();
    return new Promise<T>(() => undefined);
  }
  const cached = moduleCache.get(id);
  if (cached) return cached as Promise<T>;
  const loading = (async () => {
    const manifest = await initRemotes();
    const entry = manifest[key];
    if (!entry) throw new RemoteNotBuiltError(key);
    const module = await loadRemote<T>(id);
    if (!module) throw new Error(`The ${key} section did not load.`);
    return module;
  })();
  moduleCache.set(id, loading);
  loading.catch(async () => {
    moduleCache.delete(id);
    if (pageHints(key)) failedWithHints.add(key);
    const manifest = await manifestPromise?.catch(() => undefined);
    const entry = manifest?.[key];
    const origin = getInstance();
    if (entry && origin) registerAfresh(origin, remoteContainerName(key), entry);
  });
  return loading;
}
