/**
 * e.g. "Nov 21, 2026, 9:30 AM" in the reader's own time zone; null for text that is no instant.
 * Apart from LastUpdated.tsx (no React here) so the prerender's boot script can use it too: a page
 * rendered on the server shows the server's time zone until the boot script writes the reader's.
 */
export function formatLastUpdated(instant: string): string | null {
  const date = new Date(instant);
  return Number.isNaN(date.getTime()) ? null : date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}
