import '@ontrack/shell/ui/styles.css';
import { Route, Routes } from 'react-router-dom';
import { mountStandalone } from '@ontrack/shell/platform';
import Account from './expose/Account';
import Landing from './expose/Landing';
import Plans from './expose/Plans';
import ResetPassword from './expose/ResetPassword';

function ResetFromPath() {
  const token = window.location.pathname.split('/password-reset/')[1] ?? '';
  return <ResetPassword token={token} />;
}

mountStandalone(
  <Routes>
    <Route path="/password-reset/*" element={<ResetFromPath />} />
    {/* Signed-in views: sign in on the landing page first (same origin as the API). */}
    <Route path="/plans" element={<Plans />} />
    <Route path="/account" element={<Account />} />
    <Route path="*" element={<Landing />} />
  </Routes>,
);
