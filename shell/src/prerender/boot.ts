import { formatLastUpdated } from '../ui/format-instant';
import { PRERENDER_ID, START_FILES_ID, type PrerenderBootState, type WindowWithPrerender } from './boot-state';

/**
 * The one inline script of a page the server sends with a prerendered first view, built
 * on its own as `prerender-boot.js` and inlined by the server. The page carries no script tag and no
 * preload: this loads the shell's files as the page would have, with preloads for the first remote
 * and reads, once the first view is on screen. A button pressed on the prerendered view before the
 * live page is there is remembered; the shell presses it again (hand-over.ts).
 *
 * - `intent` (the signed-out landing): on the visitor's first sign of use (a pointer move, a touch,
 *   a key, focus, a scroll), as most visitors only read it.
 * - `painted` (a signed-in dashboard): right after the first frame, so that fifty fetches do not
 *   compete with the figures for the first paint.
 */
const INTENTS = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'scroll', 'wheel'];

interface StartFiles {
  hints: { href: string; as: string; withCredentials?: boolean }[];
  scripts: string[];
  start: 'intent' | 'painted';
}

/** A tab opened in the background paints no frame until shown: its app starts after this long anyway. */
const UNPAINTED_START_MS = 1_000;

function loadFiles(files: StartFiles): void {
  for (const hint of files.hints) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', hint.as);
    // A preload must match the fetch it stands for: the federation runtime fetches a manifest
    // without credentials, the app reads the user's data with them.
    if (hint.as === 'fetch') link.crossOrigin = hint.withCredentials ? 'use-credentials' : 'anonymous';
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

/** The server wrote "Last updated" in its own time zone; the reader's is known only here. */
function localiseTimes(prerender: Element): void {
  for (const time of Array.from(prerender.querySelectorAll('.ot-last-updated time[datetime]'))) {
    const shown = formatLastUpdated(time.getAttribute('datetime') ?? '');
    if (shown !== null) time.textContent = shown;
  }
}

function boot(): void {
  const prerender = document.getElementById(PRERENDER_ID);
  if (!prerender) return;
  localiseTimes(prerender);
  const block = document.getElementById(START_FILES_ID);
  if (!block) return;
  const files = JSON.parse(block.textContent ?? '{}') as StartFiles;
  const state: PrerenderBootState = { started: false, pending: -1 };
  (window as WindowWithPrerender).__ontrackPrerender = state;

  const begin = (): void => {
    if (state.started) return;
    state.started = true;
    for (const intent of INTENTS) window.removeEventListener(intent, begin, true);
    loadFiles(files);
  };

  if (files.start === 'painted') {
    requestAnimationFrame(() => setTimeout(begin, 0));
    setTimeout(begin, UNPAINTED_START_MS);
  } else {
    for (const intent of INTENTS) window.addEventListener(intent, begin, { capture: true, passive: true });
  }
  // A form on the prerendered page is not the app's: it never submits itself (the live one will).
  prerender.addEventListener('submit', (event) => {
    event.preventDefault();
    begin();
  });
  prerender.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button) return;
    state.pending = Array.prototype.indexOf.call(prerender.querySelectorAll('button'), button);
    prerender.setAttribute('aria-busy', 'true');
    begin();
  });
}

boot();
