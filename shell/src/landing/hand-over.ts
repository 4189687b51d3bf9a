import { PRERENDER_ID, type WindowWithLanding } from './boot-state';

const FOCUSABLE = 'a[href], button, input, select, textarea';

/**
 * Replaces the prerendered landing (if the page has one) with the live page in #root: the focus
 * moves to the same control on the live page, and a button pressed while the app loaded is pressed
 * again there. `live` is null when the app shows something other than the landing (the prerender
 * simply goes).
 */
export function handOverPrerender(live: Element | null): void {
  const prerender = document.getElementById(PRERENDER_ID);
  if (!prerender) return;
  const focused = Array.from(prerender.querySelectorAll(FOCUSABLE)).indexOf(document.activeElement as Element);
  const pending = (window as WindowWithLanding).__ontrackLanding?.pending ?? -1;
  prerender.remove();
  document.getElementById('root')?.removeAttribute('hidden');
  if (!live) return;
  if (focused >= 0) live.querySelectorAll<HTMLElement>(FOCUSABLE)[focused]?.focus();
  if (pending >= 0) live.querySelectorAll<HTMLElement>('button')[pending]?.click();
}
