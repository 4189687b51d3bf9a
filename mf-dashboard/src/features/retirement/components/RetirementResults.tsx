import type { RetirementInputsDto, RetirementProjectionDto } from '@ontrack/api/contracts';
import { formatWholeDollars } from '@ontrack/api/domain';

interface RetirementResultsProps {
  inputs: RetirementInputsDto;
  projection: RetirementProjectionDto;
  updating: boolean;
}

/** Readiness as a whole percent of the target (150.96 % → 151%). */
export function readinessPercent(projection: Pick<RetirementProjectionDto, 'fundedRatio'>): string {
  return `${Math.round(projection.fundedRatio * 100)}%`;
}

/** A chance out of 100 with one decimal (75.3%). */
export function chancePercent(projection: Pick<RetirementProjectionDto, 'successProbability'>): string {
  return `${projection.successProbability.toFixed(1)}%`;
}

/** The planner's answers, money in today's dollars. */
export function RetirementResults({ inputs, projection, updating }: RetirementResultsProps) {
  const w = formatWholeDollars;
  return (
    <section className="dash-retirement__results" aria-label="Your results" aria-busy={updating} data-testid="retirement-results">
      <div className="dash-retirement__headline" aria-live="polite">
        <p className="dash-retirement__readiness">
          <span className="dash-retirement__figure" data-testid="retirement-readiness">
            {readinessPercent(projection)}
          </span>{' '}
          ready
          <span className={`dash-badge ${projection.onTrack ? 'dash-badge--good' : 'dash-badge--warn'}`} data-testid="retirement-status">
            {projection.onTrack ? 'On Track' : 'Not Yet'}
          </span>
        </p>
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
