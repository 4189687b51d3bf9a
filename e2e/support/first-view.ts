import type { Page } from '@playwright/test';

/**
 * A page sent with a first view (the landing, a signed-in dashboard) shows the server's markup in
 * #root before any script of the app, which then hydrates it (shell/src/prerender/hydrate.tsx).
 */

/** Holds the app's main script until released, so the page stays on its first view, with no React yet. */
export async function holdAppScript(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/main\.js$/, async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  return release;
}

/** Resolves once the app has hydrated the first view: the markup is the app's (it marks #root). */
export async function appHydrated(page: Page): Promise<void> {
  await page.locator('#root[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
}

/** The first view of this page, before or after it is hydrated. */
export function firstView(page: Page, kind: 'landing' | 'main') {
  return page.locator(`#root[data-first-view="${kind}"]`);
}
