import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { createAppStore, type AppStore, type RootState } from './store';

interface ProviderOptions extends Omit<RenderOptions, 'queries'> {
  preloadedState?: Partial<RootState>;
  store?: AppStore;
  route?: string;
}

/** Renders with a fresh store and a memory router, as the shell would provide them. */
export function renderWithProviders(
  ui: ReactElement,
  { preloadedState, store = createAppStore(preloadedState), route = '/', ...options }: ProviderOptions = {},
): RenderResult & { store: AppStore } {
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <Provider store={store}>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </Provider>
    );
  }
  const result: RenderResult = render(ui, { wrapper: Wrapper, ...options });
  return { store, ...result };
}
