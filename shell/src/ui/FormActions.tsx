import type { ReactNode } from 'react';

interface FormActionsProps {
  /** The submit button's text; pass the busy wording ("Saving…") while the form is sent. */
  submitLabel: string;
  onCancel: () => void;
  /** While the form is sent: Cancel and submit both wait. */
  busy?: boolean;
  /** False keeps submit disabled (e.g. a required field is empty). */
  canSubmit?: boolean;
  /** Buttons before Cancel (e.g. a Delete on the left). */
  children?: ReactNode;
}

/** A form dialog's Cancel and submit buttons, in the order and look of every dialog. */
export function FormActions({ submitLabel, onCancel, busy = false, canSubmit = true, children }: FormActionsProps) {
  return (
    <div className="ot-actions">
      {children}
      <button type="button" className="ot-button ot-button--secondary" onClick={onCancel} disabled={busy}>
        Cancel
      </button>
      <button type="submit" className="ot-button" disabled={busy || !canSubmit}>
        {submitLabel}
      </button>
    </div>
  );
}
