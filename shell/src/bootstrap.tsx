import './ui/styles.css';
import { createRoot } from 'react-dom/client';
import { createAppStore } from '@ontrack/shell/platform';
import { App } from './app/App';
import { initRemotes } from './federation/load-remote';
import { readFirstViewState } from './prerender/first-view-state';
import { startFirstView } from './prerender/hydrate';

// The remote list is read at start-up; remotes themselves load when first needed.
initRemotes().catch(() => undefined);

const store = createAppStore();
const root = document.getElementById('root')!;
// A page the server sent with a first view (api/src/http/web.ts) is hydrated; any other is rendered.
const firstView = readFirstViewState();
if (firstView && firstView.path === window.location.pathname) void startFirstView(root, store, firstView);
else createRoot(root).render(<App store={store} />);
