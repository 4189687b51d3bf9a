import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  ACCOUNT_VIEWS,
  forgetSignedInUser,
  sectionShown,
  selectSection,
  useAppDispatch,
  useAppSelector,
  useSessionLogoutMutation,
  useSessionStatusQuery,
  useSummaryTransactionAnalysisQuery,
  type Section,
} from '@ontrack/shell/platform';
import { Alert, CircleUserRound, CreditCard, LastUpdated, Modal, Upload } from '@ontrack/shell/ui';
import { RemoteView } from '../federation/RemoteView';
import { ImportHistoryDialog } from './ImportHistoryDialog';
import { SourcesDialog } from './SourcesDialog';
import { RemotePreview } from './RemotePreview';
import { AccountMenu } from './AccountMenu';
import { ACCOUNT_VIEW_INFO, SECTION_INFO, WIZARD_STEP_PATHS } from './sections';
import { TrialBanner } from './TrialBanner';
import './main-app.css';

function WizardPlaceholder({ onClose }: { onClose: () => void }) {
  return (
    <Modal title="Update Your Data" onClose={onClose}>
      <p>Reading your budget spreadsheet is on its way to OnTrack.</p>
      <div className="ot-actions">
        <button type="button" className="ot-button" onClick={onClose}>
          Close
        </button>
      </div>
    </Modal>
  );
}

/**
 * The signed-in application: sidebar (desktop) or top and bottom bars (mobile) around one of five
 * sections, switched in place; the update-data wizard opens over it on the /main/<step> routes.
 */
export function MainApp() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const section = useAppSelector(selectSection);
  const { data: session } = useSessionStatusQuery();
  const { lastUpdated } = useSummaryTransactionAnalysisQuery(undefined, {
    selectFromResult: ({ data }) => ({ lastUpdated: data?.message === 'ok' ? data.lastUpdated : null }),
  });
  const [logout, { isLoading: loggingOut }] = useSessionLogoutMutation();
  const [logoutError, setLogoutError] = useState<string | null>(null);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [sourcesOpen, setSourcesOpen] = useState(false);
  const contentRef = useRef<HTMLElement>(null);
  const current = [...SECTION_INFO, ...ACCOUNT_VIEW_INFO].find((info) => info.id === section) ?? SECTION_INFO[0];
  const wizardOpen = WIZARD_STEP_PATHS.includes(location.pathname);

  useEffect(() => {
    window.scrollTo?.(0, 0);
    if (contentRef.current) contentRef.current.scrollTop = 0;
  }, [section]);

  useEffect(() => {
    // The final workflow step lands on the dashboard.
    if (location.pathname === '/main/dashboard') dispatch(sectionShown('summary'));
  }, [location.pathname, dispatch]);

  useEffect(() => {
    // `/main?view=plans` (an "upgrade" link, Stripe's cancel URL) opens that account view in place.
    const params = new URLSearchParams(location.search);
    const view = params.get('view');
    if (!view) return;
    if ((ACCOUNT_VIEWS as readonly string[]).includes(view)) dispatch(sectionShown(view as Section));
    params.delete('view');
    const search = params.toString();
    void navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace: true });
  }, [location.pathname, location.search, dispatch, navigate]);

  const show = (id: Section) => dispatch(sectionShown(id));
  const openWizard = () => navigate('/main/upload');
  const closeWizard = () => navigate('/main', { replace: true });

  async function onLogout() {
    setLogoutError(null);
    try {
      await logout().unwrap();
      forgetSignedInUser(dispatch);
      void navigate('/', { replace: true });
    } catch {
      setLogoutError('Failed to logout');
    }
  }

  return (
    <div className="ot-main">
      <aside className="ot-sidebar" aria-label="Main navigation">
        <div className="ot-sidebar__inner">
          <div className="ot-brand">OnTrack</div>
          <nav>
            <ul>
              {SECTION_INFO.map((info) => (
                <li key={info.id}>
                  <button
                    type="button"
                    className={`ot-nav-item ${info.id === section ? 'is-active' : ''}`}
                    aria-current={info.id === section ? 'page' : undefined}
                    onClick={() => show(info.id)}
                  >
                    <info.icon size={18} /> {info.title}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          <div className="ot-sidebar__footer">
            <button type="button" className="ot-button ot-button--block" onClick={openWizard}>
              Upload Data
            </button>
            <AccountMenu user={session?.user} onOpen={show} onOpenSources={() => setSourcesOpen(true)} />
            <button type="button" className="ot-button ot-button--secondary ot-button--block" onClick={onLogout} disabled={loggingOut}>
              {loggingOut ? 'Signing out…' : 'Logout'}
            </button>
            {logoutError && <Alert kind="error">{logoutError}</Alert>}
          </div>
        </div>
      </aside>

      <header className="ot-topbar">
        <span className="ot-brand">OnTrack</span>
        <span className="ot-topbar__actions">
          <button type="button" className="ot-icon-button" aria-label="Plans & billing" onClick={() => show('plans')}>
            <CreditCard size={22} />
          </button>
          <button type="button" className="ot-icon-button" aria-label="Account" onClick={() => show('account')}>
            <CircleUserRound size={22} />
          </button>
          <button type="button" className="ot-icon-button" aria-label="Upload Data" onClick={openWizard}>
            <Upload size={22} />
          </button>
        </span>
      </header>

      <main className="ot-content" ref={contentRef}>
        <TrialBanner />
        <div className="ot-content__header">
          <h1>{current.title}</h1>
          {/* The dashboard's Financial Summary says it beside the figures it dates: once is enough. */}
          {lastUpdated && current.id !== 'summary' && (
            <LastUpdated at={lastUpdated} testId="last-updated" onOpen={() => setHistoryOpen(true)} openLabel="show the import history" />
          )}
        </div>
        <RemoteView
          key={current.id}
          remote={current.remote}
          module={current.module}
          label={current.title}
          props={current.remote === 'dashboard' ? { onNavigate: show, RemotePreview } : { onNavigate: show }}
        />
      </main>

      <nav className="ot-bottombar" aria-label="Sections">
        {SECTION_INFO.map((info) => (
          <button
            key={info.id}
            type="button"
            className={info.id === section ? 'is-active' : ''}
            aria-current={info.id === section ? 'page' : undefined}
            onClick={() => show(info.id)}
          >
            <info.icon size={20} />
            <span>{info.short}</span>
          </button>
        ))}
      </nav>

      {historyOpen && <ImportHistoryDialog onClose={() => setHistoryOpen(false)} />}
      {sourcesOpen && <SourcesDialog onClose={() => setSourcesOpen(false)} />}

      {wizardOpen && (
        <RemoteView
          remote="wizard"
          module="Wizard"
          label="The update-data wizard"
          props={{ onClose: closeWizard }}
          placeholder={<WizardPlaceholder onClose={closeWizard} />}
        />
      )}
    </div>
  );
}
