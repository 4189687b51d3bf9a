import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function Spinner({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div className="ot-loading" role="status" aria-live="polite">
      <span className="ot-spinner" aria-hidden="true" />
      <span>{label ?? t('ui.loading')}</span>
    </div>
  );
}

export function Alert({ kind, children }: { kind: 'error' | 'success' | 'info'; children: ReactNode }) {
  return (
    <div className={`ot-alert ot-alert--${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
