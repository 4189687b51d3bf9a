import type { SpendingT } from '../../../i18n';

/**
 * The unit of the Period Length card (`period_count` pay periods), by its count. The spec names
 * monthly, bi-weekly "or else weekly"; the server also knows quarterly and yearly periods, which
 * get their own words rather than being called weeks.
 */
export function periodUnit(t: SpendingT, payPeriodType: string, count: number): string {
  switch (payPeriodType) {
    case 'monthly':
      return t('units.month', { count });
    case 'bi-weekly':
      return t('units.biWeekly', { count });
    case 'quarterly':
      return t('units.quarter', { count });
    case 'yearly':
      return t('units.year', { count });
    default:
      return t('units.week', { count });
  }
}
