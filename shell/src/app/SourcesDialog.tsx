import { useRef, useState } from 'react';
import type { SourceDto } from '@ontrack/api/contracts';
import { useDates, useSourcesListQuery } from '@ontrack/shell/platform';
import { Alert, ConfirmDialog, Modal, Spinner } from '@ontrack/shell/ui';
import { SourceDeletedNotice } from './SourceDeletedNotice';
import { SourceEditDialog } from './SourceEditDialog';
import { SourcesTable } from './SourcesTable';
import { deleteQuestion } from './source-text';
import { useSourceDeletion } from './use-source-deletion';
import { useTranslation } from 'react-i18next';

/**
 * The user's sources of data (a budget workbook, an account's statements): what each holds, and
 * renaming, changing the kind of or deleting one. Opened from the account menu and from the import
 * history; a delete is undone here or by restoring the import in the import history.
 */
export function SourcesDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const dates = useDates();
  const { data, error, isFetching, refetch } = useSourcesListQuery();
  const [editing, setEditing] = useState<SourceDto | null>(null);
  const deletion = useSourceDeletion();
  const contentRef = useRef<HTMLDivElement>(null);

  // The retry's alert goes while the list is read again: focus waits on the content meanwhile.
  function retry() {
    contentRef.current?.focus();
    void refetch();
  }

  return (
    <Modal title={t('sources.title')} onClose={onClose} busy={deletion.undoing} wide>
      <div ref={contentRef} tabIndex={-1} className="ot-sources-content">
        {isFetching && !data && <Spinner label={t('sources.loading')} />}
        {error && !isFetching && (
          <Alert kind="error">
            {t('sources.loadFailed')}{' '}
            <button type="button" className="ot-link-button" onClick={retry}>
              {t('sources.tryAgain')}
            </button>
          </Alert>
        )}
        {deletion.undoProblem && <Alert kind="error">{deletion.undoProblem}</Alert>}
        {deletion.outcome && <SourceDeletedNotice outcome={deletion.outcome} onUndo={deletion.undo} undoing={deletion.undoing} />}
        {data && data.sources.length === 0 && <p>{t('sources.empty')}</p>}
        {data && data.sources.length > 0 && <SourcesTable sources={data.sources} onEdit={setEditing} onDelete={deletion.ask} />}
      </div>

      {editing && <SourceEditDialog source={editing} onClose={() => setEditing(null)} />}
      {deletion.asked && (
        <ConfirmDialog
          title={t('sources.deleteTitle')}
          message={deleteQuestion(deletion.asked, dates)}
          onConfirm={deletion.confirm}
          onCancel={deletion.cancel}
          busy={deletion.deleting}
        >
          {deletion.deleteProblem && <Alert kind="error">{deletion.deleteProblem}</Alert>}
        </ConfirmDialog>
      )}
    </Modal>
  );
}
