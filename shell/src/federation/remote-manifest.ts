/**
 * The run-time list of remotes (`GET /remotes.json`): `{key: url of its
 * mf-manifest.json}`. A key that is absent means that section's remote is not built (yet).
 * One remote can be pointed elsewhere for a staging preview with `?remote.<key>=<url>`, kept in
 * sessionStorage for the rest of the visit, shown by a banner with a way out (preview-notice.ts).
 */
import { REMOTE_KEYS, type RemoteKey } from '@ontrack/api/contracts';
import { showPreviewNotices } from './preview-notice';

export { REMOTE_KEYS, type RemoteKey };
export type RemoteManifest = Partial<Record<RemoteKey, string>>;

const OVERRIDE_PREFIX = 'ontrack.remote.';

function manifestUrl(): string {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="ontrack:remotes-url"]');
  const value = meta?.content;
  return value && !value.startsWith('__') ? value : '/remotes.json';
}

/** Overrides from the query string, remembered for the session: any http(s) URL (screenOverrides decides). */
export function readOverrides(location: Location = window.location, storage: Storage = window.sessionStorage): RemoteManifest {
  const params = new URLSearchParams(location.search);
  for (const key of REMOTE_KEYS) {
    const value = params.get(`remote.${key}`);
    if (value === null) continue;
    if (value === '') storage.removeItem(OVERRIDE_PREFIX + key);
    else if (overrideOrigin(value, location)) storage.setItem(OVERRIDE_PREFIX + key, value);
  }
  const overrides: RemoteManifest = {};
  for (const key of REMOTE_KEYS) {
    const stored = storage.getItem(OVERRIDE_PREFIX + key);
    if (stored) overrides[key] = stored;
  }
  return overrides;
}

/** The origin an override's code comes from; null for anything but http(s). */
function overrideOrigin(value: string, location: Location): string | null {
  try {
    const url = new URL(value, location.href);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** The origins this app lets a remote be previewed from (PREVIEW_ORIGINS on the server); none when it cannot tell. */
async function fetchPreviewOrigins(): Promise<string[]> {
  try {
    const response = await fetch('/preview-origins.json', { cache: 'no-cache', credentials: 'same-origin' });
    const body = (await response.json()) as { origins?: unknown };
    return Array.isArray(body.origins) ? body.origins.filter((origin): origin is string => typeof origin === 'string') : [];
  } catch {
    return [];
  }
}

export interface ScreenedOverrides {
  accepted: RemoteManifest;
  /** Origins refused, each once. */
  refused: string[];
}

/**
 * In a production build an override runs only from this origin or one the server lists: a crafted
 * link must not be able to load someone else's code. A refused one is forgotten, and said so.
 * A development build takes any.
 */
export async function screenOverrides(
  overrides: RemoteManifest,
  location: Location = window.location,
  storage: Storage = window.sessionStorage,
): Promise<ScreenedOverrides> {
  const entries = Object.entries(overrides) as [RemoteKey, string][];
  const foreign = entries.filter(([, url]) => overrideOrigin(url, location) !== location.origin);
  if (process.env.NODE_ENV !== 'production' || foreign.length === 0) return { accepted: overrides, refused: [] };
  const allowed = new Set(await fetchPreviewOrigins());
  const accepted: RemoteManifest = {};
  const refused = new Set<string>();
  for (const [key, url] of entries) {
    const origin = overrideOrigin(url, location)!;
    if (origin === location.origin || allowed.has(origin)) accepted[key] = url;
    else {
      refused.add(origin);
      storage.removeItem(OVERRIDE_PREFIX + key);
    }
  }
  return { accepted, refused: [...refused] };
}

/**
 * The manifest the server inlined in the page (`<script type="application/json" id="ontrack-remotes">`,
 * when it serves the manifest itself): read once, so a Retry after a failed load fetches afresh.
 */
function takeInlineManifest(): Record<string, unknown> | null {
  const block = document.getElementById('ontrack-remotes');
  if (!block) return null;
  block.remove();
  try {
    const body = JSON.parse(block.textContent ?? '') as unknown;
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export async function fetchRemoteManifest(): Promise<RemoteManifest> {
  const body = takeInlineManifest() ?? (await fetchManifestBody());
  const manifest: RemoteManifest = {};
  for (const key of REMOTE_KEYS) {
    if (typeof body[key] === 'string') manifest[key] = body[key];
  }
  const { accepted, refused } = await screenOverrides(readOverrides());
  showPreviewNotices({ previews: accepted, refused, storage: window.sessionStorage });
  return { ...manifest, ...accepted };
}

async function fetchManifestBody(): Promise<Record<string, unknown>> {
  const response = await fetch(manifestUrl(), { cache: 'no-cache', credentials: 'same-origin' });
  if (!response.ok) throw new Error(`The list of app sections could not be loaded (HTTP ${response.status}).`);
  return (await response.json()) as Record<string, unknown>;
}
