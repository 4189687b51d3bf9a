import { Alert } from '@ontrack/shell/ui';

/**
 * A failed analysis load. gives one text for goals, analysis and spending
 * load failures, "Unable to load goals", so that is what shows, with a way to try again.
 */
export const LOAD_ERROR_TEXT = 'Unable to load goals';

export function LoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <Alert kind="error">
      <p className="spending-load-error__text">{LOAD_ERROR_TEXT}</p>
      <button type="button" className="ot-button ot-button--secondary" onClick={onRetry} disabled={retrying}>
        {retrying ? 'Retrying…' : 'Retry'}
      </button>
    </Alert>
  );
}
