import { useEffect, useEffectEvent, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBodyScrollLock } from './use-body-scroll-lock';
import { X } from './icons';

interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** While true, Escape and the backdrop do not close it (e.g. while a request runs). */
  busy?: boolean;
  wide?: boolean;
  className?: string;
  /**
   * Rendered but not shown (the `hidden` attribute), with none of an open dialog's effects: a
   * dialog kept in a page's first view, which the page's boot script can show before the app is
   * there (shell/src/prerender/boot.ts, `data-opens-dialog`). `id` names it for that.
   */
  hidden?: boolean;
  id?: string;
}

/** Open dialogs, innermost last: only the innermost one answers Escape and keeps Tab (a dialog opened from a dialog). */
const openDialogs: object[] = [];

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A dialog: Escape or a click on the backdrop closes it, page scrolling is locked while it is
 * open, focus moves into it and stays there, and returns to where it was on close.
 */
export function Modal({ title, onClose, children, busy = false, wide = false, className = '', hidden = false, id }: ModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  // Escape sees the latest onClose and busy without re-running the effect below (which would move focus).
  const closeOnEscape = useEffectEvent((event: KeyboardEvent) => {
    if (busy) return;
    event.stopPropagation();
    onClose();
  });
  useBodyScrollLock(!hidden);

  /** Where the focus was when the dialog opened: it goes back there on close. */
  const openedFrom = useRef<HTMLElement | null>(null);

  // The focus moves in from a layout effect: it runs before the content's own (passive) effects, so
  // where the focus was is still the opener's, and content that takes the focus in an effect of its
  // own (a wizard step's title) keeps it.
  useLayoutEffect(() => {
    if (hidden) return;
    // A first view's dialog, shown and typed into before the app was there: the focus already inside
    // stays, and goes back on close to the button that opened it. Only a dialog with an id has one
    // (the boot script opens by id); without, the focus inside was put there by its own content.
    const focusedInside = dialogRef.current?.contains(document.activeElement) ?? false;
    if (focusedInside) {
      openedFrom.current = id ? document.querySelector<HTMLElement>(`[data-opens-dialog="${id}"]`) : null;
    } else {
      openedFrom.current = document.activeElement as HTMLElement | null;
      const first = dialogRef.current?.querySelector<HTMLElement>(FOCUSABLE);
      (first ?? dialogRef.current)?.focus();
    }
  }, [hidden, id]);

  // Escape, Tab and the focus given back on close from a passive effect: React puts back, after a
  // commit, a focus moved during it (a layout effect's cleanup), and dialogs opened one from another
  // register in the order they opened.
  useEffect(() => {
    if (hidden) return;
    const self = {};
    openDialogs.push(self);

    function onKeyDown(event: KeyboardEvent) {
      if (openDialogs[openDialogs.length - 1] !== self) return;
      if (event.key === 'Escape') closeOnEscape(event);
      if (event.key === 'Tab' && dialogRef.current) {
        const items = Array.from(dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
        if (items.length === 0) return;
        const [firstItem, lastItem] = [items[0], items[items.length - 1]];
        if (event.shiftKey && document.activeElement === firstItem) {
          event.preventDefault();
          lastItem.focus();
        } else if (!event.shiftKey && document.activeElement === lastItem) {
          event.preventDefault();
          firstItem.focus();
        }
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => {
      openDialogs.splice(openDialogs.indexOf(self), 1);
      document.removeEventListener('keydown', onKeyDown);
      openedFrom.current?.focus?.();
    };
  }, [hidden]);

  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- the backdrop is a pointer-only shortcut; keyboards close with Escape or the Close button
    <div
      className="ot-modal-backdrop"
      data-testid="modal-backdrop"
      id={id}
      hidden={hidden}
      // The first view's boot script may have shown it (`hidden` gone) before the app hydrates it.
      suppressHydrationWarning
      onMouseDown={(event) => {
        if (event.target === event.currentTarget && !busy) onClose();
      }}
    >
      <div
        ref={dialogRef}
        className={`ot-modal ${wide ? 'ot-modal--wide' : ''} ${className}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className="ot-modal__header">
          <h2 id={titleId}>{title}</h2>
          <button
            type="button"
            className="ot-icon-button"
            aria-label={t('ui.close')}
            onClick={onClose}
            disabled={busy}
            // Pressed before the app is there, the boot script closes the dialog (shell/src/prerender/boot.ts).
            data-closes-dialog=""
          >
            <X size={20} />
          </button>
        </div>
        <div className="ot-modal__body">{children}</div>
      </div>
    </div>
  );
}
