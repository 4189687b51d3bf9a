import { useState } from 'react';
import type { SourceDto } from '@ontrack/api/contracts';
import { useImportsRestoreMutation, useSourcesDeleteMutation } from '@ontrack/shell/platform';
import { refusalMessage } from './source-text';
import { useTranslation } from 'react-i18next';

/** What the last deletion came to: deleted (with the import whose restore undoes it), or undone. */
export type DeletionOutcome = { kind: 'deleted'; name: string; undoImportId: number | null } | { kind: 'undone'; name: string };

/**
 * Deleting a source once confirmed, and undoing it: the API answers which import to restore
 * (`POST /workflow/api/imports/{id}/restore`, imports-api.ts) to bring the source back. A failed
 * delete keeps the question open with its reason; a failed undo keeps the Undo offered.
 */
export function useSourceDeletion() {
  const { t } = useTranslation();
  const [remove, { isLoading: deleting }] = useSourcesDeleteMutation();
  const [restore, { isLoading: undoing }] = useImportsRestoreMutation();
  const [asked, setAsked] = useState<SourceDto | null>(null);
  const [deleteProblem, setDeleteProblem] = useState<string | null>(null);
  const [undoProblem, setUndoProblem] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<DeletionOutcome | null>(null);

  function ask(source: SourceDto) {
    setDeleteProblem(null);
    setAsked(source);
  }

  function cancel() {
    setAsked(null);
  }

  async function confirm() {
    if (!asked || deleting) return;
    setDeleteProblem(null);
    try {
      const answer = await remove(asked.id).unwrap();
      setUndoProblem(null);
      setOutcome({ kind: 'deleted', name: asked.name, undoImportId: answer.undo_import_id });
      setAsked(null);
    } catch (failure) {
      setDeleteProblem(refusalMessage(failure, t('sources.deleteFailed')));
    }
  }

  async function undo() {
    if (outcome?.kind !== 'deleted' || outcome.undoImportId === null || undoing) return;
    setUndoProblem(null);
    try {
      await restore(outcome.undoImportId).unwrap();
      setOutcome({ kind: 'undone', name: outcome.name });
    } catch (failure) {
      setUndoProblem(refusalMessage(failure, t('sources.undoFailed')));
    }
  }

  return { asked, ask, cancel, confirm, deleting, deleteProblem, outcome, undo, undoing, undoProblem };
}
