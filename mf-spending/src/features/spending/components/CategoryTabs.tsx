import { TabList, tabIds, type TabChoice } from '@ontrack/shell/ui';
import type { CategoryKind } from '../lib/change';

export const TAB_LABELS: Record<CategoryKind, string> = { expenses: 'Expenses', income: 'Income', savings: 'Savings' };
const KINDS: CategoryKind[] = ['expenses', 'income', 'savings'];

const IDS = tabIds<CategoryKind>('spending');
export const tabId = IDS.tab;
export const TAB_PANEL_ID = IDS.panel;

/** Expenses / Income / Savings with their category counts. */
export function CategoryTabs({ counts, ...choice }: { counts: Record<CategoryKind, number> } & TabChoice<CategoryKind>) {
  return (
    <TabList label="Category type" ids={IDS} tabs={KINDS} className="spending-tabs" {...choice}>
      {(kind) => (
        <>
          {TAB_LABELS[kind]} <span className="spending-tab__count">({counts[kind]})</span>
        </>
      )}
    </TabList>
  );
}
