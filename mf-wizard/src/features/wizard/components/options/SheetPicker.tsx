import { useEffect, useId, useRef, useState } from 'react';
import type { PeriodType, SheetReadingDto } from '@ontrack/api/contracts';
import { ArrowDown, ArrowUp } from '@ontrack/shell/ui';
import { SheetReadingNotes } from './SheetReadingNotes';
import { deselectSheets, filterSheets, moveSheet, selectSheets, toggleSheet } from '../../lib/options-prefill';
import { useWizardTranslation } from '../../../../i18n';

type Direction = 'up' | 'down';

/** The order list's buttons: move a sheet one place up or down. */
const MOVES = [
  { direction: 'up', Icon: ArrowUp },
  { direction: 'down', Icon: ArrowDown },
] as const;

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
  const { t } = useWizardTranslation();
  const [query, setQuery] = useState('');
  const searchId = useId();
  const orderHeadingId = useId();
  const orderRef = useRef<HTMLOListElement>(null);
  const [moved, setMoved] = useState<{ name: string; direction: Direction } | null>(null);
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

  // Over the sheets the search shows: Select all adds them, Deselect all takes them off.
  const bulk = [
    { label: t('sheets.selectAll'), apply: selectSheets, disabled: visible.length === 0 },
    { label: t('sheets.deselectAll'), apply: deselectSheets, disabled: selected.length === 0 },
  ];

  function move(name: string, direction: Direction) {
    onChange(moveSheet(selected, name, direction === 'up' ? -1 : 1));
    setMoved({ name, direction });
  }

  return (
    <fieldset className="wizard-sheets" disabled={disabled}>
      <legend>{t('sheets.legend')}</legend>
      <div className="ot-field">
        <label htmlFor={searchId}>{t('sheets.search')}</label>
        <input
          id={searchId}
          type="search"
          value={query}
          placeholder={t('sheets.searchPlaceholder')}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      <div className="wizard-sheets__bulk">
        {bulk.map((action) => (
          <button
            key={action.label}
            type="button"
            className="ot-button ot-button--secondary"
            onClick={() => onChange(action.apply(selected, visible))}
            disabled={action.disabled}
          >
            {action.label}
          </button>
        ))}
        <span className="wizard-muted" aria-live="polite">
          {selected.length} of {sheetNames.length} selected
        </span>
      </div>
      {sheetNames.length === 0 ? (
        <p className="wizard-muted">{t('sheets.none')}</p>
      ) : visible.length === 0 ? (
        <p className="wizard-muted">No sheets match “{query.trim()}”.</p>
      ) : (
        <ul className="wizard-sheets__list" aria-label={t('sheets.available')}>
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
          <h4 id={orderHeadingId}>{t('sheets.order')}</h4>
          <ol ref={orderRef} aria-labelledby={orderHeadingId}>
            {selected.map((name, index) => (
              <li key={name}>
                <span className="wizard-order" aria-hidden="true">
                  {index + 1}
                </span>
                <span className="wizard-sheets__name">{name}</span>
                {MOVES.map(({ direction, Icon }) => (
                  <button
                    key={direction}
                    type="button"
                    className="ot-icon-button"
                    data-sheet={name}
                    data-direction={direction}
                    aria-label={direction === 'up' ? t('sheets.moveUp', { name }) : t('sheets.moveDown', { name })}
                    disabled={direction === 'up' ? index === 0 : index === selected.length - 1}
                    onClick={() => move(name, direction)}
                  >
                    <Icon size={18} />
                  </button>
                ))}
              </li>
            ))}
          </ol>
        </div>
      )}
    </fieldset>
  );
}
