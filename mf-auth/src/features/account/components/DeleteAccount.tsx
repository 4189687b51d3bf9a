import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage, forgetSignedInUser, useAppDispatch } from '@ontrack/shell/platform';
import { Alert, ConfirmDialog, PasswordInput } from '@ontrack/shell/ui';
import { useAccountDeleteMutation } from '../../../api/account-api';
import { failureText } from '../../../api/failure-text';
import { useAuthTranslation } from '../../../i18n';

/** Delete my account: a confirmation dialog asking for the password; on success, back to the landing page. */
export function DeleteAccount() {
  const { t } = useAuthTranslation();
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
    if (!password) return setError(t('delete.passwordNeeded'));
    try {
      await remove({ password }).unwrap();
      // Nothing of this user stays in the tab.
      forgetSignedInUser(dispatch);
      void navigate('/', { replace: true });
    } catch (failure) {
      setError(failureText(failure, errorMessage(failure, t('delete.failed'))));
    }
  }

  return (
    <>
      <p className="auth-muted">{t('delete.text')}</p>
      <button type="button" className="ot-button ot-button--danger" onClick={() => setOpen(true)}>
        {t('delete.button')}
      </button>
      {open && (
        <ConfirmDialog
          title={t('delete.title')}
          message={t('delete.question')}
          onConfirm={onConfirm}
          onCancel={close}
          busy={isLoading}
          confirmLabel={t('delete.button')}
          busyLabel={t('delete.busy')}
        >
          <PasswordInput id="account-delete-password" label={t('signIn.password')} value={password} onValueChange={setPassword} />
          {error && <Alert kind="error">{error}</Alert>}
        </ConfirmDialog>
      )}
    </>
  );
}
