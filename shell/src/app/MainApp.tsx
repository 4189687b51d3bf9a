import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import {
  forgetSignedInUser,
  useAppDispatch,
  useSessionLogoutMutation,
  useSessionStatusQuery,
  useSummaryTransactionAnalysisQuery,
  type Section,
} from '@ontrack/shell/platform';
import { Alert, CircleUserRound, CreditCard, Modal, Upload } from '@ontrack/shell/ui';
import { RemoteView } from '../federation/RemoteView';
import { ImportHistoryDialog } from './ImportHistoryDialog';
import { SourcesDialog } from './SourcesDialog';
import { AccountMenu } from './AccountMenu';
import { MainNavigation } from './MainNavigation';
import { MainIndex, NotFoundView, SectionView, VIEW_HEADING_ID } from './SectionView';
import { pathOf, SECTION_INFO, VIEW_ROUTES, viewAt, WIZARD_STEP_PATHS, type SectionInfo } from './sections';
import { TrialBanner } from './TrialBanner';
import './main-app.css';
import { useTranslation } from 'react-i18next';
import { useSectionNames } from './section-names';

function WizardPlaceholder({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal title={t('app.wizardTitle')} onClose={onClose}>
      <p>{t('app.wizardComing')}</p>
      <div className="ot-actions">
        <button type="button" className="ot-button" onClick={onClose}>
          {t('ui.close')}
        </button>
      </div>
    </Modal>
  );
}

/** The id of the main content, the "Skip to content" link's target. */
const CONTENT_ID = 'ot-content';

/**
 * The signed-in application: sidebar (desktop) or top and bottom bars (mobile) around one of five
 * sections or an account view, each at its own address (sections.ts): back and forward move
 * between them, a refresh stays, a link opens one in a new tab. The update-data wizard opens over
 * the section the user was on, on the /main/<step> routes.
 */
export function MainApp() {
  const { t } = useTranslation();
  const names = useSectionNames();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const { data: session } = useSessionStatusQuery();
  const { lastUpdated } = useSummaryTransactionAnalysisQuery(undefined, {
    selectFromResult: ({ data }) => ({ lastUpdated: data?.message === 'ok' ? data.lastUpdated : null }),
  });
  const [logout, { isLoading: loggingOut }] = useSessionLogoutMutation();
  const [logoutError, setLogoutError] = useState<string | null>(null);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [sourcesOpen, setSourcesOpen] = useState(false);
  const contentRef = useRef<HTMLElement>(null);
  const wizardOpen = WIZARD_STEP_PATHS.includes(location.pathname);
  // The section behind the wizard: the last one shown (the dashboard for a page opened on a step).
  const [behind, setBehind] = useState<SectionInfo>(SECTION_INFO[0]);
  const atView = viewAt(location.pathname);
  if (atView && atView !== behind) setBehind(atView);
  const shown = wizardOpen ? behind : atView;
  // What the content shows: a view, `/main` on its way to the dashboard, or an unknown address.
  const shownKey = shown?.id ?? (/^\/main\/?$/.test(location.pathname) ? 'index' : 'not-found');

  const previousKey = useRef(shownKey);
  useEffect(() => {
    const previous = previousKey.current;
    previousKey.current = shownKey;
    if (previous === shownKey) return;
    window.scrollTo?.(0, 0);
    if (contentRef.current) contentRef.current.scrollTop = 0;
    // A view the user went to is announced by its heading; `/main` going on to the dashboard is the page's first view.
    if (previous !== 'index') document.getElementById(VIEW_HEADING_ID)?.focus({ preventScroll: true });
  }, [shownKey]);

  const show = useCallback((id: Section) => void navigate(pathOf(id)), [navigate]);
  const openWizard = () => navigate('/main/upload');
  const closeWizard = () => navigate(behind.path, { replace: true });
  const openHistory = useCallback(() => setHistoryOpen(true), []);

  async function onLogout() {
    setLogoutError(null);
    try {
      await logout().unwrap();
      forgetSignedInUser(dispatch);
      void navigate('/', { replace: true });
    } catch {
      setLogoutError(t('app.logoutFailed'));
    }
  }

  const sectionView = (info: SectionInfo) => (
    // Keyed by the view: another view starts afresh, Spending's own addresses keep its state.
    <SectionView key={info.id} info={info} onNavigate={show} lastUpdated={lastUpdated} onOpenHistory={openHistory} />
  );

  return (
    <div className="ot-main">
      <a className="ot-skip-link" href={`#${CONTENT_ID}`}>
        {t('app.skip')}
      </a>
      <aside className="ot-sidebar" aria-label={t('app.mainNav')}>
        <div className="ot-sidebar__inner">
          <div className="ot-brand">OnTrack</div>
          <MainNavigation shown={shown?.id} variant="sidebar" />
          <div className="ot-sidebar__footer">
            <button type="button" className="ot-button ot-button--block" onClick={openWizard}>
              {t('app.upload')}
            </button>
            <AccountMenu user={session?.user} onOpenSources={() => setSourcesOpen(true)} />
            <button type="button" className="ot-button ot-button--secondary ot-button--block" onClick={onLogout} disabled={loggingOut}>
              {loggingOut ? t('app.signingOut') : t('app.logout')}
            </button>
            {logoutError && <Alert kind="error">{logoutError}</Alert>}
          </div>
        </div>
      </aside>

      <header className="ot-topbar">
        <span className="ot-brand">OnTrack</span>
        <span className="ot-topbar__actions">
          <Link className="ot-icon-button" aria-label={names('plans').title} to={pathOf('plans')}>
            <CreditCard size={22} />
          </Link>
          <Link className="ot-icon-button" aria-label={names('account').title} to={pathOf('account')}>
            <CircleUserRound size={22} />
          </Link>
          <button type="button" className="ot-icon-button" aria-label={t('app.upload')} onClick={openWizard}>
            <Upload size={22} />
          </button>
        </span>
      </header>

      <main className="ot-content" id={CONTENT_ID} tabIndex={-1} ref={contentRef}>
        <TrialBanner />
        <Routes>
          <Route path="/main" element={<MainIndex />} />
          {VIEW_ROUTES.map(({ path, info }) => (
            <Route key={path} path={path} element={sectionView(info)} />
          ))}
          {WIZARD_STEP_PATHS.map((path) => (
            <Route key={path} path={path} element={sectionView(behind)} />
          ))}
          <Route path="*" element={<NotFoundView />} />
        </Routes>
      </main>

      <MainNavigation shown={shown?.id} variant="bottombar" />

      {historyOpen && <ImportHistoryDialog onClose={() => setHistoryOpen(false)} />}
      {sourcesOpen && <SourcesDialog onClose={() => setSourcesOpen(false)} />}

      {wizardOpen && (
        <RemoteView
          remote="wizard"
          module="Wizard"
          label={t('app.wizardLabel')}
          props={{ onClose: closeWizard }}
          placeholder={<WizardPlaceholder onClose={closeWizard} />}
        />
      )}
    </div>
  );
}
