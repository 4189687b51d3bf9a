import { Link, Navigate, useLocation } from 'react-router-dom';
import { ACCOUNT_VIEWS, useDates, type AccountView, type Section } from '@ontrack/shell/platform';
import { LastUpdated } from '@ontrack/shell/ui';
import { RemoteView } from '../federation/RemoteView';
import { RemotePreview } from './RemotePreview';
import { DASHBOARD_PATH, pathOf, type SectionInfo } from './sections';
import { useTranslation } from 'react-i18next';
import { useSectionNames } from './section-names';

/** The heading every view of the main application starts with: focus moves to it when the view changes (MainApp). */
export const VIEW_HEADING_ID = 'ot-view-heading';

interface SectionViewProps {
  info: SectionInfo;
  onNavigate: (section: Section) => void;
  /** When the user's data was last updated; the dashboard says it beside its own figures instead. */
  lastUpdated: string | null;
  onOpenHistory: () => void;
}

/** One section or account view: its title, when the data was last updated, and its remote module. */
export function SectionView({ info, onNavigate, lastUpdated, onOpenHistory }: SectionViewProps) {
  const { t } = useTranslation();
  const { locale } = useDates();
  const { title } = useSectionNames()(info.id);
  return (
    <>
      <div className="ot-content__header">
        <h1 id={VIEW_HEADING_ID} tabIndex={-1}>
          {title}
        </h1>
        {/* The dashboard's Financial Summary says it beside the figures it dates: once is enough. */}
        {lastUpdated && info.id !== 'summary' && (
          <LastUpdated at={lastUpdated} testId="last-updated" onOpen={onOpenHistory} openLabel={t('app.showHistory')} locale={locale} />
        )}
      </div>
      <RemoteView
        remote={info.remote}
        module={info.module}
        label={title}
        props={info.remote === 'dashboard' ? { onNavigate, RemotePreview } : { onNavigate }}
      />
    </>
  );
}

/** An address under /main that names no view: said inside the app, with the way home. */
export function NotFoundView() {
  const { t } = useTranslation();
  return (
    <div className="ot-content__header ot-not-found">
      <h1 id={VIEW_HEADING_ID} tabIndex={-1}>
        {t('app.notFound')}
      </h1>
      <p>{t('app.notFoundText')}</p>
      <Link to={DASHBOARD_PATH}>{t('app.toDashboard')}</Link>
    </div>
  );
}

/**
 * `/main` opens the dashboard, replacing the address so that back does not come here again. The
 * older `/main?view=plans|account` (Stripe's cancel URL) opens that account view; any other query
 * (`?refreshUser`, a remote override) goes along.
 */
export function MainIndex() {
  const { search, hash } = useLocation();
  const params = new URLSearchParams(search);
  const view = params.get('view');
  params.delete('view');
  const accountView = (ACCOUNT_VIEWS as readonly (string | null)[]).includes(view) ? (view as AccountView) : null;
  const rest = params.toString();
  return <Navigate to={{ pathname: accountView ? pathOf(accountView) : DASHBOARD_PATH, search: rest ? `?${rest}` : '', hash }} replace />;
}
