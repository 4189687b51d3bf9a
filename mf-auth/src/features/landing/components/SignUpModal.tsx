import { useState, type FormEvent } from 'react';
import { errorMessage, useCsrfToken, useWorkflowTemplatesQuery } from '@ontrack/shell/platform';
import { Alert, FormActions, Modal, NewPasswordFields, Spinner, useNewPassword } from '@ontrack/shell/ui';
import { useAuthRegisterMutation } from '../../../api/auth-api';
import { failureText } from '../../../api/failure-text';
import { EmailField } from './EmailField';
import { PricingGrid } from './PricingGrid';
import { useAuthTranslation } from '../../../i18n';

/** The sign-up dialog's id: the landing's buttons that open it name it (`data-opens-dialog`). */
export const SIGN_UP_DIALOG_ID = 'sign-up-dialog';

/**
 * Welcome to Your Financial Journey: account, template and plan. The landing keeps it in the page
 * while closed (`hidden`), so that the first view's boot script can show it at the first press
 * (shell/src/prerender/boot.ts), and mounts a fresh one after each close, so every field starts empty.
 */
export function SignUpModal({ onClose, hidden = false }: { onClose: () => void; hidden?: boolean }) {
  const { t } = useAuthTranslation();
  const [email, setEmail] = useState('');
  const { password, confirm, fields } = useNewPassword();
  const [templateId, setTemplateId] = useState('');
  const [planId, setPlanId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { failed: csrfFailed } = useCsrfToken();
  const templates = useWorkflowTemplatesQuery();
  const [register, { isLoading }] = useAuthRegisterMutation();

  const mismatch = confirm !== '' && password !== confirm;
  const canSubmit =
    email.trim() !== '' && password !== '' && confirm !== '' && templateId !== '' && planId !== null && !mismatch && !isLoading;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!canSubmit || planId === null) return;
    setError(null);
    try {
      await register({
        register_email: email.trim(),
        register_password: password,
        register_password2: confirm,
        plan_id: planId,
        template_id: templateId,
      }).unwrap();
      // Nothing to do here: the shell sees the new session and follows the answer's url.
    } catch (failure) {
      setError(failureText(failure, errorMessage(failure, t('signUp.failed'))));
    }
  }

  return (
    <Modal title={t('signUp.title')} onClose={onClose} busy={isLoading} wide hidden={hidden} id={SIGN_UP_DIALOG_ID}>
      <form onSubmit={onSubmit} noValidate className="signup">
        {csrfFailed && <Alert kind="error">{t('signUp.csrfFailed')}</Alert>}
        {error && <Alert kind="error">{error}</Alert>}

        <fieldset className="signup__section">
          <legend>{t('signUp.account')}</legend>
          <EmailField id="signup-email" value={email} onValueChange={setEmail} />
          <div className="signup__passwords">
            <NewPasswordFields
              ids={{ password: 'signup-password', confirm: 'signup-confirm' }}
              labels={{ password: t('signIn.password'), confirm: t('signUp.confirm') }}
              {...fields}
              minLength={8}
              confirmInvalid={mismatch}
              required
            />
          </div>
          {mismatch && (
            <p className="ot-field__error" role="alert">
              {t('signUp.mismatch')}
            </p>
          )}
        </fieldset>

        <fieldset className="signup__section">
          <legend>{t('signUp.templates')}</legend>
          {templates.isLoading && <Spinner label={t('signUp.templatesLoading')} />}
          {templates.isError && <Alert kind="error">{t('signUp.templatesFailed')}</Alert>}
          <div className="template-grid">
            {templates.data?.templates.map((template) => (
              <label key={template.id} className={`template-card ${templateId === template.id ? 'is-selected' : ''}`}>
                <input
                  type="radio"
                  name="template"
                  value={template.id}
                  checked={templateId === template.id}
                  onChange={() => setTemplateId(template.id)}
                />
                <span className="template-card__name">
                  {template.name}
                  {template.isDefault && <span className="template-card__tag">{t('signUp.recommended')}</span>}
                </span>
                <span className="template-card__description">{template.description}</span>
              </label>
            ))}
          </div>
        </fieldset>

        <fieldset className="signup__section">
          <legend>{t('signUp.plan')}</legend>
          <PricingGrid selectedPlanId={planId} onSelect={(plan) => setPlanId(plan.id)} />
        </fieldset>

        <p className="auth-muted signup__terms">{t('signUp.terms')}</p>
        <FormActions
          submitLabel={isLoading ? t('signUp.busy') : t('signUp.submit')}
          onCancel={onClose}
          busy={isLoading}
          canSubmit={canSubmit}
        />
      </form>
    </Modal>
  );
}
