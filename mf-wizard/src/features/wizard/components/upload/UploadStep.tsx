import { useState } from 'react';
import { ACCEPTED_EXTENSIONS_TEXT } from '@ontrack/api/contracts';
import { extractSheetId } from '@ontrack/api/domain';
import { Link } from 'react-router-dom';
import { PLANS_VIEW_PATH, useCsrfToken, useSessionStatusQuery } from '@ontrack/shell/platform';
import { Alert } from '@ontrack/shell/ui';
import { useWorkflowOptionsMetadataQuery, useWorkflowUploadMutation, type UploadArgs } from '../../../../api/workflow-api';
import { hasEarlierUpload } from '../../lib/options-metadata';
import { ineligibleReason } from '../../lib/eligibility';
import { StepHeader } from '../StepHeader';
import { stepErrorMessage } from '../../lib/step-answer';
import type { SourceKind, UploadResult, WizardTemplate } from '../../lib/types';
import { DropZone } from './DropZone';
import { SheetIdField } from './SheetIdField';
import { SOURCE_PANEL_ID, SourceTabs, sourceTabId } from './SourceTabs';
import { useWizardTranslation } from '../../../../i18n';

interface UploadStepProps {
  template: WizardTemplate | undefined;
  /** The last successful upload of this wizard run, if any. */
  previous: UploadResult | null;
  onUploaded: (result: UploadResult) => void;
  onNext: () => void;
}

type Status = { kind: 'idle' } | { kind: 'success' | 'error'; message: string };

const ALL_SOURCES: SourceKind[] = ['file', 'googleSheet'];

/** Google Sheet when the template allows it, else a file. */
function defaultSource(sources: SourceKind[]): SourceKind {
  return sources.includes('googleSheet') ? 'googleSheet' : 'file';
}

/**
 * Step 1: send a workbook file or connect a shared Google Sheet. Next opens once an upload
 * succeeded, or right away when a workbook from an earlier run is kept on the server; any change
 * of file, sheet or source closes it again until the new upload succeeds.
 */
