import { Field } from '@ontrack/shell/ui';
import { useAuthTranslation } from '../../../i18n';

/** The e-mail address field of signing in and signing up: required, filled in by the browser's saved address. */
export function EmailField({ id, value, onValueChange }: { id: string; value: string; onValueChange: (value: string) => void }) {
  const { t } = useAuthTranslation();
  return <Field id={id} label={t('signIn.email')} type="email" autoComplete="email" value={value} onValueChange={onValueChange} required />;
}
