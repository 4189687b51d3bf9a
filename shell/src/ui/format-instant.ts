import { DEFAULT_DATE_FORMAT, dateFormat } from '@ontrack/api/domain';

/**
 * e.g. "Nov 21, 2026, 9:30 AM" (en-US, or the `locale` given: api/src/domain/date-format.ts) in the reader's own time zone; null for text that is no instant.
 * Apart from LastUpdated.tsx (no React here) so the prerender's boot script can use it too: a page
 * rendered on the server shows the server's time zone until the boot script writes the reader's.
 */
export function formatLastUpdated(instant: string, locale?: string): string | null {
  return (locale ? dateFormat(locale) : DEFAULT_DATE_FORMAT).instant(instant);
}
