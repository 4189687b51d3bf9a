import { TabList, tabIds, type TabChoice } from '@ontrack/shell/ui';
import type { CategoryKind } from '../lib/change';
import { useSpendingTranslation, type SpendingT } from '../../../i18n';

/** A tab's name: Expenses, Income or Savings. */
export function tabLabel(t: SpendingT, kind: CategoryKind): string {
  if (kind === 'income') return t('tabs.income');
  return kind === 'savings' ? t('tabs.savings') : t('tabs.expenses');
}
const KINDS: CategoryKind[] = ['expenses', 'income', 'savings'];

const IDS = tabIds<CategoryKind>('spending');
export const tabId = IDS.tab;
export const TAB_PANEL_ID = IDS.panel;

/** Expenses / Income / Savings with their category counts. */
export function CategoryTabs({ counts, ...choice }: { counts: Record<CategoryKind, number> } & TabChoice<CategoryKind>) {
  const { t } = useSpendingTranslation();
  return (
    <TabList label={t('tabs.label')} ids={IDS} tabs={KINDS} className="spending-tabs" {...choice}>
      {(kind) => (
        <>
          {tabLabel(t, kind)} <span className="spending-tab__count">({counts[kind]})</span>
        </>
      )}
    </TabList>
  );
}
