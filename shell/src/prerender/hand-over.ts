import { PRERENDER_ID, type PrerenderKind, type WindowWithPrerender } from './boot-state';

const FOCUSABLE = 'a[href], button, input, select, textarea';

/** What a control is called, to find the same one on the live page: its kind, its id, its accessible name as written, its text. */
function signature(element: Element): string {
  return `${element.tagName}|${element.getAttribute('type') ?? ''}|${element.id}|${element.getAttribute('aria-label') ?? ''}|${(element.textContent ?? '').trim()}`;
}

/**
 * What the visitor typed or ticked on the prerendered page, given to the same inputs on the live
 * one as typing would (the live inputs are React's: its value setter is bypassed and an `input`
 * event dispatched, so the live form's state follows). Returns whether anything was given.
 */
function carryInputs(prerender: Element, live: Element): boolean {
  const setInputValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  let carried = false;
  for (const input of Array.from(prerender.querySelectorAll('input'))) {
    const target = counterpart(input, prerender, live);
    if (!(target instanceof HTMLInputElement)) continue;
    if (input.type === 'checkbox' || input.type === 'radio') {
      if (input.checked !== target.checked) {
        target.click();
        carried = true;
      }
    } else if (input.value !== '' && input.value !== target.value && setInputValue) {
      setInputValue.call(target, input.value);
      target.dispatchEvent(new Event('input', { bubbles: true }));
      carried = true;
    }
  }
  return carried;
}

/**
 * The live page's control that is the prerendered one: the same signature, at the same rank among
 * controls with that signature. The two pages need not match control for control (a dashboard's
 * previews have loaded on one and not on the other); a control with no counterpart has none.
 */
function counterpart(control: Element, prerender: Element, live: Element): HTMLElement | undefined {
  const name = signature(control);
  const rank = Array.from(prerender.querySelectorAll(FOCUSABLE))
    .filter((candidate) => signature(candidate) === name)
    .indexOf(control);
  return Array.from(live.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((candidate) => signature(candidate) === name)[rank];
}

/** Which page the prerendered view in this page stands for; null when the page came without one. */
export function prerenderKind(): PrerenderKind | null {
  // Rendered on the server (main-chrome.tsx) there is no document, and no prerender to hand over.
  if (typeof document === 'undefined') return null;
  return (document.getElementById(PRERENDER_ID)?.getAttribute('data-prerender') as PrerenderKind | null) ?? null;
}

/**
 * Replaces the prerendered view (if the page has one) with the live page in #root: what was typed
 * into its inputs is typed into the live ones, the focus moves to the same control on the live
 * page, and a button pressed while the app loaded is pressed again there. `live` is null when the
 * app shows something other than what was prerendered (the prerender simply goes).
 */
export function handOverPrerender(live: Element | null): void {
  const prerender = document.getElementById(PRERENDER_ID);
  if (!prerender) return;
  const focused = prerender.contains(document.activeElement) ? document.activeElement : null;
  const pendingIndex = (window as WindowWithPrerender).__ontrackPrerender?.pending ?? -1;
  const pending = pendingIndex >= 0 ? prerender.querySelectorAll('button')[pendingIndex] : undefined;
  // Matched before the prerender leaves the document.
  const focusTarget = live && focused ? counterpart(focused, prerender, live) : undefined;
  const pressTarget = live && pending ? counterpart(pending, prerender, live) : undefined;
  const carried = live ? carryInputs(prerender, live) : false;
  prerender.remove();
  document.getElementById('root')?.removeAttribute('hidden');
  focusTarget?.focus();
  // React applies what the inputs' events set in a microtask of its own, queued first: the press
  // comes after it, so the live form sees what was typed.
  if (pressTarget) {
    if (carried) queueMicrotask(() => pressTarget.click());
    else pressTarget.click();
  }
}
