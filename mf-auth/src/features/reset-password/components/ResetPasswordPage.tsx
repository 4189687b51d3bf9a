import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { MIN_PASSWORD_LENGTH, RESET_SUCCESS_MESSAGE } from '@ontrack/api/contracts';
import { errorMessage } from '@ontrack/shell/platform';
import { Alert, NewPasswordFields, Spinner, useNewPassword } from '@ontrack/shell/ui';
import { useAuthResetPasswordMutation, useAuthValidateResetTokenQuery } from '../../../api/auth-api';
import { failureText } from '../../../api/failure-text';
import { useAuthTranslation } from '../../../i18n';

export const RESET_REDIRECT_MS = 3000;

function decodeToken(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return '';
  }
}

function InvalidLink({ detail }: { detail: string }) {
  const { t } = useAuthTranslation();
  return (
    <div className="ot-card" data-testid="reset-invalid">
      <h1>{t('reset.invalidTitle')}</h1>
      <Alert kind="error">{detail}</Alert>
      <p>{t('reset.invalidText')}</p>
      <Link to="/auth/login">{t('reset.backToLogin')}</Link>
    </div>
  );
}

/** The reset-password page: validating → invalid | form → submitting → success and redirect. */
export function ResetPasswordPage({ token: rawToken }: { token: string }) {
  const { t } = useAuthTranslation();
  const token = useMemo(() => decodeToken(rawToken), [rawToken]);
  const validation = useAuthValidateResetTokenQuery(token, { skip: token === '' });
  const [resetPassword, { isLoading: submitting }] = useAuthResetPasswordMutation();
  const navigate = useNavigate();
  const { password, confirm, fields } = useNewPassword();
  const [formError, setFormError] = useState<string | null>(null);
  const [invalidAfterSubmit, setInvalidAfterSubmit] = useState<string | null>(null);
  const [successMessage, setSuccessMessage] = useState<string | null>(null);

  useEffect(() => {
    if (successMessage === null) return;
    const timer = setTimeout(() => void navigate('/auth/login'), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [successMessage, navigate]);

  if (token === '')
    return (
      <div className="reset-page">
        <InvalidLink detail={t('reset.invalidLink')} />
      </div>
    );
  if (validation.isLoading)
    return (
      <div className="reset-page">
        <Spinner label={t('reset.checking')} />
      </div>
    );
  if (validation.isError)
    return (
      <div className="reset-page">
        <InvalidLink detail={t('reset.validateFailed')} />
      </div>
    );
  if (!validation.data?.valid)
    return (
      <div className="reset-page">
        <InvalidLink detail={t('reset.expired')} />
      </div>
    );
  if (invalidAfterSubmit)
    return (
      <div className="reset-page">
        <InvalidLink detail={invalidAfterSubmit} />
      </div>
    );

  if (successMessage !== null) {
    return (
      <div className="reset-page">
        <div className="ot-card" data-testid="reset-success">
          <h1>{t('reset.successTitle')}</h1>
          <p>{successMessage}</p>
          <p className="auth-muted">{t('reset.taking')}</p>
          <Link to="/auth/login">{t('reset.loginNow')}</Link>
        </div>
      </div>
    );
  }

  function validate(): string | null {
    if (password.length < MIN_PASSWORD_LENGTH) return t('password.tooShort', { min: MIN_PASSWORD_LENGTH });
    if (password !== confirm) return t('signUp.mismatch');
    return null;
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!password || !confirm || submitting) return;
    const problem = validate();
    setFormError(problem);
    if (problem) return;
    try {
      const answer = await resetPassword({ token, password, confirm }).unwrap();
      setSuccessMessage(answer.message ?? RESET_SUCCESS_MESSAGE);
    } catch (error) {
      const message = failureText(error, errorMessage(error, t('reset.failed')));
      // A 400 means the link itself is no good any more.
      if ((error as { status?: unknown }).status === 400) setInvalidAfterSubmit(message);
      else setFormError(message);
    }
  }

  return (
    <div className="reset-page">
      <form className="ot-card" onSubmit={onSubmit} noValidate aria-label={t('reset.title')}>
        <h1>{t('reset.title')}</h1>
        {formError && <Alert kind="error">{formError}</Alert>}
        <NewPasswordFields
          ids={{ password: 'reset-new', confirm: 'reset-confirm' }}
          labels={{ password: t('reset.new'), confirm: t('reset.confirm') }}
          {...fields}
        />
        <p className="auth-muted">{t('reset.atLeast', { count: MIN_PASSWORD_LENGTH })}</p>
        <button type="submit" className="ot-button ot-button--block" disabled={!password || !confirm || submitting}>
          {submitting ? t('reset.busy') : t('reset.submit')}
        </button>
      </form>
    </div>
  );
}
