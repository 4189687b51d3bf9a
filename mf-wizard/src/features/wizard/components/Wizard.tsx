import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { DEFAULT_STEPS } from '@ontrack/api/domain';
import type { WorkflowStep } from '@ontrack/api/contracts';
import {
  activeStepSet,
  selectActiveStep,
  useAppDispatch,
  useAppSelector,
  useSessionStatusQuery,
  useWorkflowTemplatesQuery,
  type AppDispatch,
  type WizardProps,
} from '@ontrack/shell/platform';
import { Alert, Modal, Spinner } from '@ontrack/shell/ui';
import { CategoriesStep } from './categories/CategoriesStep';
import { OptionsStep } from './options/OptionsStep';
import { UploadStep } from './upload/UploadStep';
import { EMPTY_WORKFLOW, type WizardTemplate, type WorkflowData } from '../lib/types';
import { destinationKind } from '../lib/source-choice';
import { StepIndicator } from './StepIndicator';
import {
  PROCESSING_LIMIT_MS,
  RESET_AFTER_CLOSE_MS,
  RESET_AFTER_FINISH_MS,
  isFinalStepPath,
  redirectFor,
  wizardSteps,
} from '../lib/wizard-steps';
import './wizard.css';
import { useWizardTranslation } from '../../../i18n';

/**
 * Back to step 1 a moment after the modal went away. Deliberately not
 * cancelled on unmount: closing is what unmounts the wizard in the shell.
 */
function resetStepsLater(dispatch: AppDispatch, delayMs: number) {
  setTimeout(() => dispatch(activeStepSet(1)), delayMs);
}

/**
 * The Update-data wizard. The step comes from the URL (/main/upload, /main/options,
 * /main/categories) and moving on means navigating; the furthest step the user may open is the
 * shared `activeStep`. The working data (upload result, options, category rows) lives here while
 * the modal is open.
 */
export function Wizard({ onClose }: WizardProps) {
  const { t } = useWizardTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const activeStep = useAppSelector(selectActiveStep);
  const session = useSessionStatusQuery();
  const templates = useWorkflowTemplatesQuery();
  const [workflow, setWorkflow] = useState<WorkflowData>(EMPTY_WORKFLOW);
  const [processing, setProcessing] = useState(false);
  // Imported, its summary shown: the steps before are done with, and only Next (or closing) is left.
  const [imported, setImported] = useState(false);
  const mounted = useRef(true);
  // Closed or finished: this wizard only waits to be unmounted. The shell's navigation away is
  // rendered in a transition (React Router) and may not have shown yet when the steps reset, and the
  // reset must not send this wizard back to a step meanwhile (it reopened at step 1 on a busy machine).
  const [ended, setEnded] = useState(false);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const template = (templates.data?.templates as WizardTemplate[] | undefined)?.find(
    (candidate) => candidate.id === session.data?.template_id,
  );
  const steps: WorkflowStep[] = template?.steps?.length ? template.steps : session.data?.steps?.length ? session.data.steps : DEFAULT_STEPS;
  const inWizard = wizardSteps(steps);
  const current = inWizard.find((step) => step.path === pathname);
  const loading = session.isLoading || templates.isLoading;
  const redirect = loading || ended ? null : redirectFor(steps, pathname, activeStep);

  useEffect(() => {
    // navigate() answers a promise only under a data router, which handles its own failures.
    if (redirect) void navigate(redirect, { replace: true });
  }, [redirect, navigate]);

  const close = useCallback(() => {
    setEnded(true);
    onClose();
    resetStepsLater(dispatch, RESET_AFTER_CLOSE_MS);
  }, [onClose, dispatch]);

  // Processing that takes too long closes the wizard; the data still arrives in the background.
  // The timer starts with processing and calls the latest close, which does not restart it.
  const closeAfterLimit = useEffectEvent(() => close());
  useEffect(() => {
    if (!processing) return;
    const timer = setTimeout(() => closeAfterLimit(), PROCESSING_LIMIT_MS);
    return () => clearTimeout(timer);
  }, [processing]);

  function advanceFrom(step: WorkflowStep) {
    const next = steps.find((candidate) => candidate.id === step.next_step);
    if (!next) return;
    dispatch(activeStepSet(Math.max(activeStep, next.id)));
    if (next.next_step !== null) {
      void navigate(next.path);
      return;
    }
    // Past the last wizard step: the final step (the dashboard) shows with the modal closed.
    setEnded(true);
    resetStepsLater(dispatch, RESET_AFTER_FINISH_MS);
    if (mounted.current) void navigate(next.path);
  }

  // Finished: the shell closes the wizard once it sees the dashboard's path; until then, show nothing.
  if (ended || isFinalStepPath(steps, pathname)) return null;
  const title = template ? t('titleTemplate', { template: template.name }) : t('title');
  return (
    <Modal title={title} onClose={close} busy={processing} wide className="wizard-modal">
      {loading || redirect || !current ? (
        <Spinner />
      ) : (
        <>
          <StepIndicator
            steps={inWizard}
            current={current}
            activeStep={activeStep}
            locked={processing || imported}
            onOpen={(step) => navigate(step.path)}
          />
          {current.name === 'upload' ? (
            <UploadStep
              template={template}
              previous={workflow.upload}
              onUploaded={(upload) => setWorkflow({ ...EMPTY_WORKFLOW, upload })}
              onNext={() => advanceFrom(current)}
            />
          ) : current.name === 'options' ? (
            <OptionsStep
              template={template}
              upload={workflow.upload}
              saved={workflow.options}
              source={workflow.source}
              onSourceChange={(source) => setWorkflow((data) => ({ ...data, source }))}
              onSaved={(options, categories) => {
                setWorkflow((data) => ({ ...data, options, categories }));
                advanceFrom(current);
              }}
            />
          ) : current.name === 'categories' ? (
            <CategoriesStep
              template={template}
              rows={workflow.categories}
              // The kind of the source the options step sent the rows to: how the import is summed up.
              sourceKind={destinationKind(workflow.upload?.sourceProposal, workflow.options?.source)}
              onRowsChange={(categories) => setWorkflow((data) => ({ ...data, categories }))}
              onProcessingChange={setProcessing}
              onImported={() => setImported(true)}
              onFinished={() => advanceFrom(current)}
            />
          ) : (
            <Alert kind="error">{t('notAvailable')}</Alert>
          )}
        </>
      )}
    </Modal>
  );
}
