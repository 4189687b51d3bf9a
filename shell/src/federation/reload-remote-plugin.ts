/**
 * A Module Federation runtime plugin: when a remote's module fails to load after its entry did (a
 * chunk the server no longer has, a deploy that replaced the remote under an open page), it loads
 * that remote's current entry once and answers with the module from it, so the page renders the
 * section instead of its problem. A second failure is the remote's real answer, and is thrown.
 */
import type { ModuleFederation, ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type Registered = ModuleFederation['options']['remotes'][number];

/**
 * Forgets a registered remote (its entry, manifest, container) and registers it again, so the next
 * load fetches its entry afresh. Registering over an existing remote (`force`) would do the same
 * with a console warning; `removeRemote` is the runtime's own way to forget one (private in its
 * types, public on the object in @module-federation/runtime-core 2.9).
 */
export function registerAfresh(origin: ModuleFederation, name: string, entry?: string): void {
  const registered = origin.options.remotes.find((remote) => remote.name === name);
  if (registered) (origin.remoteHandler as unknown as { removeRemote(remote: Registered): void }).removeRemote(registered);
  const url = entry ?? (registered && 'entry' in registered ? registered.entry : undefined);
  if (url) origin.registerRemotes([{ name, entry: url }]);
}

export function reloadRemotePlugin(): ModuleFederationRuntimePlugin {
  const reloading = new Set<string>();
  return {
    name: 'ontrack-reload-remote',
    async errorLoadRemote({ id, lifecycle, remote, origin }) {
      // Only a module whose remote's entry loaded (onLoad); a remote that is down fails earlier.
      if (lifecycle !== 'onLoad' || !remote || reloading.has(remote.name)) return undefined;
      reloading.add(remote.name);
      try {
        registerAfresh(origin, remote.name);
        return await origin.loadRemote(id);
      } catch {
        return undefined; // the first failure is the one reported
      } finally {
        reloading.delete(remote.name);
      }
    },
  };
}
