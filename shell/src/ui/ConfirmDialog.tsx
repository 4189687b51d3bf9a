import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from './Modal';

interface ConfirmDialogProps {
  title: string;
  /** The question, word for word. */
  message: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** While the confirmed action runs: both buttons wait and Escape/the backdrop do not close it. */
  busy?: boolean;
  confirmLabel?: string;
  busyLabel?: string;
  /** What is about to go, shown under the question (e.g. the entry's name and value). */
  children?: ReactNode;
}

/**
 * An in-page confirmation of a destructive action instead of `window.confirm`: it carries the app's
 * look, traps focus and closes with Escape like every other dialog. Focus starts on the Modal's
 * Close button, so a stray Enter never confirms.
 */
export function ConfirmDialog({
  title,
  message,
  onConfirm,
  onCancel,
  busy = false,
  confirmLabel,
  busyLabel,
  children,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal title={title} onClose={onCancel} busy={busy}>
      <p>{message}</p>
      {children}
      <div className="ot-actions">
        <button type="button" className="ot-button ot-button--secondary" onClick={onCancel} disabled={busy}>
          {t('ui.cancel')}
        </button>
        <button type="button" className="ot-button ot-button--danger" onClick={onConfirm} disabled={busy}>
          {busy ? (busyLabel ?? t('ui.deleting')) : (confirmLabel ?? t('ui.delete'))}
        </button>
      </div>
    </Modal>
  );
}
