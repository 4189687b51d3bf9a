import type { FirstViewBoot } from './boot-state';

/** Inputs whose value is what was typed into them (not a box, a button or a file). */
const TEXT_INPUT =
  'input:not([type=checkbox]):not([type=radio]):not([type=file]):not([type=submit]):not([type=button]):not([type=reset]):not([type=image]):not([type=hidden]), textarea';

/**
 * Tells the app what was typed or ticked in the first view's fields before it was there. Hydrating
 * keeps what the field shows but not in the app's state (React reads the field's value as its own
 * when it hydrates, so the app's state stays the server's, and its next render would put that back).
 * Each such field is set back to the app's value through React's own setter, then to what was typed
 * through the element's, and sent the event typing sends: the app's onChange sees the typing.
 * Returns whether any field was told.
 */
export function announceTyped(root: Element): boolean {
  let told = false;
  for (const box of Array.from(root.querySelectorAll<HTMLInputElement>('input[type=checkbox], input[type=radio]'))) {
    // After hydrating, defaultChecked is the app's value; a radio is only ever ticked by a press.
    if (box.checked === box.defaultChecked || (box.type === 'radio' && !box.checked)) continue;
    box.checked = box.defaultChecked;
    box.click();
    told = true;
  }
  for (const field of Array.from(root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TEXT_INPUT))) {
    const typed = field.value;
    if (typed === field.defaultValue) continue;
    const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    field.value = field.defaultValue;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    told = true;
  }
  return told;
}

/**
 * Once the app has hydrated the first view: what was typed there is the app's, and what was
 * pressed there before the app was (boot.ts) is pressed again, on the very element pressed.
 */
export function replayFirstView(root: HTMLElement, boot: FirstViewBoot | undefined): void {
  const opened = boot?.opened ?? null;
  if (boot) boot.opened = null;
  // First the dialog the page shows (boot.ts showed it): the app opens it too, on the same elements,
  // and locks the page's scrolling itself from what it was before.
  if (opened && boot) document.body.style.overflow = boot.scrollBefore;
  if (opened && root.contains(opened)) opened.click();
  const told = announceTyped(root);
  const pending = boot?.pending ?? null;
  if (boot) boot.pending = null;
  root.removeAttribute('aria-busy');
  if (!pending || pending === opened || !root.contains(pending)) return;
  const press = () => (pending instanceof HTMLFormElement ? pending.requestSubmit() : pending.click());
  // React applies what the fields' events set in a microtask of its own, queued first: the press
  // comes after it, so that a form sees what was typed (its submit button enabled by it, say).
  if (told) queueMicrotask(press);
  else press();
}
