import type { FormEvent, ReactNode } from 'react';
import { Alert } from './Feedback';
import { FormActions } from './FormActions';
import { Modal } from './Modal';

interface FormDialogProps {
  /** The dialog's title, which also names its form. */
  title: string;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The submit button's text; pass the busy wording ("Saving…") while the form is sent. */
  submitLabel: string;
  /** While the form is sent: Escape, the backdrop, Cancel and submit all wait. */
  busy?: boolean;
  /** Why the last submit failed (e.g. the server's refusal), above the fields. */
  failure?: string | null;
  /** Buttons before Cancel (e.g. a Delete on the left). */
  actions?: ReactNode;
  /** The fields. */
  children: ReactNode;
}

/**
 * A form in a dialog: the form named by the dialog's title, checked by the screen (noValidate), the
 * last failure above the fields, Cancel and submit below them.
 */
export function FormDialog({ title, onClose, onSubmit, submitLabel, busy = false, failure, actions, children }: FormDialogProps) {
  return (
    <Modal title={title} onClose={onClose} busy={busy}>
      <form onSubmit={onSubmit} noValidate aria-label={title}>
        {failure && <Alert kind="error">{failure}</Alert>}
        {children}
        <FormActions submitLabel={submitLabel} onCancel={onClose} busy={busy}>
          {actions}
        </FormActions>
      </form>
    </Modal>
  );
}
