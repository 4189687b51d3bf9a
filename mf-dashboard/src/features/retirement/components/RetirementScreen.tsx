import { useId } from 'react';
import { PLAN_TO_AGE, RETIREMENT_DEFAULTS, RETIREMENT_FIELDS } from '../lib/retirement-defaults';
import './retirement.css';

/** Dollars with thousands separators, other values as they are: the inputs are read-only text. */
function shown(value: number, unit: string): string {
  return unit === 'dollars' ? value.toLocaleString('en-US') : String(value);
}

/**
 * The Retirement screen (product.md "Retirement screen"): a Coming Soon card marked In Development.
 * It holds the inputs the planner will use, with their defaults, read-only and marked as not used
 * yet, so nobody mistakes them for a working calculator.
 */
export function RetirementScreen() {
  const headingId = useId();
  const noteId = useId();
  return (
    <section className="ot-card dash-retirement" aria-labelledby={headingId}>
      <div className="dash-retirement__header">
        <h2 id={headingId}>Retirement Readiness: Coming Soon</h2>
        <span className="dash-badge">In Development</span>
      </div>
      <p>
        We are building a planner that shows whether your savings will carry you through retirement, from today up to age {PLAN_TO_AGE}, with
        inflation and investment returns taken into account.
      </p>
      <form className="dash-retirement__form" aria-labelledby={headingId} aria-describedby={noteId} onSubmit={(event) => event.preventDefault()}>
        <p id={noteId} className="dash-retirement__note" role="note">
          Not used yet: these are the planner&apos;s starting values. They cannot be changed and nothing is calculated from them.
        </p>
        <div className="dash-retirement__fields">
          {RETIREMENT_FIELDS.map(({ key, label, unit }) => (
            <div key={key} className="ot-field">
              <label htmlFor={`retirement-${key}`}>{label}</label>
              <input id={`retirement-${key}`} type="text" inputMode="decimal" value={shown(RETIREMENT_DEFAULTS[key], unit)} readOnly aria-readonly="true" aria-describedby={noteId} />
            </div>
          ))}
        </div>
      </form>
    </section>
  );
}
