/**
 * A remote's standalone preview (`npm run serve` in an `mf-*` package): the remote's own page
 * without the shell, against the API it is served with (signed in through the shell on that
 * origin first). Inside the shell none of this loads; only the exposed modules do.
 */
import { useState, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import type { PreviewProps } from './section-props';
import type { Section } from './navigation';
import { createAppStore } from './store';

/** Renders `app` into `#root` inside what the shell would give it: a store of its own and the router. */
export function mountStandalone(app: ReactNode): void {
  createRoot(document.getElementById('root')!).render(
    <Provider store={createAppStore()}>
      <BrowserRouter>{app}</BrowserRouter>
    </Provider>,
  );
}

interface SectionStandaloneProps {
  /** The section the remote's Page shows: the Preview's link to it opens the Page. */
  section: Section;
  Page: ComponentType<PreviewProps>;
  Preview: ComponentType<PreviewProps>;
  /** Shown above the Page as the shell's chrome would show it. */
  title?: string;
}

/**
 * The remote's Page, or with `?view=preview` its dashboard preview (at about the width of a
 * dashboard column), whose link then opens the Page. A query parameter, not a path, so it works
 * wherever the remote is served from.
 */
export function SectionStandalone({ section, Page, Preview, title }: SectionStandaloneProps) {
  const [view, setView] = useState<'page' | 'preview'>(() =>
    new URLSearchParams(window.location.search).get('view') === 'preview' ? 'preview' : 'page',
  );
  const onNavigate = (target: Section) => {
    if (target === section) setView('page');
  };
  return (
    <main style={{ maxWidth: 1200, margin: '0 auto', padding: '1.5rem' }}>
      {view === 'page' ? (
        <>
          {title && <h1>{title}</h1>}
          <Page onNavigate={onNavigate} />
        </>
      ) : (
        <div style={{ maxWidth: 420 }}>
          <Preview onNavigate={onNavigate} />
        </div>
      )}
    </main>
  );
}
