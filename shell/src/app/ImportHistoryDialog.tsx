import { useState } from 'react';
import type { ImportDto } from '@ontrack/api/contracts';
import {
  errorMessage,
  useDates,
  useImportsListQuery,
  useImportsRestoreMutation,
  useMoney,
  useSourcesListQuery,
} from '@ontrack/shell/platform';
import { Alert, formatLastUpdated, Modal, Spinner } from '@ontrack/shell/ui';
import { SourcesDialog } from './SourcesDialog';
import { deletedSource } from './source-text';
import { useTranslation } from 'react-i18next';

interface ImportRowProps {
  entry: ImportDto;
  /** The name of the import's source; null while the sources are not known (or for an import of none). */
  sourceName: string | null;
  restoring: boolean;
  onRestore: (entry: ImportDto) => void;
}

function ImportRow({ entry, sourceName, restoring, onRestore }: ImportRowProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const dates = useDates();
  const when = formatLastUpdated(entry.created_at, dates.locale) ?? entry.created_at;
  return (
    <li className="ot-import" data-testid="import-row">
      <div className="ot-import__what">
        <strong>{entry.file_name ?? (entry.source === 'google_sheet' ? t('imports.googleSheet') : t('imports.file'))}</strong>
        <span>
          <time dateTime={entry.created_at}>{when}</time> · {entry.selected_sheets.join(', ')} ·{' '}
          {t('imports.rows', { count: entry.rows, formatted: dates.count(entry.rows) })}
        </span>
        {sourceName !== null && <span className="ot-import__source">{t('imports.source', { name: sourceName })}</span>}
        <span>
          {t('imports.totals', {
            income: money.exact(entry.totals.income),
            expenses: money.exact(entry.totals.expenses),
            savings: money.exact(entry.totals.savings),
          })}
        </span>
      </div>
      {entry.current ? (
        <span className="ot-import__current">{t('imports.current')}</span>
      ) : (
        <button
          type="button"
          className="ot-button ot-button--secondary"
          disabled={restoring}
          onClick={() => onRestore(entry)}
          aria-label={t('imports.restoreWhen', { when })}
        >
          {t('imports.restore')}
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
  const { t } = useTranslation();
  const { locale } = useDates();
  const { data, error, isLoading } = useImportsListQuery();
  const [restore, { isLoading: restoring }] = useImportsRestoreMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const [restored, setRestored] = useState<string | null>(null);
  const [sourcesOpen, setSourcesOpen] = useState(false);
  const { data: sourceList } = useSourcesListQuery();

  // An import's source not in the list was deleted; nothing is said before the list is known.
  const sourceName = (id: number | null) =>
    id === null || !sourceList ? null : (sourceList.sources.find((source) => source.id === id)?.name ?? deletedSource());

  async function onRestore(entry: ImportDto) {
    setProblem(null);
    setRestored(null);
    try {
      await restore(entry.id).unwrap();
      setRestored(t('imports.restored', { when: formatLastUpdated(entry.created_at, locale) ?? entry.created_at }));
    } catch (failure) {
      setProblem(errorMessage(failure, t('imports.restoreFailed')));
    }
  }

  return (
    <Modal title={t('imports.title')} onClose={onClose} busy={restoring} wide>
      {isLoading && <Spinner label={t('imports.loading')} />}
      {error && <Alert kind="error">{t('imports.loadFailed')}</Alert>}
      {problem && <Alert kind="error">{problem}</Alert>}
      {restored && <Alert kind="success">{restored}</Alert>}
      {data && data.imports.length === 0 && <p>{t('imports.none')}</p>}
      {data && data.imports.length > 0 && (
        <ol className="ot-imports" aria-label={t('imports.list')}>
          {data.imports.map((entry) => (
            <ImportRow key={entry.id} entry={entry} sourceName={sourceName(entry.source_id)} restoring={restoring} onRestore={onRestore} />
          ))}
        </ol>
      )}
      <div className="ot-actions">
        <button type="button" className="ot-button ot-button--secondary" onClick={() => setSourcesOpen(true)}>
          {t('imports.manageSources')}
        </button>
      </div>
      {sourcesOpen && <SourcesDialog onClose={() => setSourcesOpen(false)} />}
    </Modal>
  );
}
