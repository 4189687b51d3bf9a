import type { WorkflowStep } from '@ontrack/api/contracts';
import { Check } from '@ontrack/shell/ui';
import { isReachable, stepLabel } from '../lib/wizard-steps';
import { useWizardTranslation } from '../../../i18n';

interface StepIndicatorProps {
  steps: WorkflowStep[];
  current: WorkflowStep;
  activeStep: number;
  /** While the data is processed, and once it is imported, no step can be opened. */
  locked: boolean;
  onOpen: (step: WorkflowStep) => void;
}

/** The steps in order: earlier ones marked completed, only reachable ones clickable, then Step X of N. */
export function StepIndicator({ steps, current, activeStep, locked, onOpen }: StepIndicatorProps) {
  const { t } = useWizardTranslation();
  const index = steps.findIndex((step) => step.id === current.id);
  return (
    <nav className="wizard-progress" aria-label={t('steps.nav')}>
      <ol className="wizard-steps">
        {steps.map((step, position) => {
          const completed = step.id < current.id;
          const isCurrent = step.id === current.id;
          return (
            <li key={step.id} className={`wizard-steps__item ${completed ? 'is-completed' : ''} ${isCurrent ? 'is-current' : ''}`}>
              <button
                type="button"
                aria-current={isCurrent ? 'step' : undefined}
                disabled={locked || !isReachable(step, activeStep)}
                onClick={() => !isCurrent && onOpen(step)}
              >
                <span className="wizard-steps__marker" aria-hidden="true">
                  {completed ? <Check size={16} strokeWidth={3} /> : position + 1}
                </span>
                <span className="ot-visually-hidden">{t('steps.number', { number: position + 1 })}</span>
                {stepLabel(step, t)}
                {completed && <span className="ot-visually-hidden">{t('steps.completed')}</span>}
              </button>
            </li>
          );
        })}
      </ol>
      <p className="wizard-progress__count">{t('steps.count', { number: index + 1, total: steps.length })}</p>
    </nav>
  );
}
