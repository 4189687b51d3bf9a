import { useEffect, useRef } from 'react';
import { Alert } from '@ontrack/shell/ui';
import type { DeletionOutcome } from './use-source-deletion';
import { useTranslation } from 'react-i18next';

interface SourceDeletedNoticeProps {
  outcome: DeletionOutcome;
  onUndo: () => void;
  undoing: boolean;
}

/**
 * Says a source was deleted, with its Undo, or that it is back. The deleted row (and its Delete
 * button) is gone, so focus comes here: to Undo, or to the message once undone. The closing
 * confirmation gives focus back first (Modal.tsx), in the same commit, so this effect has the last
 * word. Undo stays enabled while it runs (a disabled button would drop the focus); the hook ignores
 * a second press.
 */
export function SourceDeletedNotice({ outcome, onUndo, undoing }: SourceDeletedNoticeProps) {
  const { t } = useTranslation();
  const messageRef = useRef<HTMLParagraphElement>(null);
  const undoRef = useRef<HTMLButtonElement>(null);
  const canUndo = outcome.kind === 'deleted' && outcome.undoImportId !== null;

  useEffect(() => {
    (undoRef.current ?? messageRef.current)?.focus();
  }, [outcome]);

  return (
    <Alert kind="success">
      <p className="ot-source-notice" tabIndex={-1} ref={messageRef}>
        {outcome.kind === 'deleted' ? t('sources.deletedNotice', { name: outcome.name }) : t('sources.back', { name: outcome.name })}
      </p>
      {canUndo && (
        <button
          type="button"
          ref={undoRef}
          className="ot-button ot-button--secondary"
          onClick={onUndo}
          aria-label={t('sources.undoName', { name: outcome.name })}
          aria-busy={undoing || undefined}
        >
          {undoing ? t('sources.undoing') : t('sources.undoButton')}
        </button>
      )}
    </Alert>
  );
}
