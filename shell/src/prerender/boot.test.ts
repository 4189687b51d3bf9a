import { formatLastUpdated } from '../ui/format-instant';
import type { WindowWithPrerender } from './boot-state';

/** The landing page as served, then the boot script run on it (it runs once, on load). */
function servePage(
  start: 'intent' | 'painted' = 'intent',
  hints: { href: string; as: string; withCredentials?: boolean }[] = [
    { href: '/230.abc.js', as: 'script' },
    { href: '/remotes/auth/mf-manifest.json', as: 'fetch' },
  ],
) {
  document.head.innerHTML = '';
  document.body.innerHTML =
    '<div id="root" hidden></div>' +
    '<div id="ontrack-prerender"><div class="landing"><a href="#pricing">Pricing</a><button>Sign In</button><button>Start Free Trial</button></div></div>' +
    '<script type="application/json" id="ontrack-start">' +
    JSON.stringify({ scripts: ['/main.js'], hints, start }) +
    '</script>';
  jest.isolateModules(() => {
    require('./boot');
  });
}

const loadedScripts = () => Array.from(document.head.querySelectorAll('script')).map((script) => script.getAttribute('src'));
const preloads = () =>
  Array.from(document.head.querySelectorAll('link[rel="preload"]')).map(
    (link) => `${link.getAttribute('as')} ${link.getAttribute('href')} ${link.getAttribute('crossorigin') ?? '-'}`,
  );

afterEach(() => {
  delete (window as WindowWithPrerender).__ontrackPrerender;
});

describe('the landing boot script', () => {
  it('loads nothing until the visitor reaches for the page, then the app once', () => {
    servePage();
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

  it('remembers which button was pressed before the app was there, and starts it', () => {
    servePage();
    const trial = document.querySelectorAll('#ontrack-prerender button')[1] as HTMLElement;
    trial.click();
    expect((window as WindowWithPrerender).__ontrackPrerender).toEqual({ started: true, pending: 1 });
    expect(document.getElementById('ontrack-prerender')!.getAttribute('aria-busy')).toBe('true');
    expect(loadedScripts()).toEqual(['/main.js']);
  });

  it('a link on the prerendered page works on its own and presses nothing', () => {
    servePage();
    (document.querySelector('#ontrack-prerender a') as HTMLElement).click();
    expect((window as WindowWithPrerender).__ontrackPrerender?.pending).toBe(-1);
  });
});

describe('the boot script of a signed-in first view', () => {
  const HINTS = [
    { href: '/remotes/dashboard/mf-manifest.json', as: 'fetch' },
    { href: '/summary/api/transaction-analysis', as: 'fetch', withCredentials: true },
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

  it("loads the app right after the first frame, the reads of the user's data with credentials", () => {
    servePage('painted', HINTS);
    // Nothing competes with the first paint.
    expect(loadedScripts()).toEqual([]);
    expect(preloads()).toEqual([]);
    expect(frames).toHaveLength(1);

    frames[0](0);
    jest.advanceTimersByTime(0);
    expect(loadedScripts()).toEqual(['/main.js']);
    expect(preloads()).toEqual([
      'fetch /remotes/dashboard/mf-manifest.json anonymous',
      'fetch /summary/api/transaction-analysis use-credentials',
    ]);
    // Once only: the background-tab fallback finds it started.
    jest.advanceTimersByTime(5_000);
    expect(loadedScripts()).toEqual(['/main.js']);
  });

  it('loads the app anyway in a tab that paints no frame (opened in the background)', () => {
    servePage('painted', HINTS);
    jest.advanceTimersByTime(999);
    expect(loadedScripts()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(loadedScripts()).toEqual(['/main.js']);
  });

  it("writes the analysis's Last updated in the reader's time zone, not the server's", () => {
    servePage('painted', HINTS);
    // servePage ran the boot script on a prerender without a time: run it again on one with.
    const at = '2026-11-20T23:30:00.000Z';
    document.getElementById('ontrack-prerender')!.innerHTML =
      `<p class="ot-last-updated">Last updated <time datetime="${at}">Nov 20, 2026, 11:30 PM (server)</time></p>`;
    jest.isolateModules(() => {
      require('./boot');
    });
    expect(document.querySelector('time')!.textContent).toBe(formatLastUpdated(at));
  });
});
