/**
 * A first view as the server renders it (server.tsx), then made the app as the browser does
 * (boot.ts, hydrate.tsx): React adopts the server's very elements, and nothing pressed or typed on
 * the first view before the app was there is lost.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { useId, useState, type FormEvent } from 'react';
import { createAppStore, i18n, useMoney, useTranslation } from '@ontrack/shell/platform';
import { stubFetch } from '../../testing/fetch-stub';
import { Modal } from '../ui/Modal';
import { backToEnglish, clearFirstView, hydrateServed, serveFirstView, signedInQueries, visitorQueries } from '../../testing/first-view';
import { loadRemoteModule } from '../federation/load-remote';
import { startFirstView } from './hydrate';
import type { ServerSection } from './server-section';

jest.mock('../federation/load-remote', () => ({
  loadRemoteModule: jest.fn(),
  initRemotes: jest.fn(),
  RemoteNotBuiltError: class RemoteNotBuiltError extends Error {},
}));
const load = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;

/** A dashboard section with an id of React's own, which the server and the browser must agree on. */
function FakeDashboard() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>Financial Summary</h2>
      <p data-testid="tile-income-amount">$4,000</p>
    </section>
  );
}
const DASHBOARD: ServerSection<unknown> = {
  remote: 'dashboard',
  exposed: 'Page',
  module: { default: FakeDashboard },
  queries: () => [],
  css: '',
};

const signedIn = jest.fn();
/** A sign-in form as the landing has it: React-controlled fields, its button enabled once both are filled. */
function FakeLanding() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    signedIn({ email, password, remember });
  };
  return (
    <form onSubmit={submit} aria-label="Sign in">
      <input aria-label="Email" value={email} onChange={(event) => setEmail(event.target.value)} />
      <input aria-label="Password" type="password" value={password} onChange={(event) => setPassword(event.target.value)} />
      <input aria-label="Remember me" type="checkbox" checked={remember} onChange={(event) => setRemember(event.target.checked)} />
      <button type="submit" disabled={email === '' || password === ''}>
        Sign In
      </button>
    </form>
  );
}
const signedUp = jest.fn();
/** A landing whose Start Free Trial opens a dialog kept closed in the page, as mf-auth's does. */
function FakeLandingWithDialog() {
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  return (
    <>
      <button type="button" data-opens-dialog="trial-dialog" onClick={() => setOpen(true)}>
        Start Free Trial
      </button>
      <Modal title="Sign up" id="trial-dialog" hidden={!open} onClose={() => setOpen(false)}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            signedUp(email);
          }}
        >
          <input aria-label="Email" value={email} onChange={(event) => setEmail(event.target.value)} />
          <button type="submit">Create account</button>
        </form>
      </Modal>
    </>
  );
}
const LANDING_WITH_DIALOG: ServerSection<unknown> = {
  remote: 'auth',
  exposed: 'Landing',
  module: { default: FakeLandingWithDialog },
  queries: () => [],
  css: '',
};

const LANDING: ServerSection<unknown> = {
  remote: 'auth',
  exposed: 'Landing',
  module: { default: FakeLanding },
  queries: () => [],
  css: '',
};

/** A section in the interface's words and the locale's figures: the server and the browser must speak alike. */
function WordsAndFigures() {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <p>
      <button type="button">{t('ui.cancel')}</button> <span data-testid="figure">{money.exact(1234.5)}</span>
    </p>
  );
}

/** The page as the server sends it for `path`, with only the section's own module to be had (the wizard's, say, is still on its way). */
async function servePage(path: string, section: ServerSection<unknown>) {
  const served = await serveFirstView(path, section, path.startsWith('/main') ? signedInQueries() : visitorQueries());
  load.mockImplementation((remote, exposed) =>
    remote === section.remote && exposed === section.exposed ? Promise.resolve(section.module) : new Promise(() => undefined),
  );
  return served;
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  load.mockReset();
  signedIn.mockReset();
  consoleError = jest.spyOn(console, 'error');
  // The app scrolls to the top on a section change; jsdom has no scrolling to do.
  window.scrollTo = jest.fn();
});
afterEach(() => {
  consoleError.mockRestore();
  clearFirstView();
});

