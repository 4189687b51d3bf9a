/**
 * What the page says about remotes previewed from elsewhere (`?remote.<key>=<url>`,
 * remote-manifest.ts): a banner per preview with a way out, and a message per refused origin. Plain
 * DOM above the app, shown before any remote renders and whatever the app shows.
 */
import type { RemoteKey } from '@ontrack/api/contracts';

const CONTAINER_ID = 'ontrack-preview-notices';

function sectionName(key: RemoteKey): string {
  return key.charAt(0).toUpperCase() + key.slice(1);
}

/** Forgets the preview and loads the page again without it (and without its parameter). */
function leavePreview(key: RemoteKey, storage: Storage, location: Location): void {
  storage.removeItem(`ontrack.remote.${key}`);
  const url = new URL(location.href);
  url.searchParams.delete(`remote.${key}`);
  if (url.href === location.href) location.reload();
  else location.replace(url.href);
}

export interface PreviewNotices {
  previews: Partial<Record<RemoteKey, string>>;
  /** Origins a `?remote.<key>=` named that this app does not allow. */
  refused: string[];
  storage: Storage;
  location?: Location;
}

export function showPreviewNotices({ previews, refused, storage, location = window.location }: PreviewNotices): void {
  document.getElementById(CONTAINER_ID)?.remove();
  const entries = Object.entries(previews) as [RemoteKey, string][];
  if (entries.length === 0 && refused.length === 0) return;
  const container = document.createElement('div');
  container.id = CONTAINER_ID;
  container.className = 'ot-preview-notices';
  for (const [key, url] of entries) {
    const banner = document.createElement('div');
    banner.className = 'ot-preview-banner';
    banner.setAttribute('role', 'status');
    banner.dataset.testid = 'preview-banner';
    const text = document.createElement('span');
    text.textContent = `${sectionName(key)} from ${url} (preview)`;
    const leave = document.createElement('button');
    leave.type = 'button';
    leave.className = 'ot-button ot-button--secondary';
    leave.textContent = 'Leave preview';
    leave.addEventListener('click', () => leavePreview(key, storage, location));
    banner.append(text, ' ', leave);
    container.append(banner);
  }
  for (const origin of refused) {
    const message = document.createElement('div');
    message.className = 'ot-preview-refused';
    message.setAttribute('role', 'alert');
    message.dataset.testid = 'preview-refused';
    message.textContent = `Previews from ${origin} are not allowed here`;
    container.append(message);
  }
  document.body.prepend(container);
}
