import type { ReactNode } from 'react';
import { Alert } from '@ontrack/shell/ui';

/** What a form of the Account view last said: its failure, or that it was saved. */
export type Notice = { kind: 'error' | 'success'; message: string } | null;

/**
 * The end of an Account view form: its notice, then its buttons, the submit button last, saying
 * `busyLabel` (and disabled) while the form is being sent. `children`: buttons before it.
 */
export function FormEnd({
  notice,
  busy,
  label,
  busyLabel,
  children,
}: {
  notice: Notice;
  busy: boolean;
  label: string;
  busyLabel: string;
  children?: ReactNode;
}) {
  return (
    <>
      {notice && <Alert kind={notice.kind}>{notice.message}</Alert>}
      <div className="ot-actions">
        {children}
        <button type="submit" className="ot-button" disabled={busy}>
          {busy ? busyLabel : label}
        </button>
      </div>
    </>
  );
}
