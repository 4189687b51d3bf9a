import { useState, type FormEvent } from 'react';
import { INVALID_LOGIN } from '@ontrack/api/contracts';
import { Alert, PasswordInput } from '@ontrack/shell/ui';
import { useAuthLoginMutation } from '../../../api/auth-api';
import { failureText } from '../../../api/failure-text';
import { useAuthTranslation } from '../../../i18n';
import { EmailField } from './EmailField';

/** Email, password (show/hide), remember me, Forgot password?. */
export function SignInForm({ onForgotPassword }: { onForgotPassword: () => void }) {
  const { t } = useAuthTranslation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [login, { isLoading }] = useAuthLoginMutation();
  const canSubmit = email.trim() !== '' && password !== '' && !isLoading;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!canSubmit) return;
    setError(null);
    try {
      await login({ email: email.trim(), password, remember }).unwrap();
      // The session is now in the store; the shell moves on to /main.
    } catch (failure) {
      // A refusal never says which of the two was wrong; a throttle, a
      // server failure or no answer at all says what happened.
      setError(failureText(failure, INVALID_LOGIN));
      setPassword('');
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('signIn.form')}>
      {error && <Alert kind="error">{error}</Alert>}
      <EmailField id="signin-email" value={email} onValueChange={setEmail} />
      <PasswordInput id="signin-password" label={t('signIn.password')} value={password} onValueChange={setPassword} required />
      <div className="auth-row">
        <label className="ot-checkbox">
          <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} /> {t('signIn.remember')}
        </label>
        <button type="button" className="ot-link-button" onClick={onForgotPassword}>
          {t('signIn.forgot')}
        </button>
      </div>
      <button type="submit" className="ot-button ot-button--block" disabled={!canSubmit}>
        {isLoading ? t('signIn.busy') : t('signIn.submit')}
      </button>
    </form>
  );
}
