import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { serverCss } from '@ontrack/shell/federation/server-css';
import { baseApi } from './base-api';
import type { AppStore } from './store';

/** A signed-in page's view rendered by the API: its markup, and the stylesheets it uses. */
export interface ServerRender {
  html: string;
  css: string;
}

/**
 * Renders `view` of a server-render module (shell/federation/server-render.ts) as the live app
 * would at /main over `store` (which holds the reads the view shows). `identifierPrefix` keeps its
 * React ids apart from another render in the same page and from the live app's. Only for a node
 * build: react-dom/server never reaches a browser bundle, as nothing the browser loads imports this.
 */
export function renderOnServer(store: AppStore, view: ReactElement, identifierPrefix: string): ServerRender {
  const html = renderToString(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/main']}>{view}</MemoryRouter>
    </Provider>,
    { identifierPrefix },
  );
  // The cache would keep a timer per entry for a minute (RTK Query's unused-data expiry): this store is done with.
  store.dispatch(baseApi.util.resetApiState());
  return { html, css: serverCss() };
}
