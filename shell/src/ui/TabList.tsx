import { useRef, type KeyboardEvent, type ReactNode } from 'react';

interface TabListProps<Tab extends string> {
  /** The list's accessible name ("Category type", "Data source"). */
  label: string;
  tabs: readonly Tab[];
  selected: Tab;
  onSelect: (tab: Tab) => void;
  /** The id of each tab, which its panel names in aria-labelledby. */
  tabId: (tab: Tab) => string;
  /** The one panel the tabs control. */
  panelId: string;
  /** What a tab shows. */
  children: (tab: Tab) => ReactNode;
  className?: string;
  /** Each tab's class; the selected one has `is-selected` too. */
  tabClassName?: string;
  disabled?: boolean;
}

/**
 * A WAI-ARIA tab list, the same in every remote: the arrow keys (wrapping), Home and End move
 * between tabs and select them; only the selected tab is in the tab order.
 */
export function TabList<Tab extends string>({
  label,
  tabs,
  selected,
  onSelect,
  tabId,
  panelId,
  children,
  className,
  tabClassName,
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
    <div className={className} role="tablist" aria-label={label}>
      {tabs.map((tab) => (
        <button
          key={tab}
          ref={(element) => {
            buttons.current[tab] = element;
          }}
          id={tabId(tab)}
          type="button"
          role="tab"
          aria-selected={tab === selected}
          aria-controls={panelId}
          tabIndex={tab === selected ? 0 : -1}
          className={`${tabClassName ?? ''} ${tab === selected ? 'is-selected' : ''}`.trim()}
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
