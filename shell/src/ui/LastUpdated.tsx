/**
 * "Last updated …" for the stored analysis. One copy for the two places that show it: the shell's
 * header on every section but the dashboard, and the dashboard's Financial Summary (which the
 * dashboard remote also shows on its own, in its standalone preview).
 */

import { formatLastUpdated } from './format-instant';

/**
 * The line itself, with the instant machine-readable in `<time dateTime>`; nothing for a bad instant.
 * With `onOpen` the date is a button (the header opens the import history with it).
 */
export function LastUpdated({ at, testId, onOpen, openLabel }: { at: string; testId?: string; onOpen?: () => void; openLabel?: string }) {
  const shown = formatLastUpdated(at);
  if (shown === null) return null;
  const time = <time dateTime={at}>{shown}</time>;
  return (
    <p className="ot-last-updated" data-testid={testId}>
      Last updated{' '}
      {onOpen ? (
        <button
          type="button"
          className="ot-link-button"
          onClick={onOpen}
          aria-haspopup="dialog"
          aria-label={openLabel ? `Last updated ${shown}: ${openLabel}` : undefined}
        >
          {time}
        </button>
      ) : (
        time
      )}
    </p>
  );
}
