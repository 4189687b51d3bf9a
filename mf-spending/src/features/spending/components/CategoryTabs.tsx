import { TabList } from '@ontrack/shell/ui';
import type { CategoryKind } from '../lib/change';

export const TAB_LABELS: Record<CategoryKind, string> = { expenses: 'Expenses', income: 'Income', savings: 'Savings' };
const KINDS: CategoryKind[] = ['expenses', 'income', 'savings'];

export const tabId = (kind: CategoryKind) => `spending-tab-${kind}`;
export const TAB_PANEL_ID = 'spending-tab-panel';

/** Expenses / Income / Savings with their category counts. */
export function CategoryTabs({
  counts,
  selected,
  onSelect,
}: {
  counts: Record<CategoryKind, number>;
  selected: CategoryKind;
  onSelect: (kind: CategoryKind) => void;
}) {
  return (
    <TabList
      label="Category type"
      tabs={KINDS}
      selected={selected}
      onSelect={onSelect}
      tabId={tabId}
      panelId={TAB_PANEL_ID}
      className="spending-tabs"
      tabClassName="spending-tab"
    >
      {(kind) => (
        <>
          {TAB_LABELS[kind]} <span className="spending-tab__count">({counts[kind]})</span>
        </>
      )}
    </TabList>
  );
}
