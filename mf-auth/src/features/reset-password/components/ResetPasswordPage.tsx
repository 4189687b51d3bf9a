import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT, PASSWORDS_DO_NOT_MATCH, RESET_SUCCESS_MESSAGE } from '@ontrack/api/contracts';
import { errorMessage } from '@ontrack/shell/platform';
import { Alert, NewPasswordFields, Spinner, useNewPassword } from '@ontrack/shell/ui';
import { useAuthResetPasswordMutation, useAuthValidateResetTokenQuery } from '../../../api/auth-api';
import { failureText } from '../../../api/failure-text';

export const RESET_REDIRECT_MS = 3000;

function decodeToken(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return '';
  }
}

function InvalidLink({ detail }: { detail: string }) {
  return (
    <div className="ot-card" data-testid="reset-invalid">
      <h1>Reset link not valid</h1>
      <Alert kind="error">{detail}</Alert>
      <p>This password reset link is invalid or has expired.</p>
      <Link to="/auth/login">Back to Login</Link>
    </div>
  );
}

/** The reset-password page: validating → invalid | form → submitting → success and redirect. */
export function ResetPasswordPage({ token: rawToken }: { token: string }) {
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
        <InvalidLink detail="Invalid reset link." />
      </div>
    );
  if (validation.isLoading)
    return (
      <div className="reset-page">
        <Spinner label="Checking your reset link…" />
      </div>
    );
  if (validation.isError)
    return (
      <div className="reset-page">
        <InvalidLink detail="Failed to validate reset token." />
      </div>
    );
  if (!validation.data?.valid)
    return (
      <div className="reset-page">
        <InvalidLink detail="Invalid or expired reset token." />
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
          <h1>Password Reset Successful</h1>
          <p>{successMessage}</p>
          <p className="auth-muted">Taking you to sign in…</p>
          <Link to="/auth/login">Login Now</Link>
        </div>
      </div>
    );
  }

  function validate(): string | null {
    if (password.length < MIN_PASSWORD_LENGTH) return PASSWORD_TOO_SHORT;
    if (password !== confirm) return PASSWORDS_DO_NOT_MATCH;
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
      const message = failureText(error, errorMessage(error, 'Failed to reset password. Please try again.'));
      // A 400 means the link itself is no good any more.
      if ((error as { status?: unknown }).status === 400) setInvalidAfterSubmit(message);
      else setFormError(message);
    }
  }

  return (
    <div className="reset-page">
      <form className="ot-card" onSubmit={onSubmit} noValidate aria-label="Choose a new password">
        <h1>Choose a new password</h1>
        {formError && <Alert kind="error">{formError}</Alert>}
        <NewPasswordFields
          ids={{ password: 'reset-new', confirm: 'reset-confirm' }}
          labels={{ password: 'New Password', confirm: 'Confirm New Password' }}
          {...fields}
        />
        <p className="auth-muted">At least {MIN_PASSWORD_LENGTH} characters.</p>
        <button type="submit" className="ot-button ot-button--block" disabled={!password || !confirm || submitting}>
          {submitting ? 'Resetting…' : 'Reset Password'}
        </button>
      </form>
    </div>
  );
}
