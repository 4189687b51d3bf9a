import '@ontrack/shell/ui/styles.css';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { createAppStore, type Section } from '@ontrack/shell/platform';
import Page from './expose/Page';
import Preview from './expose/Preview';

/**
 * Staging preview of this remote alone (`npm run serve`, signed in through the proxied API):
 * the full screen, or the dashboard preview with `?view=preview`.
 */
function Standalone() {
  const [view, setView] = useState(new URLSearchParams(window.location.search).get('view') === 'preview' ? 'preview' : 'page');
  const onNavigate = (section: Section) => section === 'net-worth' && setView('page');
  return <main style={{ maxWidth: 1200, margin: '0 auto', padding: '1.5rem' }}>{view === 'preview' ? <Preview onNavigate={onNavigate} /> : <Page onNavigate={onNavigate} />}</main>;
}

createRoot(document.getElementById('root')!).render(
  <Provider store={createAppStore()}>
    <BrowserRouter>
      <Standalone />
    </BrowserRouter>
  </Provider>,
);
