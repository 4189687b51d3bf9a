import { useEffect, useId, useRef, useState } from 'react';
import type { PeriodType, SheetReadingDto } from '@ontrack/api/contracts';
import { ArrowDown, ArrowUp } from '@ontrack/shell/ui';
import { SheetReadingNotes } from './SheetReadingNotes';
import { deselectSheets, filterSheets, moveSheet, selectSheets, toggleSheet } from '../../lib/options-prefill';

interface SheetPickerProps {
  sheetNames: string[];
  /** In the order the user ticked them: the i-th sheet covers the i-th period. */
  selected: string[];
  onChange: (selected: string[]) => void;
  disabled: boolean;
  /** How each sheet was read, shown under its name; absent when going on with an earlier upload. */
  readings?: SheetReadingDto[];
  selectedDate: string;
  periodType: PeriodType;
  /** Opens the dialog adjusting how a sheet is read. */
  onAdjust?: (sheet: string) => void;
}

/**
 * The workbook's sheets with a search, Select all / Deselect all (over the sheets the search
 * shows), and the chosen order: numbered, and movable with up/down buttons.
 */
export function SheetPicker({ sheetNames, selected, onChange, disabled, readings, selectedDate, periodType, onAdjust }: SheetPickerProps) {
  const [query, setQuery] = useState('');
  const searchId = useId();
  const orderHeadingId = useId();
  const orderRef = useRef<HTMLOListElement>(null);
  const [moved, setMoved] = useState<{ name: string; direction: 'up' | 'down' } | null>(null);
  const visible = filterSheets(sheetNames, query);

  // A moved row's buttons keep the keyboard focus (the row is re-inserted elsewhere in the list).
  useEffect(() => {
    if (!moved || !orderRef.current) return;
    const buttons = Array.from(orderRef.current.querySelectorAll<HTMLButtonElement>('button[data-sheet]')).filter(
      (button) => button.dataset.sheet === moved.name,
    );
    const preferred = buttons.find((button) => button.dataset.direction === moved.direction && !button.disabled);
    (preferred ?? buttons.find((button) => !button.disabled))?.focus();
  }, [moved, selected]);

  function move(name: string, direction: 'up' | 'down') {
    onChange(moveSheet(selected, name, direction === 'up' ? -1 : 1));
    setMoved({ name, direction });
  }

  return (
    <fieldset className="wizard-sheets" disabled={disabled}>
      <legend>Sheets</legend>
      <div className="ot-field">
        <label htmlFor={searchId}>Search sheets</label>
        <input
          id={searchId}
          type="search"
          value={query}
          placeholder="Type to filter the sheets"
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      <div className="wizard-sheets__bulk">
        <button
          type="button"
          className="ot-button ot-button--secondary"
          onClick={() => onChange(selectSheets(selected, visible))}
          disabled={visible.length === 0}
        >
          Select all
        </button>
        <button
          type="button"
          className="ot-button ot-button--secondary"
          onClick={() => onChange(deselectSheets(selected, visible))}
          disabled={selected.length === 0}
        >
          Deselect all
        </button>
        <span className="wizard-muted" aria-live="polite">
          {selected.length} of {sheetNames.length} selected
        </span>
      </div>
      {sheetNames.length === 0 ? (
        <p className="wizard-muted">No sheets to choose from yet. Go back to the upload step and upload your workbook.</p>
      ) : visible.length === 0 ? (
        <p className="wizard-muted">No sheets match “{query.trim()}”.</p>
      ) : (
        <ul className="wizard-sheets__list" aria-label="Available sheets">
          {visible.map((name) => {
            const position = selected.indexOf(name);
            const reading = readings?.find((sheet) => sheet.name === name);
            return (
              <li key={name}>
                <div className="wizard-sheets__pick">
                  <label className="ot-checkbox">
                    <input type="checkbox" checked={position !== -1} onChange={() => onChange(toggleSheet(selected, name))} />
                    <span>{name}</span>
                  </label>
                  {position !== -1 && (
                    <span className="wizard-order" aria-hidden="true">
                      {position + 1}
                    </span>
                  )}
                </div>
                {reading && (
                  <SheetReadingNotes
                    sheet={reading}
                    selectedDate={selectedDate}
                    periodType={periodType}
                    onAdjust={onAdjust && (() => onAdjust(name))}
                  />
                )}
              </li>
            );
          })}
        </ul>
      )}
      {selected.length > 0 && (
        <div className="wizard-sheets__order">
          <h4 id={orderHeadingId}>Order of selected sheets</h4>
          <ol ref={orderRef} aria-labelledby={orderHeadingId}>
            {selected.map((name, index) => (
              <li key={name}>
                <span className="wizard-order" aria-hidden="true">
                  {index + 1}
                </span>
                <span className="wizard-sheets__name">{name}</span>
                <button
                  type="button"
                  className="ot-icon-button"
                  data-sheet={name}
                  data-direction="up"
                  aria-label={`Move ${name} up`}
                  disabled={index === 0}
                  onClick={() => move(name, 'up')}
                >
                  <ArrowUp size={18} />
                </button>
                <button
                  type="button"
                  className="ot-icon-button"
                  data-sheet={name}
                  data-direction="down"
                  aria-label={`Move ${name} down`}
                  disabled={index === selected.length - 1}
                  onClick={() => move(name, 'down')}
                >
                  <ArrowDown size={18} />
                </button>
              </li>
            ))}
          </ol>
        </div>
      )}
    </fieldset>
  );
}
