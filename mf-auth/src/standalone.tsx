import '@ontrack/shell/ui/styles.css';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { createAppStore } from '@ontrack/shell/platform';
import Landing from './expose/Landing';
import ResetPassword from './expose/ResetPassword';

function ResetFromPath() {
  const token = window.location.pathname.split('/password-reset/')[1] ?? '';
  return <ResetPassword token={token} />;
}

createRoot(document.getElementById('root')!).render(
  <Provider store={createAppStore()}>
    <BrowserRouter>
      <Routes>
        <Route path="/password-reset/*" element={<ResetFromPath />} />
        <Route path="*" element={<Landing />} />
      </Routes>
    </BrowserRouter>
  </Provider>,
);