describe('hydrating a first view', () => {
  it("adopts the server's elements, chrome and section alike, and reads nothing the page carried", async () => {
    const net = stubFetch({});
    const { root, state } = await servePage('/main/dashboard', DASHBOARD);
    const heading = root.querySelector('h2');
    const upload = Array.from(root.querySelectorAll('button')).find((button) => button.textContent === 'Upload Data');

    await hydrateServed(root, state);
    expect(root.querySelector('h2')).toBe(heading);
    expect(Array.from(root.querySelectorAll('button')).find((button) => button.textContent === 'Upload Data')).toBe(upload);
    // React reports any difference between the markup and its render (ids included) as an error.
    expect(consoleError).not.toHaveBeenCalled();
    expect(net.to('GET /auth/check-login-status')).toHaveLength(0);
    expect(net.to('GET /billing/summary')).toHaveLength(0);
  });

  it('presses again, on the very element, what was pressed before the app was there: Upload Data opens the wizard', async () => {
    stubFetch({});
    const { root, state } = await servePage('/main/dashboard', DASHBOARD);
    const upload = Array.from(root.querySelectorAll('button')).find((button) => button.textContent === 'Upload Data')!;
    upload.click();
    expect(root).toHaveAttribute('aria-busy', 'true');

    await hydrateServed(root, state);
    await waitFor(() => expect(window.location.pathname).toBe('/main/upload'));
    expect(root).not.toHaveAttribute('aria-busy');
    expect(load).toHaveBeenCalledWith('wizard', 'Wizard');
  });

  it("makes what was typed and ticked before the app was there the app's own, so that signing in sends it", async () => {
    stubFetch({});
    const { root, state } = await servePage('/', LANDING);
    const field = (label: string) => root.querySelector<HTMLInputElement>(`input[aria-label="${label}"]`)!;
    // Typed into the server's fields, before any script of the app.
    field('Email').value = 'ann@example.com';
    field('Password').value = 'correct horse 42';
    field('Remember me').checked = true;

    await hydrateServed(root, state);
    const button = root.querySelector('button')!;
    await waitFor(() => expect(button).toBeEnabled());
    expect(field('Email').value).toBe('ann@example.com');
    act(() => button.click());
    expect(signedIn).toHaveBeenCalledWith({ email: 'ann@example.com', password: 'correct horse 42', remember: true });
  });

  it('opens, in the app, the dialog the page showed before it was there, with what was typed and sent in it', async () => {
    stubFetch({});
    const { root, state } = await servePage('/', LANDING_WITH_DIALOG);
    const dialog = root.querySelector<HTMLElement>('#trial-dialog')!;
    expect(dialog.hidden).toBe(true);
    // Shown by the boot script at the press, typed into and sent before any script of the app.
    root.querySelector<HTMLButtonElement>('[data-opens-dialog]')!.click();
    expect(dialog.hidden).toBe(false);
    root.querySelector<HTMLInputElement>('input[aria-label="Email"]')!.value = 'ann@example.com';
    root.querySelector<HTMLButtonElement>('button[type=submit]')!.click();

    await hydrateServed(root, state);
    await waitFor(() => expect(signedUp).toHaveBeenCalledWith('ann@example.com'));
    // The dialog the boot script showed is no mismatch for React (Modal says so).
    expect(consoleError).not.toHaveBeenCalled();
    // The app's own dialog now, on the same element: its close button closes it.
    expect(root.querySelector('#trial-dialog')).toBe(dialog);
    expect(screen.getByRole('dialog', { name: 'Sign up' })).toBeVisible();
    expect(document.body.style.overflow).toBe('hidden');
    act(() => screen.getByRole('button', { name: 'Close' }).click());
    expect(dialog.hidden).toBe(true);
    expect(document.body.style.overflow).toBe('');
  });

  it('sends a form submitted before the app was there, once its fields are the app’s', async () => {
    stubFetch({});
    const { root, state } = await servePage('/', LANDING);
    root.querySelector<HTMLInputElement>('input[aria-label="Email"]')!.value = 'ann@example.com';
    root.querySelector<HTMLInputElement>('input[aria-label="Password"]')!.value = 'correct horse 42';
    // Enter in a field: its button is disabled in the server's markup, so the form itself is kept.
    root.querySelector('form')!.requestSubmit();

    await hydrateServed(root, state);
    await waitFor(() => expect(signedIn).toHaveBeenCalledWith({ email: 'ann@example.com', password: 'correct horse 42', remember: false }));
  });

  it('renders the app afresh, the section showing its problem with Retry, when the section cannot be loaded', async () => {
    stubFetch({});
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { root, state } = await servePage('/main/dashboard', DASHBOARD);
    load.mockRejectedValue(new Error('remote down'));
    await act(() => startFirstView(root, createAppStore(), state));
    expect(await screen.findByTestId('remote-problem')).toHaveTextContent('Dashboard could not be loaded');
    // Asked once, not again before a Retry: this page cannot get it (load-remote.ts).
    expect(load).toHaveBeenCalledTimes(1);
    expect(root).not.toHaveAttribute('data-hydrated');
  });
});

describe('a first view in the visitor’s or user’s language', () => {
  afterEach(async () => {
    jest.restoreAllMocks();
    await backToEnglish();
  });

  async function serveIn(path: string, queries: ReturnType<typeof visitorQueries>, locale: string) {
    const words = { ...(path === '/' ? LANDING : DASHBOARD), module: { default: WordsAndFigures } };
    const served = await serveFirstView(path, words, queries, locale);
    load.mockImplementation((remote, exposed) =>
      remote === words.remote && exposed === words.exposed ? Promise.resolve(words.module) : new Promise(() => undefined),
    );
    return served;
  }

  it('is rendered in the browser’s language and figures, and hydrated in them: nothing reported, nothing in English', async () => {
    stubFetch({});
    // The browser that sent `Accept-Language: de-DE`: the app keeps its language once hydrated.
    jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE']);
    const { root, state } = await serveIn('/', visitorQueries(), 'de-DE');
    expect(state).toMatchObject({ language: 'de', locale: 'de-DE' });
    expect(document.documentElement.lang).toBe('de');
    const button = root.querySelector('button')!;
    expect(button).toHaveTextContent('Abbrechen');
    expect(root.querySelector('[data-testid="figure"]')!.textContent).toMatch(/^1\.234,50\s\$$/);

    await hydrateServed(root, state);
    expect(i18n.language).toBe('de');
    expect(root.querySelector('button')).toBe(button);
    expect(button).toHaveTextContent('Abbrechen');
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('speaks the signed-in user’s own language whatever the browser prefers', async () => {
    stubFetch({});
    const { root, state } = await serveIn('/main/dashboard', signedInQueries({ locale: 'de-CH' }), 'es-ES');
    expect(state.language).toBe('de');
    expect(Array.from(root.querySelectorAll('button')).map((button) => button.textContent)).toContain('Daten hochladen');
    await hydrateServed(root, state);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('is English, with en-US figures, for a language without catalogues', async () => {
    stubFetch({});
    const { root, state } = await serveIn('/', visitorQueries(), 'ja-JP');
    expect(state).toMatchObject({ language: 'en', locale: 'ja-JP' });
    expect(root.querySelector('button')).toHaveTextContent('Cancel');
  });
});
