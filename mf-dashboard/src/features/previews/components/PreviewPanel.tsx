import type { ReactNode } from 'react';
import { useTranslation } from '@ontrack/shell/platform';
import { Spinner } from '@ontrack/shell/ui';
import './previews.css';
import { useTagBusy } from '../hooks/use-tag-busy';

interface PreviewPanelProps {
  /** Names the region for assistive technology ("Savings goals preview"). */
  label: string;
  /** The data the preview shows: the panel dims under a loading overlay while it reloads. */
  tag?: 'Goals' | 'Spending' | 'NetWorth';
  testId: string;
  children: ReactNode;
}

/**
 * One dashboard preview in its own panel. The preview inside loads and fails on its own; the panel
 * adds a loading overlay while its data reloads (after an upload or a change in that section).
 */
export function PreviewPanel({ label, tag, testId, children }: PreviewPanelProps) {
  const busy = useTagBusy(tag);
  const { t } = useTranslation();
  return (
    <section className="dash-panel" aria-label={label} aria-busy={busy} data-testid={testId}>
      {children}
      {busy && (
        <div className="dash-overlay dash-panel__overlay" data-testid={`${testId}-overlay`}>
          <Spinner label={t('common:ui.loading')} />
        </div>
      )}
    </section>
  );
}
