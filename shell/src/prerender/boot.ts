import { PRERENDER_ID, START_FILES_ID, type PrerenderBootState, type WindowWithPrerender } from './boot-state';

/**
 * The one inline script of a page the server sends with a prerendered first view (issue 14), built
 * on its own as `prerender-boot.js` and inlined by the server. A button pressed on the prerendered
 * view before the live page is there is remembered; the shell presses it again (hand-over.ts).
 *
 * The signed-out landing has loaded no script: on the visitor's first sign of use (a pointer move, a
 * touch, a key, focus, a scroll) this loads the shell's files as the page would have, with preloads
 * for the auth remote. A signed-in page's scripts load at once, as its own tags say.
 */
const INTENTS = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'scroll', 'wheel'];

interface StartFiles {
  hints: { href: string; as: string }[];
  scripts: string[];
}

function loadFiles(files: StartFiles): void {
  for (const hint of files.hints) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', hint.as);
    // The federation runtime fetches a manifest without credentials: the preload must match it.
    if (hint.as === 'fetch') link.crossOrigin = 'anonymous';
    link.href = hint.href;
    document.head.appendChild(link);
  }
  for (const src of files.scripts) {
    const script = document.createElement('script');
    script.src = src;
    // In document order, as the page's own deferred scripts would have run.
    script.async = false;
    document.head.appendChild(script);
  }
}

function boot(): void {
  const prerender = document.getElementById(PRERENDER_ID);
  if (!prerender) return;
  const start = document.getElementById(START_FILES_ID);
  const state: PrerenderBootState = { started: !start, pending: -1 };
  (window as WindowWithPrerender).__ontrackPrerender = state;

  const begin = (): void => {
    if (state.started || !start) return;
    state.started = true;
    for (const intent of INTENTS) window.removeEventListener(intent, begin, true);
    loadFiles(JSON.parse(start.textContent ?? '{}') as StartFiles);
  };

  if (start) for (const intent of INTENTS) window.addEventListener(intent, begin, { capture: true, passive: true });
  prerender.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button) return;
    state.pending = Array.prototype.indexOf.call(prerender.querySelectorAll('button'), button);
    prerender.setAttribute('aria-busy', 'true');
    begin();
  });
}

boot();
