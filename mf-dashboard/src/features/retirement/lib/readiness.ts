import type { RetirementNoticesDto, RetirementProjectionDto } from '@ontrack/api/contracts';

/** Readiness above this multiple of the target is shown as "more than 3× your target", not as a percent. */
export const READINESS_CAP = 3;

/** Whether readiness is past READINESS_CAP. */
export function readinessCapped(projection: Pick<RetirementProjectionDto, 'fundedRatio'>): boolean {
  return projection.fundedRatio > READINESS_CAP;
}

/** Readiness as a whole percent of the target (150.96 % → 151%), or `more than 3× your target` past READINESS_CAP. */
export function readinessPercent(projection: Pick<RetirementProjectionDto, 'fundedRatio'>): string {
  if (readinessCapped(projection)) return `more than ${READINESS_CAP}× your target`;
  return `${Math.round(projection.fundedRatio * 100)}%`;
}

/** A chance out of 100 with one decimal (75.3%). */
export function chancePercent(projection: Pick<RetirementProjectionDto, 'successProbability'>): string {
  return `${projection.successProbability.toFixed(1)}%`;
}

const months = (count: number) => `${count} month${count === 1 ? '' : 's'}`;

/** What the plan stands on, said beside its verdict when it is thin: defaults only, or under 3 months of data; else null. */
export function basisText(notices: RetirementNoticesDto): string | null {
  if (notices.basis === 'defaults') return 'Built on default figures only, not on your data';
  if (notices.basis === 'little data') return `Built on only ${months(notices.monthsCovered ?? 0)} of data: too little to rely on`;
  return null;
}

export const NO_INCOME_TEXT = 'No income found in your data — enter it';
