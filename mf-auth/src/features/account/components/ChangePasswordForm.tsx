import { useState, type FormEvent } from 'react';
import { MIN_PASSWORD_LENGTH } from '@ontrack/api/contracts';
import { NewPasswordFields, PasswordInput, useNewPassword } from '@ontrack/shell/ui';
import { useAccountChangePasswordMutation } from '../../../api/account-api';
import { failureText } from '../../../api/failure-text';
import { errorMessage } from '@ontrack/shell/platform';
import { useAuthTranslation } from '../../../i18n';
import { FormEnd, type Notice } from './FormEnd';

/** Change of password: the current one, then the new one twice (the reset rules). */
export function ChangePasswordForm() {
  const { t } = useAuthTranslation();
  const [current, setCurrent] = useState('');
  const { password: next, confirm, fields, clear } = useNewPassword();
  const [notice, setNotice] = useState<Notice>(null);
  const [change, { isLoading }] = useAccountChangePasswordMutation();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setNotice(null);
    if (!current) return setNotice({ kind: 'error', message: t('password.currentRequired') });
    if (next.length < MIN_PASSWORD_LENGTH)
      return setNotice({ kind: 'error', message: t('password.tooShort', { min: MIN_PASSWORD_LENGTH }) });
    if (next !== confirm) return setNotice({ kind: 'error', message: t('signUp.mismatch') });
    try {
      const answer = await change({ current_password: current, new_password: next, confirm_password: confirm }).unwrap();
      setCurrent('');
      clear();
      setNotice({ kind: 'success', message: answer.message ?? t('password.changed') });
    } catch (error) {
      setNotice({ kind: 'error', message: failureText(error, errorMessage(error, t('password.failed'))) });
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('password.form')}>
      <PasswordInput id="account-current-password" label={t('password.current')} value={current} onValueChange={setCurrent} />
      <NewPasswordFields
        ids={{ password: 'account-new-password', confirm: 'account-confirm-password' }}
        labels={{ password: t('password.new'), confirm: t('password.confirm') }}
        {...fields}
      />
      <FormEnd notice={notice} busy={isLoading} label={t('password.submit')} busyLabel={t('password.busy')} />
    </form>
  );
}
