import { formatLastUpdated } from '../ui/format-instant';
import type { WindowWithFirstView } from './boot-state';

/** A page as the server sends it with a first view in #root, then the boot script run on it (it runs once, on load). */
async function servePage(
  start: 'intent' | 'painted' = 'intent',
  hints: { href: string; as: string; withCredentials?: boolean }[] = [
    { href: '/230.abc.js', as: 'script' },
    { href: '/remotes/auth/mf-manifest.json', as: 'fetch' },
  ],
  markup = '<div class="landing"><a href="#pricing">Pricing</a><button>Sign In</button><button>Start Free Trial</button></div>',
) {
  document.head.innerHTML = '';
  document.body.innerHTML =
    `<div id="root" data-first-view="landing">${markup}</div>` +
    '<script type="application/json" id="ontrack-start">' +
    JSON.stringify({ scripts: ['/main.js'], hints, start }) +
    '</script>';
  // A fresh copy each time: the boot script runs once, when it loads.
  await jest.isolateModulesAsync(async () => {
    await import('./boot');
  });
}

const boot = () => (window as WindowWithFirstView).__ontrackFirstView;
const root = () => document.getElementById('root')!;
const loadedScripts = () => Array.from(document.head.querySelectorAll('script')).map((script) => script.getAttribute('src'));
const preloads = () =>
  Array.from(document.head.querySelectorAll('link[rel="preload"]')).map(
    (link) => `${link.getAttribute('as')} ${link.getAttribute('href')} ${link.getAttribute('crossorigin') ?? '-'}`,
  );

afterEach(() => {
  delete (window as WindowWithFirstView).__ontrackFirstView;
});

describe('the landing boot script', () => {
  it('loads nothing until the visitor reaches for the page, then the app once', async () => {
    await servePage();
    expect(loadedScripts()).toEqual([]);
    expect(preloads()).toEqual([]);

    window.dispatchEvent(new Event('pointermove'));
    expect(preloads()).toEqual(['script /230.abc.js -', 'fetch /remotes/auth/mf-manifest.json anonymous']);
    expect(loadedScripts()).toEqual(['/main.js']);
    expect((document.head.querySelector('script') as HTMLScriptElement).async).toBe(false);

    window.dispatchEvent(new Event('keydown'));
    document.dispatchEvent(new Event('scroll'));
    expect(loadedScripts()).toEqual(['/main.js']);
  });

  it('remembers the very button pressed before the app was there, and starts it', async () => {
    await servePage();
    const trial = root().querySelectorAll('button')[1];
    trial.click();
    expect(boot()).toEqual({ started: true, attached: false, pending: trial, opened: null, scrollBefore: '' });
    expect(root().getAttribute('aria-busy')).toBe('true');
    expect(loadedScripts()).toEqual(['/main.js']);
  });

  it('shows the closed dialog a button opens at once, focused, and starts the app; its close button or Escape hides it again', async () => {
    await servePage(
      'intent',
      [],
      '<button data-opens-dialog="sign-up-dialog">Start Free Trial</button>' +
        '<div id="sign-up-dialog" hidden><div role="dialog"><button data-closes-dialog="">Close</button><form><input id="signup-email"><button type="submit">Create</button></form></div></div>',
    );
    const trial = root().querySelector<HTMLButtonElement>('[data-opens-dialog]')!;
    const dialog = document.getElementById('sign-up-dialog')!;
    trial.click();
    expect(dialog.hidden).toBe(false);
    expect(boot()).toMatchObject({ started: true, opened: trial, pending: null });
    expect(loadedScripts()).toEqual(['/main.js']);
    expect(document.activeElement).toBe(dialog.querySelector('button'));
    // The page no longer scrolls behind it, as behind the app's dialogs.
    expect(document.body.style.overflow).toBe('hidden');

    // Sent before the app is there: kept, to send once it is (after the dialog is opened again).
    dialog.querySelector<HTMLButtonElement>('button[type=submit]')!.click();
    expect(boot()!.pending).toBe(dialog.querySelector('button[type=submit]'));

    dialog.querySelector('input')!.value = 'typed@example.com';
    dialog.querySelector<HTMLButtonElement>('[data-closes-dialog]')!.click();
    // What was typed goes with it (the app's dialog opens empty each time).
    expect(dialog.querySelector('input')!.value).toBe('');
    expect(dialog.hidden).toBe(true);
    expect(boot()).toMatchObject({ opened: null, pending: null });
    expect(document.activeElement).toBe(trial);
    expect(document.body.style.overflow).toBe('');

    trial.click();
    expect(dialog.hidden).toBe(false);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(dialog.hidden).toBe(true);
    expect(boot()!.opened).toBeNull();
  });

  it('presses a button whose dialog is not in the first view as any other', async () => {
    await servePage('intent', [], '<button data-opens-dialog="elsewhere">Start Free Trial</button>');
    const trial = root().querySelector('button')!;
    trial.click();
    expect(boot()).toMatchObject({ pending: trial, opened: null });
  });

  it('keeps nothing once React handles the page', async () => {
    await servePage();
    boot()!.attached = true;
    root().querySelector('button')!.click();
    expect(boot()!.pending).toBeNull();
    expect(root().hasAttribute('aria-busy')).toBe(false);
  });

  it('a link on the first view works on its own and presses nothing', async () => {
    await servePage();
    root().querySelector('a')!.click();
    expect(boot()!.pending).toBeNull();
  });

  it('never lets a form of the first view submit itself; the press, or the form sent with Enter, is kept', async () => {
    await servePage(
      'intent',
      [],
      '<form aria-label="Sign in"><input id="signin-email"><button type="submit">Sign In</button></form><form aria-label="Search"><input></form>',
    );
    const [signIn, search] = Array.from(root().querySelectorAll('form'));
    const submitted = jest.fn((event: Event) => expect(event.defaultPrevented).toBe(true));
    document.addEventListener('submit', submitted);
    try {
      const press = signIn.querySelector('button')!;
      press.click();
      expect(submitted).toHaveBeenCalledTimes(1);
      expect(boot()!.pending).toBe(press);

      search.requestSubmit();
      expect(submitted).toHaveBeenCalledTimes(2);
      expect(boot()!.pending).toBe(search);
    } finally {
      document.removeEventListener('submit', submitted);
    }
  });
});

