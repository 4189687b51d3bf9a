import type { WorkflowStep } from '@ontrack/api/contracts';
import type { Translate } from './translate';

/** Waits. */
export const RESET_AFTER_CLOSE_MS = 100;
export const RESET_AFTER_FINISH_MS = 400;
export const PROCESSING_LIMIT_MS = 30_000;

/** A step's name: the known steps' in the interface's language (each key written out), another capitalised. */
export function stepLabel(step: WorkflowStep, t: Translate): string {
  if (step.name === 'upload') return t('steps.upload');
  if (step.name === 'options') return t('steps.options');
  if (step.name === 'categories') return t('steps.categories');
  return step.name.charAt(0).toUpperCase() + step.name.slice(1);
}

/** The steps shown inside the modal: every one but the final step (the dashboard). */
export function wizardSteps(steps: readonly WorkflowStep[]): WorkflowStep[] {
  return steps.filter((step) => step.next_step !== null);
}

/** A step may be opened when its id is not above the active step. */
export function isReachable(step: WorkflowStep, activeStep: number): boolean {
  return step.id <= activeStep;
}

/** True on the final step's path (the dashboard): the wizard has finished and is closing onto it. */
export function isFinalStepPath(steps: readonly WorkflowStep[], pathname: string): boolean {
  return steps.some((step) => step.next_step === null && step.path === pathname);
}

/**
 * Where the wizard must go instead of `pathname`, or null when it may stay: an unknown path, or a
 * step beyond the active one (e.g. a typed URL or a reload), goes to the furthest step reachable.
 * The final step's path goes nowhere: a wizard still rendered there is closing, and sending it back
 * would reopen it (and once its steps reset, at step 1).
 */
export function redirectFor(steps: readonly WorkflowStep[], pathname: string, activeStep: number): string | null {
  const inWizard = wizardSteps(steps);
  if (inWizard.length === 0 || isFinalStepPath(steps, pathname)) return null;
  const current = inWizard.find((step) => step.path === pathname);
  if (current && isReachable(current, activeStep)) return null;
  const reachable = inWizard.filter((step) => isReachable(step, activeStep));
  return (reachable[reachable.length - 1] ?? inWizard[0]).path;
}
