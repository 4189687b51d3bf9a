import { useId } from 'react';
import type { PreviewProps } from '@ontrack/shell/platform';
import './retirement.css';

/** The dashboard's retirement preview: the Coming Soon card, small, with a way to the section. */
export function RetirementPreview({ onNavigate }: PreviewProps) {
  const headingId = useId();
  return (
    <section className="ot-card dash-retirement dash-retirement--small" aria-labelledby={headingId}>
      <div className="dash-retirement__header">
        <h3 id={headingId}>Retirement Readiness</h3>
        <span className="dash-badge">In Development</span>
      </div>
      <p className="dash-retirement__soon">Coming Soon</p>
      <p className="dash-muted">A planner for whether your savings will last through retirement.</p>
      <button type="button" className="ot-button ot-button--secondary" onClick={() => onNavigate('retirement')}>
        Open Retirement
      </button>
    </section>
  );
}
