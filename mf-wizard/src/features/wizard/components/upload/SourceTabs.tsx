import { useRef, type KeyboardEvent } from 'react';
import type { SourceKind } from '../../lib/types';

const LABELS: Record<SourceKind, string> = { file: 'Upload File', googleSheet: 'Google Sheet' };
export const SOURCE_PANEL_ID = 'wizard-source-panel';
export const sourceTabId = (source: SourceKind) => `wizard-source-tab-${source}`;

interface SourceTabsProps {
  sources: SourceKind[];
  value: SourceKind;
  onChange: (source: SourceKind) => void;
  disabled: boolean;
}

/** Upload File / Google Sheet tabs; arrow keys move between them as in any tab list. */
export function SourceTabs({ sources, value, onChange, disabled }: SourceTabsProps) {
  const refs = useRef<Partial<Record<SourceKind, HTMLButtonElement | null>>>({});

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const step = event.key === 'ArrowRight' ? 1 : -1;
    const next = sources[(sources.indexOf(value) + step + sources.length) % sources.length];
    onChange(next);
    refs.current[next]?.focus();
  }

  return (
    <div className="wizard-tabs" role="tablist" aria-label="Data source" onKeyDown={onKeyDown}>
      {sources.map((source) => (
        <button
          key={source}
          ref={(element) => {
            refs.current[source] = element;
          }}
          type="button"
          role="tab"
          id={sourceTabId(source)}
          aria-selected={source === value}
          aria-controls={SOURCE_PANEL_ID}
          tabIndex={source === value ? 0 : -1}
          className={`wizard-tabs__tab ${source === value ? 'is-active' : ''}`}
          disabled={disabled}
          onClick={() => onChange(source)}
        >
          {LABELS[source]}
        </button>
      ))}
    </div>
  );
}
