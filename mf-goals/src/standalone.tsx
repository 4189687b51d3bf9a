import '@ontrack/shell/ui/styles.css';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { createAppStore, type Section } from '@ontrack/shell/platform';
import Page from './expose/Page';
import Preview from './expose/Preview';

/**
 * Staging preview of this remote alone (`npm run serve`, calls proxied to the API on :3000, signed
 * in there): the page, or the dashboard preview with `?preview`.
 */
function Standalone() {
  const [view, setView] = useState<'page' | 'preview'>(new URLSearchParams(window.location.search).has('preview') ? 'preview' : 'page');
  const onNavigate = (section: Section) => {
    if (section === 'savings-goals') setView('page');
  };
  return (
    <main style={{ maxWidth: 1100, margin: '0 auto', padding: '1.5rem' }}>
      <h1>Savings Goals</h1>
      {view === 'page' ? <Page onNavigate={onNavigate} /> : <Preview onNavigate={onNavigate} />}
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
