import '@ontrack/shell/ui/styles.css';
import { Route, Routes } from 'react-router-dom';
import { mountStandalone } from '@ontrack/shell/platform';
import Landing from './expose/Landing';
import ResetPassword from './expose/ResetPassword';

function ResetFromPath() {
  const token = window.location.pathname.split('/password-reset/')[1] ?? '';
  return <ResetPassword token={token} />;
}

mountStandalone(
  <Routes>
    <Route path="/password-reset/*" element={<ResetFromPath />} />
    <Route path="*" element={<Landing />} />
  </Routes>,
);
