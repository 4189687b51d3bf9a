// The sheet every screen of this remote shares; first, so that the features' own sheets, loaded
// with their components below, override it where they mean to (e.g. `.dash-panel__overlay`).
import './base.css';
import { useNavigate } from 'react-router-dom';
import type { PreviewRemote, SectionProps } from '@ontrack/shell/platform';
import { Spinner } from '@ontrack/shell/ui';
import { useDashboardTranslation } from '../i18n';
import { useDashboardCountsQuery } from '../api/summary-api';
import { useRefreshOnDataUpdate } from '../features/dashboard/hooks/use-refresh-on-data-update';
import { dashboardMode, sourceState } from '../features/dashboard/lib/dashboard-mode';
import { PreviewPanel } from '../features/previews/components/PreviewPanel';
import { RetirementPreview } from '../features/retirement/components/RetirementPreview';
import { FinancialSummary } from '../features/summary/components/FinancialSummary';
import { WelcomeScreen } from '../features/welcome/components/WelcomeScreen';
import './dashboard.css';

/** The first step of the update-data wizard (a shell route). */
export const UPLOAD_PATH = '/main/upload';

/**
 * The Dashboard section: the welcome screen for a user with nothing yet, else the Financial Summary
 * and the previews. The goals, spending and net-worth previews are those remotes' own `./Preview`,
 * rendered through the shell's RemotePreview, each in its own boundary: one that is down degrades
 * alone, and this remote never loads another.
 */
export function Dashboard({ onNavigate, RemotePreview }: SectionProps) {
  const { t } = useDashboardTranslation();
  const navigate = useNavigate();
  useRefreshOnDataUpdate();
  // Goals and entries change in other sections (or another tab): counted afresh whenever the dashboard shows.
  const counts = useDashboardCountsQuery(undefined, { refetchOnMountOrArgChange: true });
  const mode = dashboardMode({
    analysis: sourceState(counts, (answer) => answer.has_analysis),
    goals: sourceState(counts, (answer) => answer.goals > 0),
    netWorth: sourceState(counts, (answer) => answer.networth_entries > 0),
  });

  const openWizard = () => navigate(UPLOAD_PATH);
  if (mode === 'loading') return <Spinner label={t('page.loading')} />;
  if (mode === 'welcome') return <WelcomeScreen onUpload={openWizard} onNavigate={onNavigate} />;

  const preview = (remote: PreviewRemote) =>
    RemotePreview ? <RemotePreview remote={remote} props={{ onNavigate }} /> : <p className="ot-placeholder">{t('page.placeholder')}</p>;

  return (
    <div className="dash">
      <FinancialSummary onUpload={openWizard} />
      <div className="dash-row">
        <PreviewPanel label={t('page.goalsPreview')} tag="Goals" testId="preview-goals">
          {preview('goals')}
        </PreviewPanel>
        <PreviewPanel label={t('page.spendingPreview')} tag="Spending" testId="preview-spending">
          {preview('spending')}
        </PreviewPanel>
      </div>
      <div className="dash-row">
        <PreviewPanel label={t('page.networthPreview')} tag="NetWorth" testId="preview-networth">
          {preview('networth')}
        </PreviewPanel>
        <PreviewPanel label={t('page.retirementPreview')} testId="preview-retirement">
          <RetirementPreview onNavigate={onNavigate} />
        </PreviewPanel>
      </div>
    </div>
  );
}

/** `mf_dashboard/Page`: the Dashboard section; the shell passes RemotePreview for the previews. */
export default function PageExpose(props: SectionProps) {
  return <Dashboard {...props} />;
}
