import { useRef, useState } from 'react';
import { PERIOD_TYPES, type CategoryRowDto, type PeriodType } from '@ontrack/api/contracts';
import { useCsrfToken } from '@ontrack/shell/platform';
import { Alert, Select, Spinner } from '@ontrack/shell/ui';
import { useWorkflowOptionsMetadataQuery, useWorkflowOptionsMutation } from '../../../../api/workflow-api';
import { StepHeader } from '../StepHeader';
import { stepErrorMessage } from '../../lib/step-answer';
import type { ChosenSource, OptionsValues, UploadResult, WizardTemplate } from '../../lib/types';
import { initialOptions, missingOptions, type OptionsForm } from '../../lib/options-prefill';
import { sourceChoiceError, sourceRequest } from '../../lib/source-choice';
import { SheetPicker } from './SheetPicker';
import { SourcePicker } from './SourcePicker';
import { AdjustReadingDialog } from './AdjustReadingDialog';
import { useWizardTranslation } from '../../../../i18n';

/** The template whose options form is laid out in two columns. */
const TWO_COLUMN_TEMPLATE = 'debt-free-mom';

interface OptionsStepProps {
  template: WizardTemplate | undefined;
  upload: UploadResult | null;
  /** What the user saved at this step earlier in this run. */
  saved: OptionsValues | null;
  /** Where the user chose to send the rows earlier in this run (saved or not); null: the upload's proposal. */
  source: ChosenSource | null;
  /** Told of every change of that choice, so that it outlives the step. */
  onSourceChange: (source: ChosenSource | null) => void;
  onSaved: (values: OptionsValues, categories: CategoryRowDto[]) => void;
}

/** Step 2, Select Options: where the rows go, which sheets (in order), from which date, per which period. */
export function OptionsStep(props: OptionsStepProps) {
  // The saved options fill the form only when neither this run nor the upload says otherwise.
  const needsMetadata = !props.saved && !props.upload?.suggested;
  const { t } = useWizardTranslation();
  const metadata = useWorkflowOptionsMetadataQuery();
  if (needsMetadata && metadata.isLoading) return <Spinner label={t('options.loading')} />;
  return <OptionsFormView {...props} initial={initialOptions({ saved: props.saved, upload: props.upload, metadata: metadata.data })} />;
}

