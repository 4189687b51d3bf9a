import { useState, type FormEvent } from 'react';
import { MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT, PASSWORDS_DO_NOT_MATCH } from '@ontrack/api/contracts';
import { Alert, NewPasswordFields, PasswordInput, useNewPassword } from '@ontrack/shell/ui';
import { useAccountChangePasswordMutation } from '../../../api/account-api';
import { failureText } from '../../../api/failure-text';
import { errorMessage } from '@ontrack/shell/platform';

type Notice = { kind: 'error' | 'success'; message: string } | null;

/** Change of password: the current one, then the new one twice (the reset rules). */
export function ChangePasswordForm() {
  const [current, setCurrent] = useState('');
  const { password: next, confirm, fields, clear } = useNewPassword();
  const [notice, setNotice] = useState<Notice>(null);
  const [change, { isLoading }] = useAccountChangePasswordMutation();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setNotice(null);
    if (!current) return setNotice({ kind: 'error', message: 'Current password is required.' });
    if (next.length < MIN_PASSWORD_LENGTH) return setNotice({ kind: 'error', message: PASSWORD_TOO_SHORT });
    if (next !== confirm) return setNotice({ kind: 'error', message: PASSWORDS_DO_NOT_MATCH });
    try {
      const answer = await change({ current_password: current, new_password: next, confirm_password: confirm }).unwrap();
      setCurrent('');
      clear();
      setNotice({ kind: 'success', message: answer.message ?? 'Your password has been changed.' });
    } catch (error) {
      setNotice({ kind: 'error', message: failureText(error, errorMessage(error, 'Your password could not be changed.')) });
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Change password">
      <PasswordInput id="account-current-password" label="Current password" value={current} onValueChange={setCurrent} />
      <NewPasswordFields
        ids={{ password: 'account-new-password', confirm: 'account-confirm-password' }}
        labels={{ password: 'New password', confirm: 'Confirm new password' }}
        {...fields}
      />
      {notice && <Alert kind={notice.kind}>{notice.message}</Alert>}
      <div className="ot-actions">
        <button type="submit" className="ot-button" disabled={isLoading}>
          {isLoading ? 'Changing…' : 'Change password'}
        </button>
      </div>
    </form>
  );
}
