import { useEffect, useState } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { afterSignInPathSet, selectAfterSignInPath, useAppDispatch, useAppSelector } from '@ontrack/shell/platform';
import { RemoteView } from '../federation/RemoteView';
import { MainApp } from './MainApp';
import { DASHBOARD_PATH } from './sections';
import { SessionGate } from './SessionGate';
import { useStripRefreshUser } from './use-strip-refresh-user';
import { useTranslation } from 'react-i18next';

/** A signed-in user on the landing page moves on: to where sign-up said, else to the main app. */
function AfterSignIn() {
  const path = useAppSelector(selectAfterSignInPath);
  // Read once: clearing the stored path must not re-target the redirect.
  const [target] = useState(() => path ?? DASHBOARD_PATH);
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(afterSignInPathSet(null));
  }, [dispatch]);
  return <Navigate to={target} replace />;
}

function LandingRoute({ initialMode }: { initialMode?: 'signin' }) {
  const { t } = useTranslation();
  return <RemoteView remote="auth" module="Landing" label={t('app.signInPage')} props={initialMode ? { initialMode } : {}} />;
}

function ResetPasswordRoute() {
  // Any path under /password-reset is reachable signed out; a malformed one reads as an invalid link.
  const { '*': token = '' } = useParams();
  const { t } = useTranslation();
  return <RemoteView remote="auth" module="ResetPassword" label={t('app.passwordReset')} props={{ token }} />;
}

/** The routes. */
export function AppRoutes() {
  useStripRefreshUser();
  return (
    <Routes>
      <Route path="/password-reset/*" element={<ResetPasswordRoute />} />
      <Route path="/" element={<SessionGate signedOut={<LandingRoute />} signedIn={<AfterSignIn />} />} />
      {/* Where the reset page sends people: the landing page opened on the sign-in card. */}
      <Route path="/auth/login" element={<SessionGate signedOut={<LandingRoute initialMode="signin" />} signedIn={<AfterSignIn />} />} />
      <Route path="*" element={<SessionGate signedOut={<Navigate to="/" replace />} signedIn={<MainApp />} />} />
    </Routes>
  );
}
