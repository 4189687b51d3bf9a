import { Modal } from '@ontrack/shell/ui';

interface ConfirmDialogProps {
  title: string;
  /** The question, word for word from product.md. */
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
}

/**
 * An in-page confirmation instead of `window.confirm`: it carries the app's look, traps focus and
 * closes with Escape like every other dialog. Focus starts on Close, so a stray Enter never deletes.
 */
export function ConfirmDialog({ title, message, confirmLabel, onConfirm, onCancel, busy = false }: ConfirmDialogProps) {
  return (
    <Modal title={title} onClose={onCancel} busy={busy}>
      <p>{message}</p>
      <div className="ot-actions">
        <button type="button" className="ot-button ot-button--secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
        <button type="button" className="ot-button ot-button--danger" onClick={onConfirm} disabled={busy}>
          {busy ? 'Deleting…' : confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
