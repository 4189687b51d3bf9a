import { useId } from 'react';
import { useLocale, type PreviewProps } from '@ontrack/shell/platform';
import { Alert, Spinner } from '@ontrack/shell/ui';
import { useRetirementPlanQuery } from '../../../api/retirement-api';
import { basisText, chancePercent, readinessPercent } from '../lib/readiness';
import { useDashboardTranslation } from '../../../i18n';
import './retirement.css';

/** The dashboard's retirement preview: readiness and the chance of success of the saved plan, and a way to the section. */
export function RetirementPreview({ onNavigate }: PreviewProps) {
  const headingId = useId();
  const { t } = useDashboardTranslation();
  const locale = useLocale();
  const plan = useRetirementPlanQuery();
  const projection = plan.data?.projection;
  const basis = plan.data ? basisText(plan.data.notices, t) : null;
  return (
    <section className="ot-card dash-retirement dash-retirement--small" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('retirement.title')}</h3>
      {projection && plan.data ? (
        <dl className="dash-retirement__facts dash-retirement__facts--preview">
          <div>
            <dt>{t('results.readiness')}</dt>
            <dd data-testid="retirement-preview-readiness">
              {readinessPercent(projection, t, locale)}{' '}
              <span className="dash-muted">{projection.onTrack ? t('results.onTrack') : t('results.notYet')}</span>
            </dd>
            {basis && (
              <dd className="dash-retirement__basis" data-testid="retirement-preview-basis">
                {basis}
              </dd>
            )}
          </div>
          <div>
            <dt>{t('results.chanceTo', { age: plan.data.inputs.lifeExpectancy })}</dt>
            <dd data-testid="retirement-preview-chance">{chancePercent(projection, locale)}</dd>
          </div>
        </dl>
      ) : plan.isError ? (
        <Alert kind="error">{t('retirement.loadFailed')}</Alert>
      ) : (
        <Spinner label={t('common:ui.loading')} />
      )}
      <button type="button" className="ot-button ot-button--secondary" onClick={() => onNavigate('retirement')}>
        {t('retirement.open')}
      </button>
    </section>
  );
}
