import type { ReactNode } from 'react';
import type { PricingPlanDto } from '@ontrack/api/contracts';
import { DEFAULT_MONEY_FORMAT } from '@ontrack/api/domain';
import { useTranslation } from 'react-i18next';
import { planWords } from './plan-words';

/** Plans are charged in US dollars whatever the user's home currency, so their prices are shown in them. */
const PRICE_FORMAT = DEFAULT_MONEY_FORMAT;

interface PlanCardsProps {
  plans: PricingPlanDto[];
  /** With a selection the cards are radio buttons (sign-up); without, they are for reading. */
  selectedPlanId?: number | null;
  onSelect?: (plan: PricingPlanDto) => void;
  /** The user's plan, marked "Current plan" (the plans view). */
  currentPlanId?: number | null;
  /** What a card offers under its features (the plans view's Upgrade button). */
  action?: (plan: PricingPlanDto) => ReactNode;
}

/**
 * The pricing grid: the second plan is flagged BEST VALUE. Drawn the
 * same on the landing page, in the sign-up modal and in the plans view; its styles are mf-auth's.
 */
export function PlanCards({ plans, selectedPlanId, onSelect, currentPlanId, action }: PlanCardsProps) {
  const { t } = useTranslation();
  const periods: Record<string, string> = {
    Monthly: t('plans.period.Monthly'),
    Annual: t('plans.period.Annual'),
    Lifetime: t('plans.period.Lifetime'),
  };
  const words = planWords(t);
  return (
    <div className="pricing-grid" role={onSelect ? 'radiogroup' : undefined} aria-label={onSelect ? t('plans.choose') : undefined}>
      {plans.map((plan, index) => {
        const selected = plan.id === selectedPlanId;
        const current = plan.id === currentPlanId;
        const body = (
          <>
            {index === 1 && <span className="pricing-card__badge">{t('plans.bestValue')}</span>}
            <h3>{words.name(plan.plan_name)}</h3>
            {current && <p className="pricing-card__current">{t('plans.current')}</p>}
            <p className="pricing-card__price">
              {PRICE_FORMAT.exact(plan.price)} <span>{periods[plan.plan_name] ?? ''}</span>
            </p>
            <ul>
              {plan.descriptions.map((line) => (
                <li key={line}>{words.line(line)}</li>
              ))}
            </ul>
            {action?.(plan)}
          </>
        );
        const className = `pricing-card ${index === 1 ? 'pricing-card--featured' : ''} ${selected ? 'is-selected' : ''} ${current ? 'is-current' : ''}`;
        return onSelect ? (
          <button key={plan.id} type="button" role="radio" aria-checked={selected} className={className} onClick={() => onSelect(plan)}>
            {body}
          </button>
        ) : (
          <section
            key={plan.id}
            className={className}
            aria-label={current ? t('plans.currentName', { name: words.name(plan.plan_name) }) : words.name(plan.plan_name)}
          >
            {body}
          </section>
        );
      })}
    </div>
  );
}
