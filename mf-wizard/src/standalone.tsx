import '@ontrack/shell/ui/styles.css';
import { Link, Route, Routes, useNavigate } from 'react-router-dom';
import { mountStandalone } from '@ontrack/shell/platform';
import Wizard from './expose/Wizard';

/** Stands in for the shell's main app: the wizard opens over it, and closing comes back here. */
function MainStandIn({ note }: { note: string }) {
  return (
    <main style={{ maxWidth: 640, margin: '3rem auto', padding: '0 1rem' }}>
      <h1>OnTrack wizard preview</h1>
      <p>{note}</p>
      <Link className="ot-button" to="/main/upload">
        Upload Data
      </Link>
    </main>
  );
}

function WizardRoute() {
  const navigate = useNavigate();
  return (
    <>
      <MainStandIn note="The main application shows here." />
      <Wizard onClose={() => navigate('/main', { replace: true })} />
    </>
  );
}

mountStandalone(
  <Routes>
    <Route path="/main/dashboard" element={<MainStandIn note="The dashboard shows here: the wizard finished." />} />
    <Route path="/main/:step" element={<WizardRoute />} />
    <Route path="*" element={<MainStandIn note="Sign in on the shell (same origin) first; this preview uses its session." />} />
  </Routes>,
);
