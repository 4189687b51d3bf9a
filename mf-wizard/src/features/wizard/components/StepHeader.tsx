import { useEffect, useRef } from 'react';
import { useWizardTranslation } from '../../../i18n';

interface StepHeaderProps {
  title: string;
  canProceed: boolean;
  onNext: () => void;
  /** Replaces "Next" while the step saves. */
  busyLabel?: string | null;
}

/**
 * A step's title with its Next button at the top right. The
 * title takes the focus when the step opens: the button that led here is gone, and the focus
 * must stay inside the dialog for keyboard and screen-reader users.
 */
export function StepHeader({ title, canProceed, onNext, busyLabel = null }: StepHeaderProps) {
  const { t } = useWizardTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <div className="wizard-step__header">
      <h3 ref={headingRef} tabIndex={-1}>
        {title}
      </h3>
      <button type="button" className="ot-button" onClick={onNext} disabled={!canProceed || busyLabel !== null}>
        {busyLabel ?? t('next')}
      </button>
    </div>
  );
}
