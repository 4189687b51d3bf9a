import { useEffect, useState, type FormEvent } from 'react';
import { RESET_REQUEST_MESSAGE } from '@ontrack/api/contracts';
import { errorMessage } from '@ontrack/shell/platform';
import { Alert, FormActions, Modal } from '@ontrack/shell/ui';
import { useAuthResetRequestMutation } from '../../../api/auth-api';
import { failureText } from '../../../api/failure-text';
import { useAuthTranslation } from '../../../i18n';

export const RESET_MODAL_AUTO_CLOSE_MS = 2000;

type Status = { kind: 'idle' } | { kind: 'success'; message: string } | { kind: 'error'; message: string };

/** Reset Password: email, Cancel, Send Instructions; closes itself 2 s after success. */
export function ResetRequestModal({ onClose }: { onClose: () => void }) {
  const { t } = useAuthTranslation();
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [requestReset, { isLoading }] = useAuthResetRequestMutation();

  useEffect(() => {
    if (status.kind !== 'success') return;
    const timer = setTimeout(onClose, RESET_MODAL_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [status, onClose]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const trimmed = email.trim();
    if (!trimmed || isLoading) return;
    setStatus({ kind: 'idle' });
    try {
      const answer = await requestReset({ email: trimmed }).unwrap();
      setEmail('');
      setStatus({ kind: 'success', message: answer.message ?? RESET_REQUEST_MESSAGE });
    } catch (error) {
      setStatus({ kind: 'error', message: failureText(error, errorMessage(error, t('resetRequest.failed'))) });
    }
  }

  return (
    <Modal title={t('resetRequest.title')} onClose={onClose}>
      <form onSubmit={onSubmit} noValidate>
        <p className="auth-muted">{t('resetRequest.text')}</p>
        {status.kind === 'success' && <Alert kind="success">{status.message}</Alert>}
        {status.kind === 'error' && <Alert kind="error">{status.message}</Alert>}
        <div className="ot-field">
          <label htmlFor="reset-email">{t('signIn.email')}</label>
          <input id="reset-email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        </div>
        <FormActions
          submitLabel={isLoading ? t('resetRequest.busy') : t('resetRequest.submit')}
          onCancel={onClose}
          canSubmit={Boolean(email.trim()) && !isLoading}
        />
      </form>
    </Modal>
  );
}
