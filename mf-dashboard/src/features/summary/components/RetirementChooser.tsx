import { useMoney } from '@ontrack/shell/platform';
import { useDisclosure } from '@ontrack/shell/ui';
import { useDashboardTranslation } from '../../../i18n';
import { useEffect, useRef, type FocusEvent, type KeyboardEvent } from 'react';

interface RetirementChooserProps {
  /** Every savings subcategory, in the server's order. */
  options: readonly string[];
  chosen: readonly string[];
  /** Money (major units) per subcategory over the summary's period; a name without one shows no amount. */
  amounts: ReadonlyMap<string, number>;
  onChange: (chosen: string[]) => void;
}

/**
 * Which savings subcategories count as retirement: a disclosure button opening a panel of
 * checkboxes. Opening moves focus to the first checkbox; Escape, a click outside or tabbing out
 * closes it, and Escape puts focus back on the button.
 */
export function RetirementChooser({ options, chosen, amounts, onChange }: RetirementChooserProps) {
  const money = useMoney();
  const { t } = useDashboardTranslation();
  const { open, setOpen, close, regionId: panelId, buttonProps } = useDisclosure();
  const rootRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const picked = new Set(chosen);

  useEffect(() => {
    if (!open) return;
    panelRef.current?.querySelector<HTMLInputElement>('input')?.focus();
    const closeOnOutsideClick = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOnOutsideClick);
    return () => document.removeEventListener('mousedown', closeOnOutsideClick);
  }, [open, setOpen]);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    close();
  }

  function onBlur(event: FocusEvent) {
    const next = event.relatedTarget as Node | null;
    if (next && !rootRef.current?.contains(next)) setOpen(false);
  }

  function toggle(name: string, checked: boolean) {
    const next = new Set(picked);
    if (checked) next.add(name);
    else next.delete(name);
    // Sent in the order of the list, so the same choice is always the same request.
    onChange(options.filter((option) => next.has(option)));
  }

  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- catches Escape and focus leaving, bubbled from its button and checkboxes
    <div className="dash-chooser" ref={rootRef} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button {...buttonProps} type="button" className="ot-link-button dash-chooser__toggle">
        {t('chooser.toggle')}
      </button>
      <div id={panelId} ref={panelRef} className="dash-chooser__panel" hidden={!open}>
        <fieldset>
          <legend>{t('chooser.legend')}</legend>
          {options.length === 0 ? (
            <p className="dash-muted">{t('chooser.none')}</p>
          ) : (
            options.map((name) => {
              const amount = amounts.get(name);
              return (
                <label key={name} className="ot-checkbox dash-chooser__option">
                  <input type="checkbox" checked={picked.has(name)} onChange={(event) => toggle(name, event.target.checked)} />
                  <span className="dash-chooser__name">{name}</span>
                  {amount !== undefined && <span className="dash-chooser__amount">{money.whole(amount)}</span>}
                </label>
              );
            })
          )}
        </fieldset>
        <button type="button" className="ot-button ot-button--secondary dash-chooser__done" onClick={close}>
          {t('chooser.done')}
        </button>
      </div>
    </div>
  );
}
