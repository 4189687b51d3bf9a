import { useEffect } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { LanguageSync, type AppStore } from '@ontrack/shell/platform';
import { LoadedModulesContext, type LoadedModules } from '../federation/loaded-modules';
import { AppRoutes } from './AppRoutes';

const NONE: LoadedModules = new Map();

interface AppTreeProps {
  store: AppStore;
  /** Remote modules in hand before the first render: a first view's section (LoadedModulesContext). */
  modules?: LoadedModules;
  /** Called once the whole tree is first committed: when hydrating, the moment the server's markup is the app's. */
  onMounted?: () => void;
}

/**
 * The app under a router: the browser's (App) or, for a first view rendered on the server, one at
 * the page's path (prerender/server.tsx). One tree for both, so that the server's markup is what
 * the browser hydrates.
 */
export function AppTree({ store, modules = NONE, onMounted }: AppTreeProps) {
  // Effects run children first: this one, once everything below is committed.
  useEffect(() => onMounted?.(), [onMounted]);
  return (
    <Provider store={store}>
      {/* The interface's language and <html lang> follow the user's locale (shell/src/platform/use-locale.ts). */}
      <LanguageSync />
      <LoadedModulesContext.Provider value={modules}>
        <AppRoutes />
      </LoadedModulesContext.Provider>
    </Provider>
  );
}

export function App(props: AppTreeProps) {
  return (
    <BrowserRouter>
      <AppTree {...props} />
    </BrowserRouter>
  );
}
