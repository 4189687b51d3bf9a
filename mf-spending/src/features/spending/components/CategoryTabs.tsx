import { useRef, type KeyboardEvent } from 'react';
import type { CategoryKind } from '../lib/change';

export const TAB_LABELS: Record<CategoryKind, string> = { expenses: 'Expenses', income: 'Income', savings: 'Savings' };
const KINDS: CategoryKind[] = ['expenses', 'income', 'savings'];

export const tabId = (kind: CategoryKind) => `spending-tab-${kind}`;
export const TAB_PANEL_ID = 'spending-tab-panel';

/**
 * Expenses / Income / Savings with their category counts. A WAI-ARIA tab list: the arrow keys,
 * Home and End move between tabs and select them; only the selected tab is in the tab order.
 */
export function CategoryTabs({ counts, selected, onSelect }: { counts: Record<CategoryKind, number>; selected: CategoryKind; onSelect: (kind: CategoryKind) => void }) {
  const tabs = useRef<Partial<Record<CategoryKind, HTMLButtonElement | null>>>({});

  function onKeyDown(event: KeyboardEvent) {
    const index = KINDS.indexOf(selected);
    const next =
      event.key === 'ArrowRight' ? KINDS[(index + 1) % KINDS.length]
      : event.key === 'ArrowLeft' ? KINDS[(index + KINDS.length - 1) % KINDS.length]
      : event.key === 'Home' ? KINDS[0]
      : event.key === 'End' ? KINDS[KINDS.length - 1]
      : null;
    if (!next) return;
    event.preventDefault();
    onSelect(next);
    tabs.current[next]?.focus();
  }

  return (
    <div className="spending-tabs" role="tablist" aria-label="Category type" onKeyDown={onKeyDown}>
      {KINDS.map((kind) => (
        <button
          key={kind}
          ref={(element) => {
            tabs.current[kind] = element;
          }}
          id={tabId(kind)}
          type="button"
          role="tab"
          aria-selected={kind === selected}
          aria-controls={TAB_PANEL_ID}
          tabIndex={kind === selected ? 0 : -1}
          className={`spending-tab ${kind === selected ? 'is-selected' : ''}`}
          onClick={() => onSelect(kind)}
        >
          {TAB_LABELS[kind]} <span className="spending-tab__count">({counts[kind]})</span>
        </button>
      ))}
    </div>
  );
}
