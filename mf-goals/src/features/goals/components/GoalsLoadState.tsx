import { Alert, Spinner } from '@ontrack/shell/ui';

/** Loading and failure of the goal list, alike on the page and in the preview. */
export function GoalsLoading() {
  return <Spinner label="Loading goals…" />;
}

export function GoalsLoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="goals-load-failed">
      <Alert kind="error">Unable to load goals</Alert>
      <button type="button" className="ot-button ot-button--secondary" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
