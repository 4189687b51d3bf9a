import type { RetirementInputsDto, RetirementNoticesDto, RetirementProjectionDto } from '@ontrack/api/contracts';
import { useMoney } from '@ontrack/shell/platform';
import { basisText, chancePercent, NO_INCOME_TEXT, readinessCapped, readinessPercent } from '../lib/readiness';

interface RetirementResultsProps {
  inputs: RetirementInputsDto;
  projection: RetirementProjectionDto;
  notices: RetirementNoticesDto;
  updating: boolean;
}

/** The planner's answers, money in today's dollars, with what the plan stands on beside the verdict when it is thin. */
export function RetirementResults({ inputs, projection, notices, updating }: RetirementResultsProps) {
  const money = useMoney();
  const w = (amount: number) => money.whole(amount);
  return (
    <section className="dash-retirement__results" aria-label="Your results" aria-busy={updating} data-testid="retirement-results">
      <div className="dash-retirement__headline" aria-live="polite">
        <p className="dash-retirement__readiness">
          <span className="dash-retirement__figure" data-testid="retirement-readiness">
            {readinessPercent(projection)}
          </span>
          {!readinessCapped(projection) && ' ready'}
          <span className={`dash-badge ${projection.onTrack ? 'dash-badge--good' : 'dash-badge--warn'}`} data-testid="retirement-status">
            {projection.onTrack ? 'On Track' : 'Not Yet'}
          </span>
        </p>
        <PlanNotices notices={notices} />
        <p className="dash-retirement__chance">
          <span className="dash-retirement__figure" data-testid="retirement-chance">
            {chancePercent(projection)}
          </span>{' '}
          chance the money lasts to {inputs.lifeExpectancy}
        </p>
      </div>
      <dl className="dash-retirement__facts">
        <div>
          <dt>Balance at {inputs.retirementAge} (today&apos;s dollars)</dt>
          <dd data-testid="retirement-balance">
            {w(projection.balanceAtRetirementToday)} <span className="dash-muted">of a {w(projection.targetToday)} target</span>
          </dd>
        </div>
        <div>
          <dt>Age you could retire</dt>
          <dd data-testid="retirement-fi-age">{projection.fiAge ?? `Not before ${inputs.lifeExpectancy}`}</dd>
        </div>
        <div>
          <dt>Money runs out</dt>
          <dd data-testid="retirement-depletion">
            {projection.depletionAge === null ? `Lasts past ${inputs.lifeExpectancy}` : `At ${projection.depletionAge}`}
          </dd>
        </div>
        <div>
          <dt>Savings a year that would reach the target</dt>
          <dd data-testid="retirement-required">{w(projection.requiredAnnualSavings)}</dd>
        </div>
        <div>
          <dt>What you could spend a year for life</dt>
          <dd data-testid="retirement-sustainable">{w(projection.sustainableSpending)}</dd>
        </div>
      </dl>
    </section>
  );
}

/** The plan's thin spots: built on defaults or on little data, and income missing from the data. */
function PlanNotices({ notices }: { notices: RetirementNoticesDto }) {
  const basis = basisText(notices);
  if (!basis && !notices.incomeMissing) return null;
  return (
    <ul className="dash-retirement__notices" data-testid="retirement-notices">
      {basis && <li data-testid="retirement-basis">{basis}</li>}
      {notices.incomeMissing && <li data-testid="retirement-no-income">{NO_INCOME_TEXT}</li>}
    </ul>
  );
}
