/**
 * "Last updated …" for the stored analysis. One copy for the two places that show it: the shell's
 * header on every section but the dashboard, and the dashboard's Financial Summary (which the
 * dashboard remote also shows on its own, in its standalone preview).
 */

import { useTranslation } from 'react-i18next';
import { formatLastUpdated } from './format-instant';

/**
 * The line itself, with the instant machine-readable in `<time dateTime>`; nothing for a bad instant.
 * With `onOpen` the date is a button (the header opens the import history with it).
 */
export function LastUpdated({
  at,
  testId,
  onOpen,
  openLabel,
  locale,
}: {
  at: string;
  testId?: string;
  onOpen?: () => void;
  openLabel?: string;
  /** The user's locale (`useDates().locale`); en-US without one. */
  locale?: string;
}) {
  const { t } = useTranslation();
  const shown = formatLastUpdated(at, locale);
  if (shown === null) return null;
  // The locale it is written in, for the boot script to write it again in the reader's time zone (shell/src/prerender/boot.ts).
  const time = (
    <time dateTime={at} data-locale={locale}>
      {shown}
    </time>
  );
  return (
    <p className="ot-last-updated" data-testid={testId}>
      {t('ui.lastUpdated')}{' '}
      {onOpen ? (
        <button
          type="button"
          className="ot-link-button"
          onClick={onOpen}
          aria-haspopup="dialog"
          aria-label={openLabel ? t('ui.lastUpdatedOpen', { when: shown, action: openLabel }) : undefined}
        >
          {time}
        </button>
      ) : (
        time
      )}
    </p>
  );
}