describe('the boot script of a signed-in first view', () => {
  const HINTS = [
    { href: '/remotes/dashboard/mf-manifest.json', as: 'fetch' },
    { href: '/summary/api/counts', as: 'fetch', withCredentials: true },
  ];
  let frames: FrameRequestCallback[];

  beforeEach(() => {
    jest.useFakeTimers();
    frames = [];
    window.requestAnimationFrame = (callback) => frames.push(callback);
  });

  afterEach(() => {
    jest.useRealTimers();
  });

  it("loads the app right after the first frame, the reads of the user's data with credentials", async () => {
    await servePage('painted', HINTS);
    // Nothing competes with the first paint.
    expect(loadedScripts()).toEqual([]);
    expect(preloads()).toEqual([]);
    expect(frames).toHaveLength(1);

    frames[0](0);
    jest.advanceTimersByTime(0);
    expect(loadedScripts()).toEqual(['/main.js']);
    expect(preloads()).toEqual(['fetch /remotes/dashboard/mf-manifest.json anonymous', 'fetch /summary/api/counts use-credentials']);
    // Once only: the background-tab fallback finds it started.
    jest.advanceTimersByTime(5_000);
    expect(loadedScripts()).toEqual(['/main.js']);
  });

  it('loads the app anyway in a tab that paints no frame (opened in the background)', async () => {
    await servePage('painted', HINTS);
    jest.advanceTimersByTime(999);
    expect(loadedScripts()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(loadedScripts()).toEqual(['/main.js']);
  });

  it("writes the analysis's Last updated in the reader's time zone, not the server's", async () => {
    const at = '2026-11-20T23:30:00.000Z';
    await servePage(
      'painted',
      HINTS,
      `<p class="ot-last-updated">Last updated <time datetime="${at}">Nov 20, 2026, 11:30 PM (server)</time></p>`,
    );
    expect(document.querySelector('time')!.textContent).toBe(formatLastUpdated(at));
  });

  it('writes it in the locale the server wrote it in (the user’s), so that the app renders the same', async () => {
    const at = '2026-11-20T23:30:00.000Z';
    await servePage(
      'painted',
      HINTS,
      `<p class="ot-last-updated">Zuletzt aktualisiert <time datetime="${at}" data-locale="de-DE">20.11.2026, 23:30 (server)</time></p>`,
    );
    expect(document.querySelector('time')!.textContent).toBe(formatLastUpdated(at, 'de-DE'));
    expect(document.querySelector('time')!.textContent).not.toBe(formatLastUpdated(at));
  });
});
