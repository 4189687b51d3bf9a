import type { RetirementNoticesDto, RetirementProjectionDto } from '@ontrack/api/contracts';
import { formatPercent } from '@ontrack/api/domain';
import type { DashboardT } from '../../../i18n';

/** Readiness above this multiple of the target is shown as "more than 3× your target", not as a percent. */
export const READINESS_CAP = 3;

/** Whether readiness is past READINESS_CAP. */
export function readinessCapped(projection: Pick<RetirementProjectionDto, 'fundedRatio'>): boolean {
  return projection.fundedRatio > READINESS_CAP;
}

/** Readiness as a whole percent of the target (150.96 % → 151%), or `more than 3× your target` past READINESS_CAP. */
export function readinessPercent(projection: Pick<RetirementProjectionDto, 'fundedRatio'>, t: DashboardT, locale: string): string {
  if (readinessCapped(projection)) return t('results.capped', { cap: READINESS_CAP });
  return formatPercent(Math.round(projection.fundedRatio * 100), locale, { digits: 0 });
}

/** A chance out of 100 with one decimal (75.3%). */
export function chancePercent(projection: Pick<RetirementProjectionDto, 'successProbability'>, locale: string): string {
  return formatPercent(projection.successProbability, locale);
}

/** What the plan stands on, said beside its verdict when it is thin: defaults only, or under 3 months of data; else null. */
export function basisText(notices: RetirementNoticesDto, t: DashboardT): string | null {
  if (notices.basis === 'defaults') return t('results.basisDefaults');
  if (notices.basis === 'little data') return t('results.basisLittle', { count: notices.monthsCovered ?? 0 });
  return null;
}
