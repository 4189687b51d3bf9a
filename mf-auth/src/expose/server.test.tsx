/**
 * The landing as a visitor's first view: rendered by the shell's server render with this remote's
 * section (server.ts), then hydrated by the app, as the API and the browser do.
 */
import { screen, waitFor } from '@testing-library/react';
import { stubFetch } from '../../../shell/testing/fetch-stub';
import { backToEnglish, clearFirstView, hydrateServed, serveFirstView, visitorQueries } from '../../../shell/testing/first-view';
import { loadRemoteModule } from '../../../shell/src/federation/load-remote';
import { section } from './server';

jest.mock('../../../shell/src/federation/load-remote', () => ({
  loadRemoteModule: jest.fn(),
  initRemotes: jest.fn(),
  RemoteNotBuiltError: class RemoteNotBuiltError extends Error {},
}));
const load = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;

/** `locale`: the visitor's browser's (the request's `Accept-Language`). */
async function serve(path: '/' | '/auth/login', locale?: string) {
  load.mockImplementation((remote, exposed) =>
    remote === 'auth' && exposed === 'Landing' ? Promise.resolve(section.module) : new Promise(() => undefined),
  );
  return serveFirstView(path, section, [...visitorQueries(), ...section.queries(undefined)], locale);
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  load.mockReset();
  stubFetch({});
  consoleError = jest.spyOn(console, 'error');
});
afterEach(() => {
  consoleError.mockRestore();
  clearFirstView();
});

describe('the landing first view', () => {
  it('is the landing, and the sign-in page the landing on its sign-in card', async () => {
    const landing = await serve('/');
    expect(landing.root.querySelector('h1')).toHaveTextContent('Are your finances on track?');
    expect(landing.root.querySelector('[data-testid="trial-card"]')).not.toBeNull();
    clearFirstView();
    const signIn = await serve('/auth/login');
    expect(signIn.root.querySelector('form[aria-label="Sign in"]')).not.toBeNull();
  });

  it.each(['/', '/auth/login'] as const)('is hydrated as it is at %s: the same elements, nothing reported', async (path) => {
    const { root, state } = await serve(path);
    const heading = root.querySelector('h1');
    await hydrateServed(root, state);
    expect(root.querySelector('h1')).toBe(heading);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('opens the sign-up dialog for Start Free Trial pressed before the app was there', async () => {
    const { root, state } = await serve('/');
    Array.from(root.querySelectorAll('button'))
      .find((button) => button.textContent === 'Start Free Trial')!
      .click();
    await hydrateServed(root, state);
    await waitFor(() => expect(screen.getByRole('dialog')).toBeInTheDocument());
  });
});

describe('the landing first view in the visitor’s language', () => {
  afterEach(async () => {
    jest.restoreAllMocks();
    await backToEnglish();
  });

  it.each([
    ['de-DE', 'de', 'Sind Ihre Finanzen auf Kurs?'],
    ['es-ES', 'es', '¿Van bien tus finanzas?'],
  ])(
    'is in the language of a browser preferring %s, and hydrated in it: the same elements, nothing reported',
    async (locale, language, title) => {
      jest.spyOn(navigator, 'languages', 'get').mockReturnValue([locale]);
      const { root, state } = await serve('/', locale);
      expect(state).toMatchObject({ language, locale });
      const heading = root.querySelector('h1');
      expect(heading).toHaveTextContent(title);

      await hydrateServed(root, state);
      expect(root.querySelector('h1')).toBe(heading);
      expect(heading).toHaveTextContent(title);
      expect(root.querySelector('select.language-menu')).toHaveValue(language);
      expect(consoleError).not.toHaveBeenCalled();
    },
  );
});
