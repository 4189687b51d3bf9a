import type { RetirementInputsDto, RetirementNoticesDto, RetirementProjectionDto } from '@ontrack/api/contracts';
import { Trans, useLocale, useMoney } from '@ontrack/shell/platform';
import { DASHBOARD_NAMESPACE, useDashboardTranslation } from '../../../i18n';
import { basisText, chancePercent, readinessCapped, readinessPercent } from '../lib/readiness';

interface RetirementResultsProps {
  inputs: RetirementInputsDto;
  projection: RetirementProjectionDto;
  notices: RetirementNoticesDto;
  updating: boolean;
}

/** The planner's answers, money in today's money, with what the plan stands on beside the verdict when it is thin. */
export function RetirementResults({ inputs, projection, notices, updating }: RetirementResultsProps) {
  const money = useMoney();
  const locale = useLocale();
  const { t } = useDashboardTranslation();
  const w = (amount: number) => money.whole(amount);
  const figure = <span className="dash-retirement__figure" data-testid="retirement-readiness" />;
  const readiness = readinessPercent(projection, t, locale);
  const age = inputs.lifeExpectancy;
  return (
    <section className="dash-retirement__results" aria-label={t('results.label')} aria-busy={updating} data-testid="retirement-results">
      <div className="dash-retirement__headline" aria-live="polite">
        <p className="dash-retirement__readiness">
          {readinessCapped(projection) ? (
            <span className="dash-retirement__figure" data-testid="retirement-readiness">
              {readiness}
            </span>
          ) : (
            <Trans ns={DASHBOARD_NAMESPACE} i18nKey="results.ready" values={{ readiness }} components={{ figure }} />
          )}
          <span className={`dash-badge ${projection.onTrack ? 'dash-badge--good' : 'dash-badge--warn'}`} data-testid="retirement-status">
            {projection.onTrack ? t('results.onTrack') : t('results.notYet')}
          </span>
        </p>
        <PlanNotices notices={notices} />
        <p className="dash-retirement__chance">
          <Trans
            ns={DASHBOARD_NAMESPACE}
            i18nKey="results.chance"
            values={{ chance: chancePercent(projection, locale), age }}
            components={{ figure: <span className="dash-retirement__figure" data-testid="retirement-chance" /> }}
          />
        </p>
      </div>
      <dl className="dash-retirement__facts">
        <div>
          <dt>{t('results.balance', { age: inputs.retirementAge })}</dt>
          <dd data-testid="retirement-balance">
            {w(projection.balanceAtRetirementToday)}{' '}
            <span className="dash-muted">{t('results.ofTarget', { target: w(projection.targetToday) })}</span>
          </dd>
        </div>
        <div>
          <dt>{t('results.fiAge')}</dt>
          <dd data-testid="retirement-fi-age">{projection.fiAge ?? t('results.notBefore', { age })}</dd>
        </div>
        <div>
          <dt>{t('results.depletion')}</dt>
          <dd data-testid="retirement-depletion">
            {projection.depletionAge === null ? t('results.lastsPast', { age }) : t('results.at', { age: projection.depletionAge })}
          </dd>
        </div>
        <div>
          <dt>{t('results.required')}</dt>
          <dd data-testid="retirement-required">{w(projection.requiredAnnualSavings)}</dd>
        </div>
        <div>
          <dt>{t('results.sustainable')}</dt>
          <dd data-testid="retirement-sustainable">{w(projection.sustainableSpending)}</dd>
        </div>
      </dl>
    </section>
  );
}

/** The plan's thin spots: built on defaults or on little data, and income missing from the data. */
function PlanNotices({ notices }: { notices: RetirementNoticesDto }) {
  const { t } = useDashboardTranslation();
  const basis = basisText(notices, t);
  if (!basis && !notices.incomeMissing) return null;
  return (
    <ul className="dash-retirement__notices" data-testid="retirement-notices">
      {basis && <li data-testid="retirement-basis">{basis}</li>}
      {notices.incomeMissing && <li data-testid="retirement-no-income">{t('results.noIncome')}</li>}
    </ul>
  );
}
