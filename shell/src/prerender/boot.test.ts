import type { WindowWithPrerender } from './boot-state';

/** The landing page as served, then the boot script run on it (it runs once, on load). */
function servePage() {
  document.head.innerHTML = '';
  document.body.innerHTML =
    '<div id="root" hidden></div>' +
    '<div id="ontrack-prerender"><div class="landing"><a href="#pricing">Pricing</a><button>Sign In</button><button>Start Free Trial</button></div></div>' +
    '<script type="application/json" id="ontrack-start">' +
    JSON.stringify({ scripts: ['/main.js'], hints: [{ href: '/230.abc.js', as: 'script' }, { href: '/remotes/auth/mf-manifest.json', as: 'fetch' }] }) +
    '</script>';
  jest.isolateModules(() => {
    require('./boot');
  });
}

const loadedScripts = () => Array.from(document.head.querySelectorAll('script')).map((script) => script.getAttribute('src'));
const preloads = () => Array.from(document.head.querySelectorAll('link[rel="preload"]')).map((link) => `${link.getAttribute('as')} ${link.getAttribute('href')} ${link.getAttribute('crossorigin') ?? '-'}`);

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
