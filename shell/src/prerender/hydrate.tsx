import { createRoot, hydrateRoot } from 'react-dom/client';
import { FirstViewLocale, setLanguage, type AppStore } from '@ontrack/shell/platform';
import { App } from '../app/App';
import { loadRemoteModule } from '../federation/load-remote';
import { LOAD_FAILED, loadedModuleKey } from '../federation/loaded-modules';
import { HYDRATED_ATTRIBUTE, type WindowWithFirstView } from './boot-state';
import type { FirstViewState } from './first-view-state';
import { replayFirstView } from './replay';
import { holdQueries, seedQueries } from './seed-store';

/** The first view's modules, each loaded or LOAD_FAILED. */
async function loadModules(state: FirstViewState): Promise<Map<string, unknown>> {
  const loaded = await Promise.all(
    state.modules.map(async ({ remote, exposed }) => {
      const module = await loadRemoteModule(remote, exposed).catch(() => LOAD_FAILED);
      return [loadedModuleKey(remote, exposed), module] as const;
    }),
  );
  return new Map(loaded);
}

/**
 * Makes the server's first view in #root the app, with React's own hydrateRoot: the app renders
 * what the server rendered (the same path, the same reads, the section's module loaded first), so
 * React adopts the markup node for node instead of replacing it. A press on the first view is
 * never lost: until hydrateRoot is called the boot script keeps it (boot.ts) and it is pressed
 * again on the same element once hydrated (replay.ts); from then on React handles it, hydrating
 * at once what is pressed.
 *
 * It speaks the markup's language and reads the browser's locale as the server took it
 * (`state.language`, `state.locale`); the browser's own locale follows right after.
 *
 * When the section's module cannot be loaded there is nothing to hydrate the markup with: the app
 * is rendered afresh in its place, the section showing its problem with Retry.
 */
export async function startFirstView(root: HTMLElement, store: AppStore, state: FirstViewState): Promise<void> {
  // The markup's language, its catalogues fetched beside the section's module (the shell's), then
  // after it (the section's, which its module registers): the first render speaks the server's.
  const [modules] = await Promise.all([loadModules(state), setLanguage(state.language)]);
  await setLanguage(state.language);
  seedQueries(store, state.queries);
  const release = holdQueries(store, state.queries);
  const boot = (window as WindowWithFirstView).__ontrackFirstView;
  // From here on React listens on #root: the boot script keeps no more presses.
  if (boot) boot.attached = true;
  if ([...modules.values()].includes(LOAD_FAILED)) {
    root.removeAttribute('aria-busy');
    createRoot(root).render(<App store={store} modules={modules} onMounted={release} />);
    return;
  }
  const onMounted = () => {
    release();
    replayFirstView(root, boot);
    root.setAttribute(HYDRATED_ATTRIBUTE, '');
  };
  hydrateRoot(
    root,
    <FirstViewLocale.Provider value={state.locale}>
      <App store={store} modules={modules} onMounted={onMounted} />
    </FirstViewLocale.Provider>,
  );
}
