import { useState } from 'react';
import type { ImportDto } from '@ontrack/api/contracts';
import { errorMessage, useImportsListQuery, useImportsRestoreMutation, useMoney, useSourcesListQuery } from '@ontrack/shell/platform';
import { Alert, formatLastUpdated, Modal, Spinner } from '@ontrack/shell/ui';
import { SourcesDialog } from './SourcesDialog';
import { DELETED_SOURCE } from './source-text';

const RESTORE_FAILED = 'The import could not be restored. Please try again.';

interface ImportRowProps {
  entry: ImportDto;
  /** The name of the import's source; null while the sources are not known (or for an import of none). */
  sourceName: string | null;
  restoring: boolean;
  onRestore: (entry: ImportDto) => void;
}

function ImportRow({ entry, sourceName, restoring, onRestore }: ImportRowProps) {
  const money = useMoney();
  const when = formatLastUpdated(entry.created_at) ?? entry.created_at;
  return (
    <li className="ot-import" data-testid="import-row">
      <div className="ot-import__what">
        <strong>{entry.file_name ?? (entry.source === 'google_sheet' ? 'Google Sheet' : 'File')}</strong>
        <span>
          <time dateTime={entry.created_at}>{when}</time> · {entry.selected_sheets.join(', ')} · {entry.rows.toLocaleString('en-US')} rows
        </span>
        {sourceName !== null && <span className="ot-import__source">Source: {sourceName}</span>}
        <span>
          Income {money.exact(entry.totals.income)} · Expenses {money.exact(entry.totals.expenses)} · Savings{' '}
          {money.exact(entry.totals.savings)}
        </span>
      </div>
      {entry.current ? (
        <span className="ot-import__current">Current</span>
      ) : (
        <button
          type="button"
          className="ot-button ot-button--secondary"
          disabled={restoring}
          onClick={() => onRestore(entry)}
          aria-label={`Restore the import of ${when}`}
        >
          Restore
        </button>
      )}
    </li>
  );
}

/**
 * The import history: the last imports, newest first, each with its source's name; restoring one
 * makes its data current again (the API does it in one transaction) and every screen refreshes.
 * "Manage sources" opens the sources over it.
 */
export function ImportHistoryDialog({ onClose }: { onClose: () => void }) {
  const { data, error, isLoading } = useImportsListQuery();
  const [restore, { isLoading: restoring }] = useImportsRestoreMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const [restored, setRestored] = useState<string | null>(null);
  const [sourcesOpen, setSourcesOpen] = useState(false);
  const { data: sourceList } = useSourcesListQuery();

  // An import's source not in the list was deleted; nothing is said before the list is known.
  const sourceName = (id: number | null) =>
    id === null || !sourceList ? null : (sourceList.sources.find((source) => source.id === id)?.name ?? DELETED_SOURCE);

  async function onRestore(entry: ImportDto) {
    setProblem(null);
    setRestored(null);
    try {
      await restore(entry.id).unwrap();
      setRestored(`Restored the import of ${formatLastUpdated(entry.created_at) ?? entry.created_at}.`);
    } catch (failure) {
      setProblem(errorMessage(failure, RESTORE_FAILED));
    }
  }

  return (
    <Modal title="Import history" onClose={onClose} busy={restoring} wide>
      {isLoading && <Spinner label="Loading your imports…" />}
      {error && <Alert kind="error">Your imports could not be loaded.</Alert>}
      {problem && <Alert kind="error">{problem}</Alert>}
      {restored && <Alert kind="success">{restored}</Alert>}
      {data && data.imports.length === 0 && <p>Nothing imported yet.</p>}
      {data && data.imports.length > 0 && (
        <ol className="ot-imports" aria-label="Imports, newest first">
          {data.imports.map((entry) => (
            <ImportRow key={entry.id} entry={entry} sourceName={sourceName(entry.source_id)} restoring={restoring} onRestore={onRestore} />
          ))}
        </ol>
      )}
      <div className="ot-actions">
        <button type="button" className="ot-button ot-button--secondary" onClick={() => setSourcesOpen(true)}>
          Manage sources
        </button>
      </div>
      {sourcesOpen && <SourcesDialog onClose={() => setSourcesOpen(false)} />}
    </Modal>
  );
}
