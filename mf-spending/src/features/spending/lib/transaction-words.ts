import type { PeriodKey, TransactionType } from '@ontrack/api/contracts';
import type { SpendingT } from '../../../i18n';

/** A transaction type (the app's own four, not the user's text) in the user's language. */
export function transactionType(t: SpendingT, type: TransactionType): string {
  switch (type) {
    case 'Income':
      return t('types.Income');
    case 'Savings':
      return t('types.Savings');
    case 'Ignore':
      return t('types.Ignore');
    default:
      return t('types.Expense');
  }
}

/** A window of the analysis, as the Period filter names it. */
export function windowLabel(t: SpendingT, key: PeriodKey): string {
  const labels: Record<PeriodKey, string> = {
    LY: t('windows.LY'),
    '2LY': t('windows.2LY'),
    '6_months': t('windows.6_months'),
    '6_months_previous': t('windows.6_months_previous'),
    '3_months': t('windows.3_months'),
    '3_months_previous': t('windows.3_months_previous'),
  };
  return labels[key];
}