export function UploadStep({ template, previous, onUploaded, onNext }: UploadStepProps) {
  const { data: session } = useSessionStatusQuery();
  const { data: metadata } = useWorkflowOptionsMetadataQuery();
  const csrf = useCsrfToken();
  const { t } = useWizardTranslation();
  const [upload, { isLoading: uploading }] = useWorkflowUploadMutation();

  const sources = template ? ALL_SOURCES.filter((source) => template.allowedSources.includes(source)) : ALL_SOURCES;
  const [chosenSource, setSource] = useState<SourceKind | null>(previous?.source ?? null);
  const source = chosenSource && sources.includes(chosenSource) ? chosenSource : defaultSource(sources);
  const [file, setFile] = useState<File | null>(null);
  const [sheetInput, setSheetInput] = useState<string | null>(null);
  const sheetValue = sheetInput ?? previous?.googleSheetId ?? metadata?.google_sheet_id ?? '';
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  // Set by any change of file, sheet or source; cleared by a successful upload.
  const [changed, setChanged] = useState(false);
  const [uploadedHere, setUploadedHere] = useState(false);

  // The time the step opened: rendering stays pure (the plan's eligibility is read against it).
  const [openedAtMs] = useState(() => Date.now());
  const blockedReason = ineligibleReason(session, openedAtMs, t);
  const blocked = blockedReason !== null;
  const canGoOn = uploadedHere || previous !== null || hasEarlierUpload(metadata);
  const canProceed = !changed && !uploading && canGoOn;

  function change(apply: () => void) {
    apply();
    setChanged(true);
    setStatus({ kind: 'idle' });
  }

  /** What Upload sends, or the message that stops it before any call. */
  function uploadArgs(templateId: string): UploadArgs | string {
    if (source === 'file') return file ? { templateId, source, file } : t('messages.selectFile');
    if (!sheetValue.trim()) return t('messages.enterSheet');
    // The server's own rule: an ID it would refuse is named here instead of being sent.
    const sheetId = extractSheetId(sheetValue);
    return sheetId ? { templateId, source, sheetId } : t('messages.notASheet');
  }

  async function onUpload() {
    setStatus({ kind: 'idle' });
    if (!template) return setStatus({ kind: 'error', message: t('messages.templateRequired') });
    if (blocked) return;
    const args = uploadArgs(template.id);
    if (typeof args === 'string') return setStatus({ kind: 'error', message: args });
    // Only a token that could not be fetched stops the call; one still on its way is awaited by the base query.
    if (!csrf.token && csrf.failed) return setStatus({ kind: 'error', message: t('messages.csrfMissing') });

    try {
      const answer = await upload(args).unwrap();
      const sheetNames = answer.data?.sheet_names ?? [];
      if (sheetNames.length === 0) return setStatus({ kind: 'error', message: t('messages.noSheets') });
      onUploaded({
        source,
        fileName: args.source === 'file' ? args.file.name : null,
        googleSheetId: args.source === 'googleSheet' ? args.sheetId : null,
        sheetNames,
        suggested: answer.data?.suggested_options ?? null,
        sheets: answer.data?.sheets ?? [],
        // Where the rows go unless the options step chooses otherwise (absent from an answer without one).
        ...(answer.data?.source_proposal ? { sourceProposal: answer.data.source_proposal } : {}),
      });
      setChanged(false);
      setUploadedHere(true);
      setStatus({ kind: 'success', message: source === 'file' ? t('messages.fileUploaded') : t('messages.sheetConnected') });
    } catch (error) {
      const unreachable = source === 'file' ? t('messages.uploadFileError') : t('messages.uploadSheetError');
      setStatus({ kind: 'error', message: stepErrorMessage(error, { failed: t('messages.uploadFailed'), unreachable }) });
    }
  }

  const inputsDisabled = blocked || uploading;
  return (
    <section className="wizard-step" aria-label={t('upload.title')}>
      <StepHeader title={t('upload.title')} canProceed={canProceed} onNext={onNext} />
      {csrf.failed && <Alert kind="error">{t('messages.csrfFetchFailed')}</Alert>}
      {blockedReason && (
        <Alert kind="info">
          {blockedReason}
          {canGoOn && t('upload.continueAnyway')} <Link to={PLANS_VIEW_PATH}>{t('upload.seePlans')}</Link>
        </Alert>
      )}
      {!blocked && canGoOn && !changed && status.kind === 'idle' && (
        <p className="wizard-muted" data-testid="previous-upload">
          {previous?.fileName
            ? t('upload.usingFile', { file: previous.fileName })
            : previous?.googleSheetId
              ? t('upload.usingSheet')
              : t('upload.previousKept')}
        </p>
      )}

      <div className={`wizard-upload ${blocked ? 'is-dimmed' : ''}`} aria-disabled={blocked} data-testid="upload-area">
        {sources.length > 1 && (
          <SourceTabs
            sources={sources}
            selected={source}
            disabled={inputsDisabled}
            onSelect={(next) => next !== source && change(() => setSource(next))}
          />
        )}
        <div
          id={SOURCE_PANEL_ID}
          role={sources.length > 1 ? 'tabpanel' : undefined}
          aria-labelledby={sources.length > 1 ? sourceTabId(source) : undefined}
        >
          {source === 'file' ? (
            <DropZone
              file={file}
              disabled={inputsDisabled}
              downloads={template?.downloads}
              onFile={(picked) => change(() => setFile(picked))}
              onRefused={(name) => {
                setStatus({ kind: 'error', message: t('upload.refused', { file: name, types: ACCEPTED_EXTENSIONS_TEXT }) });
              }}
            />
          ) : (
            <SheetIdField value={sheetValue} disabled={inputsDisabled} onChange={(value) => change(() => setSheetInput(value))} />
          )}
        </div>
        <div className="wizard-upload__actions">
          <button type="button" className="ot-button" onClick={onUpload} disabled={blocked || uploading}>
            {uploading ? t('upload.busy') : t('upload.submit')}
          </button>
        </div>
      </div>

      {status.kind !== 'idle' && <Alert kind={status.kind}>{status.message}</Alert>}
    </section>
  );
}
