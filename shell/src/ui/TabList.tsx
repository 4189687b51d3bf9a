import { useRef, type KeyboardEvent, type ReactNode } from 'react';

/** The ids a tab list and its one panel share: each tab's, which the panel names in aria-labelledby, and the panel's. */
export interface TabIds<Tab extends string> {
  tab: (tab: Tab) => string;
  panel: string;
}

/** The ids of the tab list named `name`: `<name>-tab-<tab>` for each tab, `<name>-panel` for its panel. */
export function tabIds<Tab extends string>(name: string): TabIds<Tab> {
  return { tab: (tab) => `${name}-tab-${tab}`, panel: `${name}-panel` };
}

/** What a screen's tabs take from the screen: the selected tab, what selecting one does, and whether they are disabled. */
export interface TabChoice<Tab extends string> {
  selected: Tab;
  onSelect: (tab: Tab) => void;
  disabled?: boolean;
}

interface TabListProps<Tab extends string> extends TabChoice<Tab> {
  /** The list's accessible name ("Category type", "Data source"). */
  label: string;
  ids: TabIds<Tab>;
  tabs: readonly Tab[];
  /** What a tab shows. */
  children: (tab: Tab) => ReactNode;
  /** Beside `ot-tabs` (styles.css), for a screen's own spacing. */
  className?: string;
}

/**
 * A WAI-ARIA tab list, the same in every remote: the arrow keys (wrapping), Home and End move
 * between tabs and select them; only the selected tab is in the tab order.
 */
export function TabList<Tab extends string>({
  label,
  ids,
  tabs,
  selected,
  onSelect,
  children,
  className,
  disabled = false,
}: TabListProps<Tab>) {
  const buttons = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});

  /** On the tabs, not the list: the list itself is never focused (roving tabindex), its tabs are. */
  function onKeyDown(event: KeyboardEvent) {
    const index = tabs.indexOf(selected);
    const next =
      event.key === 'ArrowRight'
        ? tabs[(index + 1) % tabs.length]
        : event.key === 'ArrowLeft'
          ? tabs[(index + tabs.length - 1) % tabs.length]
          : event.key === 'Home'
            ? tabs[0]
            : event.key === 'End'
              ? tabs[tabs.length - 1]
              : null;
    if (!next) return;
    event.preventDefault();
    onSelect(next);
    buttons.current[next]?.focus();
  }

  return (
    <div className={`ot-tabs ${className ?? ''}`.trim()} role="tablist" aria-label={label}>
      {tabs.map((tab) => (
        <button
          key={tab}
          ref={(element) => {
            buttons.current[tab] = element;
          }}
          id={ids.tab(tab)}
          type="button"
          role="tab"
          aria-selected={tab === selected}
          aria-controls={ids.panel}
          tabIndex={tab === selected ? 0 : -1}
          className={tab === selected ? 'ot-tabs__tab is-selected' : 'ot-tabs__tab'}
          disabled={disabled}
          onClick={() => onSelect(tab)}
          onKeyDown={onKeyDown}
        >
          {children(tab)}
        </button>
      ))}
    </div>
  );
}
