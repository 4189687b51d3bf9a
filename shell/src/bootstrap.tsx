import './ui/styles.css';
import { createRoot } from 'react-dom/client';
import { createAppStore } from '@ontrack/shell/platform';
import { App } from './app/App';
import { initRemotes } from './federation/load-remote';

// The remote list is read at start-up; remotes themselves load when first needed.
initRemotes().catch(() => undefined);

const store = createAppStore();
createRoot(document.getElementById('root')!).render(<App store={store} />);
