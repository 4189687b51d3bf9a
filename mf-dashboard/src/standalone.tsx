import '@ontrack/shell/ui/styles.css';
import { useState } from 'react';
import { mountStandalone, type PreviewProps, type PreviewRemote, type Section } from '@ontrack/shell/platform';
import DashboardPage from './expose/Page';
import RetirementPage from './expose/Retirement';

const STAND_IN_TITLES: Record<PreviewRemote, string> = { goals: 'Savings goals', spending: 'Spending', networth: 'Net worth' };
const STAND_IN_SECTIONS: Record<PreviewRemote, Section> = { goals: 'savings-goals', spending: 'spending', networth: 'net-worth' };

/** Stands in for the shell's RemotePreview: this preview does not load other remotes. */
function StandInPreview({ remote, props }: { remote: PreviewRemote; props: PreviewProps }) {
  return (
    <div className="ot-card">
      <h3>{STAND_IN_TITLES[remote]} preview</h3>
      <p className="dash-muted">The {remote} remote&apos;s preview shows here inside the shell.</p>
      <button type="button" className="ot-button ot-button--secondary" onClick={() => props.onNavigate(STAND_IN_SECTIONS[remote])}>
        Open {STAND_IN_TITLES[remote]}
      </button>
    </div>
  );
}

/**
 * Standalone preview of this remote against the API it is served with (sign in through the shell
 * on the same origin first). The dashboard shows; Open Retirement switches to the retirement
 * screen, and any other section is named at the top in place of switching.
 */
function Standalone() {
  const [section, setSection] = useState<Section>('summary');
  return (
    <main style={{ padding: '2rem clamp(1rem, 3vw, 2.5rem)' }}>
      <p>
        Section: <strong>{section}</strong>{' '}
        {section !== 'summary' && (
          <button type="button" className="ot-link-button" onClick={() => setSection('summary')}>
            Back to the dashboard
          </button>
        )}
      </p>
      {section === 'retirement' ? (
        <RetirementPage onNavigate={setSection} />
      ) : (
        <DashboardPage onNavigate={setSection} RemotePreview={StandInPreview} />
      )}
    </main>
  );
}

mountStandalone(<Standalone />);
