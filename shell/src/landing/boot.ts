import { PRERENDER_ID, START_FILES_ID, type LandingBootState, type WindowWithLanding } from './boot-state';

/**
 * The one inline script of a signed-out visitor's landing page (issue 14), built on its own as
 * `landing-boot.js` and inlined by the server. The page shows mf-auth's prerendered Landing and has
 * loaded no script; on the visitor's first sign of use (a pointer move, a touch, a key, focus, a
 * scroll) this loads the shell's files as the page would have, with preloads for the auth remote. A
 * button pressed before the live landing is there is remembered; the shell presses it again
 * (hand-over.ts).
 */
const INTENTS = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'scroll', 'wheel'];

interface StartFiles {
  hints: { href: string; as: string }[];
  scripts: string[];
}

function boot(): void {
  const landing = document.getElementById(PRERENDER_ID);
  const start = document.getElementById(START_FILES_ID);
  if (!landing || !start) return;
  const files = JSON.parse(start.textContent ?? '{}') as StartFiles;
  const state: LandingBootState = { started: false, pending: -1 };
  (window as WindowWithLanding).__ontrackLanding = state;

  const begin = (): void => {
    if (state.started) return;
    state.started = true;
    for (const intent of INTENTS) window.removeEventListener(intent, begin, true);
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
  };

  for (const intent of INTENTS) window.addEventListener(intent, begin, { capture: true, passive: true });
  landing.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button) return;
    state.pending = Array.prototype.indexOf.call(landing.querySelectorAll('button'), button);
    landing.setAttribute('aria-busy', 'true');
    begin();
  });
}

boot();
