import '@ontrack/shell/ui/styles.css';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { createAppStore, type Section } from '@ontrack/shell/platform';
import SpendingPage from './expose/Page';
import SpendingPreview from './expose/Preview';

/**
 * Standalone preview of this remote against the API it is served with (sign in through the shell
 * first). `?view=preview` shows the dashboard card (Explore Your Data then opens the screen);
 * anything else the full screen. A query parameter, not a path, so it works wherever the remote
 * is served from.
 */
function Standalone() {
  const [section, setSection] = useState<Section | null>(() => (new URLSearchParams(window.location.search).get('view') === 'preview' ? null : 'spending'));
  return (
    <main style={{ padding: '2rem clamp(1rem, 3vw, 2.5rem)' }}>
      {section === 'spending' ? (
        <SpendingPage onNavigate={setSection} />
      ) : (
        <div style={{ maxWidth: 420 }}>
          <SpendingPreview onNavigate={setSection} />
        </div>
      )}
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <Provider store={createAppStore()}>
    <BrowserRouter>
      <Standalone />
    </BrowserRouter>
  </Provider>,
);
