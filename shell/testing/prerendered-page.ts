import { PRERENDER_ID, type PrerenderKind, type WindowWithPrerender } from '../src/prerender/boot-state';

/**
 * The page as the server sends it with a prerendered first view (api/src/http/prerendered-page.ts):
 * `#root` hidden, where the live app renders, and the prerendered markup beside it, with the boot
 * script's state as it leaves it (`pending`: the index of a button pressed before the app was there).
 * Returns #root, to render the live page into.
 */
export function servePrerenderedPage(kind: PrerenderKind, html: string, pending = -1): HTMLElement {
  const root = document.createElement('div');
  root.id = 'root';
  root.hidden = true;
  const prerender = document.createElement('div');
  prerender.id = PRERENDER_ID;
  prerender.setAttribute('data-prerender', kind);
  prerender.innerHTML = html;
  document.body.append(root, prerender);
  (window as WindowWithPrerender).__ontrackPrerender = { started: true, pending };
  return root;
}

/** Undoes servePrerenderedPage (and whatever the test rendered). */
export function clearPrerenderedPage(): void {
  delete (window as WindowWithPrerender).__ontrackPrerender;
  document.body.innerHTML = '';
}
