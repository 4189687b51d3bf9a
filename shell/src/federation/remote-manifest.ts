/**
 * The run-time list of remotes (`GET /remotes.json`): `{key: url of its
 * mf-manifest.json}`. A key that is absent means that section's remote is not built (yet).
 * One remote can be pointed elsewhere for a staging preview with `?remote.<key>=<url>`, kept in
 * sessionStorage for the rest of the visit.
 */
import { REMOTE_KEYS, type RemoteKey } from '@ontrack/api/contracts';

export { REMOTE_KEYS, type RemoteKey };
export type RemoteManifest = Partial<Record<RemoteKey, string>>;

const OVERRIDE_PREFIX = 'ontrack.remote.';

function manifestUrl(): string {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="ontrack:remotes-url"]');
  const value = meta?.content;
  return value && !value.startsWith('__') ? value : '/remotes.json';
}

/**
 * Overrides from the query string are remembered for the session. In a production build only
 * same-origin URLs are accepted: a crafted link must not be able to load someone else's code.
 */
export function readOverrides(location: Location = window.location, storage: Storage = window.sessionStorage): RemoteManifest {
  const params = new URLSearchParams(location.search);
  for (const key of REMOTE_KEYS) {
    const value = params.get(`remote.${key}`);
    if (value === null) continue;
    if (value === '') storage.removeItem(OVERRIDE_PREFIX + key);
    else if (isAllowedOverride(value, location)) storage.setItem(OVERRIDE_PREFIX + key, value);
  }
  const overrides: RemoteManifest = {};
  for (const key of REMOTE_KEYS) {
    const stored = storage.getItem(OVERRIDE_PREFIX + key);
    if (stored) overrides[key] = stored;
  }
  return overrides;
}

function isAllowedOverride(value: string, location: Location): boolean {
  try {
    const url = new URL(value, location.href);
    if (process.env.NODE_ENV !== 'production') return url.protocol === 'http:' || url.protocol === 'https:';
    return url.origin === location.origin;
  } catch {
    return false;
  }
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
  return { ...manifest, ...readOverrides() };
}

async function fetchManifestBody(): Promise<Record<string, unknown>> {
  const response = await fetch(manifestUrl(), { cache: 'no-cache', credentials: 'same-origin' });
  if (!response.ok) throw new Error(`The list of app sections could not be loaded (HTTP ${response.status}).`);
  return (await response.json()) as Record<string, unknown>;
}
