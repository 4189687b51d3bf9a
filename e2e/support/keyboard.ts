import { expect, type Locator, type Page } from '@playwright/test';

/** More Tab presses than any screen has stops between two controls a test moves between. */
const MAX_TAB_PRESSES = 40;

/**
 * Whether the focused element shows where the focus is: an outline (the app's focus ring) on it or,
 * for a control drawn inside a wrapper (a money field), on the wrapper that holds the focus.
 */
function focusIndicatorShown(page: Page): Promise<{ shown: boolean; left: boolean; element: string }> {
  return page.evaluate(() => {
    const focused = document.activeElement as HTMLElement | null;
    const describe = (element: Element | null) => {
      if (!element) return 'nothing';
      const style = getComputedStyle(element);
      const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${element.getAttribute('aria-label') ? `[aria-label="${element.getAttribute('aria-label')}"]` : ''}`;
      return `${name} "${(element.textContent ?? '').trim().slice(0, 40)}" (outline ${style.outlineStyle} ${style.outlineWidth}, :focus-visible ${element.matches(':focus-visible')})`;
    };
    const ringed = (element: Element) => {
      const style = getComputedStyle(element);
      return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    };
    // Past the last control the focus leaves the page (for the browser's own bar) before it wraps.
    if (!focused || focused === document.body) return { shown: false, left: true, element: describe(focused) };
    const shown =
      ringed(focused) ||
      (focused.parentElement !== null && focused.parentElement.matches(':focus-within') && ringed(focused.parentElement));
    return { shown, left: false, element: describe(focused) };
  });
}

/** The focus is on `target`, and it shows. */
export async function expectFocusOn(page: Page, target: Locator): Promise<void> {
  await expect(target).toBeFocused();
  const { shown, element } = await focusIndicatorShown(page);
  expect(shown, `the focus on ${element} is not visible`).toBe(true);
}

/**
 * Presses Tab (Shift+Tab with `backwards`) until `target` has the focus, checking on the way that
 * every control the focus stops at shows it (leaving the page to wrap around is allowed). Fails if
 * `target` is not reached.
 */
export async function tabTo(page: Page, target: Locator, { backwards = false } = {}): Promise<void> {
  await expect(target).toBeVisible();
  for (let press = 0; press < MAX_TAB_PRESSES; press += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const { shown, left, element } = await focusIndicatorShown(page);
    if (left) continue;
    expect(shown, `the focus on ${element} is not visible`).toBe(true);
    if (await target.evaluate((node) => node === document.activeElement)) return;
  }
  throw new Error(`${MAX_TAB_PRESSES} presses of ${backwards ? 'Shift+Tab' : 'Tab'} did not reach ${target.toString()}`);
}
