import { useId } from 'react';
import type { PreviewProps } from '@ontrack/shell/platform';
import { Alert, Spinner } from '@ontrack/shell/ui';
import { useRetirementPlanQuery } from '../../../api/retirement-api';
import { basisText, chancePercent, readinessPercent } from '../lib/readiness';
import './retirement.css';

/** The dashboard's retirement preview: readiness and the chance of success of the saved plan, and a way to the section. */
export function RetirementPreview({ onNavigate }: PreviewProps) {
  const headingId = useId();
  const plan = useRetirementPlanQuery();
  const projection = plan.data?.projection;
  const basis = plan.data ? basisText(plan.data.notices) : null;
  return (
    <section className="ot-card dash-retirement dash-retirement--small" aria-labelledby={headingId}>
      <h3 id={headingId}>Retirement Readiness</h3>
      {projection && plan.data ? (
        <dl className="dash-retirement__facts dash-retirement__facts--preview">
          <div>
            <dt>Readiness</dt>
            <dd data-testid="retirement-preview-readiness">
              {readinessPercent(projection)} <span className="dash-muted">{projection.onTrack ? 'On Track' : 'Not Yet'}</span>
            </dd>
            {basis && (
              <dd className="dash-retirement__basis" data-testid="retirement-preview-basis">
                {basis}
              </dd>
            )}
          </div>
          <div>
            <dt>Chance the money lasts to {plan.data.inputs.lifeExpectancy}</dt>
            <dd data-testid="retirement-preview-chance">{chancePercent(projection)}</dd>
          </div>
        </dl>
      ) : plan.isError ? (
        <Alert kind="error">Your retirement plan could not be loaded.</Alert>
      ) : (
        <Spinner label="Loading…" />
      )}
      <button type="button" className="ot-button ot-button--secondary" onClick={() => onNavigate('retirement')}>
        Open Retirement
      </button>
    </section>
  );
}