function OptionsFormView({ template, onSaved, initial, upload, source, onSourceChange }: OptionsStepProps & { initial: OptionsForm }) {
  const { t } = useWizardTranslation();
  const periodLabels: Record<PeriodType, string> = {
    'bi-weekly': t('options.period.biweekly'),
    monthly: t('options.period.monthly'),
    quarterly: t('options.period.quarterly'),
    yearly: t('options.period.yearly'),
  };
  const csrf = useCsrfToken();
  const [saveOptions, { isLoading: saving }] = useWorkflowOptionsMutation();
  const [values, setValues] = useState<OptionsValues>(initial.values);
  const [error, setError] = useState<string | null>(null);
  const proposal = upload?.sourceProposal;
  // Without a proposal (going on with an earlier upload) there is nothing to choose: the server decides.
  const [choice, setChoice] = useState<ChosenSource | null>(proposal ? source : null);
  // The new source's name is checked as the forms are (useFormValues): from the first Next on.
  const [triedNext, setTriedNext] = useState(false);
  const sourceError = sourceChoiceError(choice, t);
  const sourceNameRef = useRef<HTMLInputElement>(null);
  const [adjusting, setAdjusting] = useState<string | null>(null);
  // Each sheet's reading as uploaded, replaced by the preview's once the user adjusts the sheet
  // (kept in the values, so going back from Categories shows it again).
  const readings = upload?.sheets?.map((sheet) => values.sheetReadings?.[sheet.name] ?? sheet);
  // The dialog names tables by the ranges the upload read them at, so it gets the sheet as uploaded.
  const adjustingSheet = upload?.sheets?.find((sheet) => sheet.name === adjusting);
  const requires = template ?? { requiresDateSelection: true, requiresPeriodType: true, requiresSheetSelection: true };
  const missing = missingOptions(values, requires, t);
  const twoColumns = template?.id === TWO_COLUMN_TEMPLATE;

  const update = (patch: Partial<OptionsValues>) => setValues((current) => ({ ...current, ...patch }));

  function changeSource(next: ChosenSource | null) {
    setChoice(next);
    onSourceChange(next);
  }

  async function onNext() {
    setError(null);
    if (missing.length > 0) return;
    if (sourceError) {
      setTriedNext(true);
      sourceNameRef.current?.focus();
      return;
    }
    if (!template) return setError(t('messages.templateRequired'));
    // Only a token that could not be fetched stops the call; one still on its way is awaited by the base query.
    if (!csrf.token && csrf.failed) return setError(t('messages.csrfMissing'));
    try {
      const settings = values.sheetSettings ?? {};
      const sourceSent = sourceRequest(choice, proposal);
      const answer = await saveOptions({
        templateId: template.id,
        options: {
          selected_sheets: values.selectedSheets,
          selected_date: values.selectedDate,
          period_type: values.periodType,
          template_id: template.id,
          // Adjusted readings go with Next, and are remembered for the next upload of this workbook.
          ...(Object.keys(settings).length > 0 ? { sheet_settings: settings } : {}),
          // Omitted while the proposal is kept: the server uses its own.
          ...(sourceSent ? { source: sourceSent } : {}),
        },
      }).unwrap();
      onSaved(sourceSent && choice ? { ...values, source: choice } : values, answer.data?.categories ?? []);
    } catch (failure) {
      setError(stepErrorMessage(failure, { failed: t('messages.optionsFailed'), unreachable: t('messages.optionsError') }));
    }
  }

  return (
    <section className="wizard-step" aria-label={t('options.title')}>
      <StepHeader
        title={t('options.title')}
        canProceed={missing.length === 0}
        onNext={onNext}
        busyLabel={saving ? t('options.saving') : null}
      />
      {csrf.failed && <Alert kind="error">{t('messages.csrfFetchFailed')}</Alert>}
      {error && <Alert kind="error">{error}</Alert>}
      {proposal && (
        <SourcePicker
          proposal={proposal}
          choice={choice}
          onChange={changeSource}
          nameError={triedNext ? (sourceError ?? undefined) : undefined}
          nameRef={sourceNameRef}
          disabled={saving}
        />
      )}
      <div className={`wizard-options ${twoColumns ? 'wizard-options--two-columns' : ''}`} data-testid="options-form">
        <SheetPicker
          sheetNames={initial.sheetNames}
          selected={values.selectedSheets}
          onChange={(selectedSheets) => update({ selectedSheets })}
          disabled={saving}
          readings={readings}
          selectedDate={values.selectedDate}
          periodType={values.periodType}
          onAdjust={upload?.sheets ? setAdjusting : undefined}
        />
        <div className="wizard-options__period">
          <div className="ot-field">
            <label htmlFor="wizard-period-start">{t('options.periodStart')}</label>
            <input
              id="wizard-period-start"
              type="date"
              value={values.selectedDate}
              disabled={saving}
              onChange={(event) => update({ selectedDate: event.target.value })}
            />
          </div>
          <div className="ot-field">
            <label htmlFor="wizard-period-type">{t('options.periodType')}</label>
            <Select
              id="wizard-period-type"
              value={values.periodType}
              options={PERIOD_TYPES}
              optionLabel={(type) => periodLabels[type]}
              disabled={saving}
              onValueChange={(periodType) => update({ periodType })}
            />
          </div>
          {missing.length > 0 && (
            <ul className="wizard-missing" aria-label={t('options.stillNeeded')}>
              {missing.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </div>
      </div>
      {adjustingSheet && template && (
        <AdjustReadingDialog
          templateId={template.id}
          sheet={adjustingSheet}
          initial={values.sheetSettings?.[adjustingSheet.name]}
          onClose={() => setAdjusting(null)}
          onApply={(settings, reading) => {
            const { [reading.name]: _previous, ...others } = values.sheetSettings ?? {};
            update({
              sheetSettings: settings.tables.length > 0 ? { ...others, [reading.name]: settings } : others,
              sheetReadings: { ...values.sheetReadings, [reading.name]: reading },
            });
            setAdjusting(null);
          }}
        />
      )}
    </section>
  );
}
