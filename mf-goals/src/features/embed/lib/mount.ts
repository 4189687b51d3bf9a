import type { PublicGoalDto } from '@ontrack/api/contracts';
import { todayIso } from '@ontrack/api/domain';
import { renderGoalCard, renderNote } from './render';
import { WIDGET_CSS } from './styles';

export const NO_LONGER_SHARED = 'This goal is no longer shared.';
export const NOT_FOUND = 'This goal could not be found.';
export const UNAVAILABLE = 'This savings goal cannot be shown right now. Please try again later.';

const MOUNTED = 'data-ontrack-mounted';

/** Only what the card reads: a broken or unexpected answer shows the note rather than throwing. */
function isPublicGoal(value: unknown): value is PublicGoalDto {
  const goal = value as Partial<PublicGoalDto> | null;
  return (
    typeof goal === 'object' &&
    goal !== null &&
    typeof goal.name === 'string' &&
    typeof goal.currentAmount === 'number' &&
    typeof goal.targetAmount === 'number' &&
    typeof goal.targetDate === 'string' &&
    typeof goal.onTrack === 'boolean' &&
    Array.isArray(goal.series)
  );
}

/** Where the card draws: a shadow root, so the page's CSS and the card's cannot meet. */
function surface(host: HTMLElement): ShadowRoot | HTMLElement {
  if (host.shadowRoot) return host.shadowRoot;
  try {
    return host.attachShadow({ mode: 'open' });
  } catch {
    return host; // an element that cannot host a shadow root (e.g. a <p>): draw inside it
  }
}

function show(host: HTMLElement, content: HTMLElement): void {
  const root = surface(host);
  const style = host.ownerDocument.createElement('style');
  style.textContent = WIDGET_CSS;
  root.replaceChildren(style, content);
}

/** The public share of one token: the goal, 'revoked' (410), 'unknown' (404), or 'failed' (network, server). */
export async function fetchPublicGoal(
  apiOrigin: string,
  token: string,
  fetchImpl: typeof fetch = fetch,
): Promise<PublicGoalDto | 'revoked' | 'unknown' | 'failed'> {
  try {
    // No cookie goes along: the share is public and the visitor's OnTrack session is none of this page's business.
    const response = await fetchImpl(`${apiOrigin}/goals/api/public/${encodeURIComponent(token)}`, {
      credentials: 'omit',
      headers: { Accept: 'application/json' },
    });
    if (response.status === 410) return 'revoked';
    if (response.status === 404) return 'unknown';
    if (!response.ok) return 'failed';
    const body: unknown = await response.json();
    return isPublicGoal(body) ? body : 'failed';
  } catch {
    return 'failed';
  }
}

/**
 * The OnTrack server a widget element asks: the origin its snippet names (`data-ontrack-api`, written
 * by api/src/services/goal-sharing.ts embedSnippet), else `fallback` (where embed.js came from). Only
 * an http(s) address counts; anything else falls back.
 */
export function apiOriginOf(host: Element, fallback: string): string {
  const named = host.getAttribute('data-ontrack-api')?.trim();
  if (!named) return fallback;
  try {
    const url = new URL(named);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : fallback;
  } catch {
    return fallback;
  }
}

/** Renders one `[data-ontrack-goal]` element, asking the server its snippet names (else `apiOrigin`). */
export async function mountGoalWidget(host: HTMLElement, apiOrigin: string, fetchImpl: typeof fetch = fetch): Promise<void> {
  const doc = host.ownerDocument;
  const token = (host.getAttribute('data-ontrack-goal') ?? '').trim();
  if (token === '') {
    show(host, renderNote(doc, NOT_FOUND));
    return;
  }
  const origin = apiOriginOf(host, apiOrigin);
  show(host, renderNote(doc, 'Loading savings goal…'));
  const goal = await fetchPublicGoal(origin, token, fetchImpl);
  if (goal === 'revoked') show(host, renderNote(doc, NO_LONGER_SHARED));
  else if (goal === 'unknown') show(host, renderNote(doc, NOT_FOUND));
  else if (goal === 'failed') show(host, renderNote(doc, UNAVAILABLE));
  else show(host, renderGoalCard(doc, goal, todayIso(), origin));
}

/**
 * Renders every widget element under `root` not rendered yet: a page with two shared goals carries
 * the script twice, and each run must leave the other's cards alone.
 */
export function mountGoalWidgets(root: ParentNode, apiOrigin: string, fetchImpl: typeof fetch = fetch): Promise<void[]> {
  const hosts = Array.from(root.querySelectorAll<HTMLElement>('[data-ontrack-goal]')).filter((host) => !host.hasAttribute(MOUNTED));
  for (const host of hosts) host.setAttribute(MOUNTED, '');
  return Promise.all(hosts.map((host) => mountGoalWidget(host, apiOrigin, fetchImpl)));
}

/** The origin the script was loaded from: the OnTrack server that also answers the public API. */
export function scriptOrigin(script: Element | null, pageUrl: string): string {
  const src = script?.getAttribute('src');
  try {
    return new URL(src || pageUrl, pageUrl).origin;
  } catch {
    return new URL(pageUrl).origin;
  }
}
