import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage, forgetSignedInUser, useAppDispatch } from '@ontrack/shell/platform';
import { Alert, ConfirmDialog, PasswordInput } from '@ontrack/shell/ui';
import { useAccountDeleteMutation } from '../../../api/account-api';
import { failureText } from '../../../api/failure-text';

export const DELETE_QUESTION =
  'Delete your account and all of your data? This cannot be undone, and any subscription is cancelled at once.';

/** Delete my account: a confirmation dialog asking for the password; on success, back to the landing page. */
export function DeleteAccount() {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [remove, { isLoading }] = useAccountDeleteMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  function close() {
    setOpen(false);
    setPassword('');
    setError(null);
  }

  async function onConfirm() {
    setError(null);
    if (!password) return setError('Enter your password to delete your account.');
    try {
      await remove({ password }).unwrap();
      // Nothing of this user stays in the tab.
      forgetSignedInUser(dispatch);
      void navigate('/', { replace: true });
    } catch (failure) {
      setError(failureText(failure, errorMessage(failure, 'Your account could not be deleted.')));
    }
  }

  return (
    <>
      <p className="auth-muted">
        Every row of your data is deleted, not kept or anonymised. You can sign up again with the same e-mail later.
      </p>
      <button type="button" className="ot-button ot-button--danger" onClick={() => setOpen(true)}>
        Delete my account
      </button>
      {open && (
        <ConfirmDialog
          title="Delete your account"
          message={DELETE_QUESTION}
          onConfirm={onConfirm}
          onCancel={close}
          busy={isLoading}
          confirmLabel="Delete my account"
          busyLabel="Deleting…"
        >
          <PasswordInput id="account-delete-password" label="Password" value={password} onValueChange={setPassword} />
          {error && <Alert kind="error">{error}</Alert>}
        </ConfirmDialog>
      )}
    </>
  );
}
