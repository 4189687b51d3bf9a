import { formatLastUpdated } from '../ui/format-instant';
import {
  CLOSES_DIALOG_ATTRIBUTE,
  FIRST_VIEW_ATTRIBUTE,
  OPENS_DIALOG_ATTRIBUTE,
  START_FILES_ID,
  type FirstViewBoot,
  type WindowWithFirstView,
} from './boot-state';

/**
 * The one inline script of a page the server sends with a first view in #root, built on its own
 * as `prerender-boot.js` and inlined by the server. The page carries no script tag and no preload:
 * this loads the shell's files as the page would have, with preloads for the first remote and
 * reads, once the first view is on screen; the shell then hydrates the markup (hydrate.tsx).
 *
 * - `intent` (the signed-out landing): on the visitor's first sign of use (a pointer move, a touch,
 *   a key, focus, a scroll), as most visitors only read it.
 * - `painted` (a signed-in dashboard): right after the first frame, so that fifty fetches do not
 *   compete with the figures for the first paint.
 *
 * Until React handles the page's events, a button pressed (or a form submitted) is remembered, by
 * its element, and pressed again once hydrated (replay.ts): no click on the first view is lost.
 * A button that opens a dialog the first view holds closed (`data-opens-dialog`, as the landing's
 * Start Free Trial) shows it at once, so a visitor can start filling it in while the app loads;
 * its close button, or Escape, hides it again.
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

/**
 * The server wrote "Last updated" in its own time zone; the reader's is known only here (and the app
 * renders the same), in the locale the server wrote it in (the user's: `data-locale`).
 */
function localiseTimes(view: Element): void {
  for (const time of Array.from(view.querySelectorAll('.ot-last-updated time[datetime]'))) {
    const shown = formatLastUpdated(time.getAttribute('datetime') ?? '', time.getAttribute('data-locale') ?? undefined);
    if (shown !== null) time.textContent = shown;
  }
}

const FOCUSABLE = 'input:not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled])';

/** Shows the closed dialog `button` opens, if the first view holds it; answers whether it did. */
function openDialog(view: HTMLElement, button: HTMLButtonElement, state: FirstViewBoot): boolean {
  const dialog = button.getAttribute(OPENS_DIALOG_ATTRIBUTE);
  const element = dialog ? document.getElementById(dialog) : null;
  if (!element || !view.contains(element) || !element.hidden) return false;
  element.hidden = false;
  state.opened = button;
  state.scrollBefore = document.body.style.overflow;
  document.body.style.overflow = 'hidden';
  element.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  return true;
}

/** Hides the dialog the boot script showed, and forgets it and what was pressed in it. */
function closeDialog(state: FirstViewBoot): void {
  const button = state.opened;
  const dialog = button?.getAttribute(OPENS_DIALOG_ATTRIBUTE);
  const element = dialog ? document.getElementById(dialog) : null;
  if (!button || !element) return;
  element.hidden = true;
  state.opened = null;
  // What was typed goes with it, as the app's dialog starts afresh each time it opens.
  for (const form of Array.from(element.querySelectorAll('form'))) form.reset();
  document.body.style.overflow = state.scrollBefore;
  if (state.pending && element.contains(state.pending)) state.pending = null;
  button.focus();
}

/** Remembers a press on the first view until React handles events (state.attached). */
function keepPresses(view: HTMLElement, state: FirstViewBoot, begin: () => void): void {
  const remember = (pressed: HTMLButtonElement | HTMLFormElement) => {
    state.pending = pressed;
    view.setAttribute('aria-busy', 'true');
    begin();
  };
  view.addEventListener('click', (event) => {
    if (state.attached) return;
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || button.disabled) return;
    if (button.hasAttribute(CLOSES_DIALOG_ATTRIBUTE) && state.opened) return closeDialog(state);
    if (openDialog(view, button, state)) return begin();
    remember(button);
  });
  window.addEventListener('keydown', (event) => {
    if (!state.attached && event.key === 'Escape' && state.opened) closeDialog(state);
  });
  // A form of the first view is not the app's yet: it never submits itself (the app will).
  view.addEventListener('submit', (event) => {
    if (state.attached) return;
    event.preventDefault();
    // A press of its submit button is remembered already; Enter in a field presses none.
    if (!(state.pending instanceof HTMLButtonElement && state.pending.form === event.target)) {
      if (event.target instanceof HTMLFormElement) remember(event.target);
    }
  });
}

function boot(): void {
  const view = document.querySelector<HTMLElement>(`#root[${FIRST_VIEW_ATTRIBUTE}]`);
  if (!view) return;
  localiseTimes(view);
  const block = document.getElementById(START_FILES_ID);
  if (!block) return;
  const files = JSON.parse(block.textContent ?? '{}') as StartFiles;
  const state: FirstViewBoot = { started: false, attached: false, pending: null, opened: null, scrollBefore: '' };
  (window as WindowWithFirstView).__ontrackFirstView = state;

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
  keepPresses(view, state, begin);
}

boot();
