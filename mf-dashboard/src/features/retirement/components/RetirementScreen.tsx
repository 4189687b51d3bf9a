import { useCallback, useId, useMemo, useState } from 'react';
import { RETIREMENT_FIELDS, type RetirementField, type RetirementPlanDto } from '@ontrack/api/contracts';
import { errorMessage, useMoney } from '@ontrack/shell/platform';
import { Alert, Spinner } from '@ontrack/shell/ui';
import { useRetirementPlanQuery, useRetirementSavePlanMutation } from '../../../api/retirement-api';
import { useLiveProjection } from '../hooks/use-live-projection';
import { fieldText, parseForm, planChanges, textsOf, type FormTexts } from '../lib/retirement-form';
import { RetirementChart } from './RetirementChart';
import { RetirementForm } from './RetirementForm';
import { RetirementResults } from './RetirementResults';
import { useDashboardTranslation } from '../../../i18n';
import './retirement.css';

/**
 * The Retirement section: the planner, started from the person's own
 * numbers. It works with no upload and no net worth too (every value then marked "Default").
 */
export function RetirementScreen() {
  const headingId = useId();
  const { t } = useDashboardTranslation();
  const plan = useRetirementPlanQuery();
  return (
    <section className="ot-card dash-retirement" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('retirement.title')}</h2>
      {plan.data ? (
        <RetirementPlanner plan={plan.data} />
      ) : plan.isError ? (
        <div className="dash-inline-error">
          <Alert kind="error">{errorMessage(plan.error, t('retirement.loadFailed'))}</Alert>
          <button type="button" className="ot-button ot-button--secondary" onClick={() => void plan.refetch()} disabled={plan.isFetching}>
            {t('retirement.retry')}
          </button>
        </div>
      ) : (
        <Spinner label={t('retirement.loadingPlan')} />
      )}
    </section>
  );
}

function RetirementPlanner({ plan }: { plan: RetirementPlanDto }) {
  const { t } = useDashboardTranslation();
  const money = useMoney();
  const [texts, setTexts] = useState<FormTexts>(() => textsOf(plan.inputs, money));
  // A saved or reloaded plan (a new upload, a net-worth change) is what the form shows next: the
  // texts are reset while rendering the new plan, not after it showed (React's "adjusting state
  // when a prop changes").
  const [textsPlan, setTextsPlan] = useState(plan);
  if (textsPlan !== plan) {
    setTextsPlan(plan);
    setTexts(textsOf(plan.inputs, money));
  }
  const parsed = useMemo(() => parseForm(texts, money), [texts, money]);
  const live = useLiveProjection(parsed.inputs, plan.inputs, plan.projection);
  const [save, saving] = useRetirementSavePlanMutation();
  const [saveError, setSaveError] = useState<string | null>(null);
  const onChange = useCallback((field: RetirementField, text: string) => setTexts((current) => ({ ...current, [field]: text })), []);

  const shownInputs = parsed.inputs ?? plan.inputs;
  const dirty =
    parsed.inputs !== null && RETIREMENT_FIELDS.some((field) => texts[field].trim() !== fieldText(field, plan.inputs[field], money));

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    if (!parsed.inputs) return;
    setSaveError(null);
    try {
      await save(planChanges(parsed.inputs, plan.derived.inputs)).unwrap();
    } catch (error) {
      setSaveError(errorMessage(error, t('retirement.saveFailed')));
    }
  }

  return (
    <div className="dash-retirement__layout">
      <form className="dash-retirement__form" aria-label={t('retirement.form')} noValidate onSubmit={(event) => void onSubmit(event)}>
        <RetirementForm plan={plan} texts={texts} errors={parsed.errors ?? {}} onChange={onChange} />
        {saveError && <Alert kind="error">{saveError}</Alert>}
        <div className="dash-retirement__actions">
          <button type="submit" className="ot-button" disabled={!dirty || saving.isLoading}>
            {saving.isLoading ? t('retirement.saving') : t('retirement.save')}
          </button>
          {!dirty && parsed.inputs && <span className="dash-muted">{t('retirement.saved')}</span>}
          {parsed.errors && <span className="dash-muted">{t('retirement.fix')}</span>}
        </div>
      </form>
      {live.projection && (
        <div className="dash-retirement__output">
          {live.failed && <Alert kind="error">{t('retirement.liveFailed')}</Alert>}
          <RetirementResults inputs={shownInputs} projection={live.projection} notices={plan.notices} updating={live.updating} />
          <RetirementChart inputs={shownInputs} projection={live.projection} />
        </div>
      )}
    </div>
  );
}
