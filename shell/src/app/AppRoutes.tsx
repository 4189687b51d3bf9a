import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { RemoteView } from '../federation/RemoteView';
import { MainApp } from './MainApp';
import { SessionGate } from './SessionGate';
import { useStripRefreshUser } from './use-strip-refresh-user';

function ResetPasswordRoute() {
  const { token = '' } = useParams();
  return <RemoteView remote="auth" module="ResetPassword" label="Password reset" props={{ token }} />;
}

/** The routes of product.md section 2. */
export function AppRoutes() {
  useStripRefreshUser();
  return (
    <Routes>
      <Route path="/password-reset" element={<ResetPasswordRoute />} />
      <Route path="/password-reset/:token" element={<ResetPasswordRoute />} />
      <Route path="/" element={<SessionGate signedOut={<RemoteView remote="auth" module="Landing" label="The sign-in page" />} signedIn={<Navigate to="/main" replace />} />} />
      {/* Where the reset page sends people: the landing page opened on the sign-in card. */}
      <Route
        path="/auth/login"
        element={<SessionGate signedOut={<RemoteView remote="auth" module="Landing" label="The sign-in page" props={{ initialMode: 'signin' }} />} signedIn={<Navigate to="/main" replace />} />}
      />
      <Route path="*" element={<SessionGate signedOut={<Navigate to="/" replace />} signedIn={<MainApp />} />} />
    </Routes>
  );
}
