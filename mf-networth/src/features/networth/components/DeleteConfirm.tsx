import type { NetWorthEntryDto } from '@ontrack/api/contracts';
import { Modal } from '@ontrack/shell/ui';
import { formatDollarsAndCents, formatEntryDate } from '../lib/format';
import { DELETE_CONFIRMATION } from '../lib/messages';

interface DeleteConfirmProps {
  entry: NetWorthEntryDto;
  deleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before an entry goes (product.md section 2); Escape, the backdrop and Cancel keep it. */
export function DeleteConfirm({ entry, deleting, onConfirm, onCancel }: DeleteConfirmProps) {
  return (
    <Modal title="Delete Entry" onClose={onCancel} busy={deleting}>
      <p>{DELETE_CONFIRMATION}</p>
      <p className="nw-muted">
        {entry.name} · {formatDollarsAndCents(entry.value)} · {formatEntryDate(entry.date)}
      </p>
      <div className="ot-actions">
        <button type="button" className="ot-button ot-button--secondary" onClick={onCancel} disabled={deleting}>
          Cancel
        </button>
        <button type="button" className="ot-button ot-button--danger" onClick={onConfirm} disabled={deleting}>
          {deleting ? 'Deleting…' : 'Delete'}
        </button>
      </div>
    </Modal>
  );
}
