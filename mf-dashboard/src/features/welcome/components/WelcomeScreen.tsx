import { useId } from 'react';
import type { Section } from '@ontrack/shell/platform';
import { Target, TrendingUp, Upload, type Icon } from '@ontrack/shell/ui';
import { useDashboardTranslation, type DashboardT } from '../../../i18n';
import './welcome.css';

interface WelcomeScreenProps {
  /** Opens the update-data wizard. */
  onUpload: () => void;
  onNavigate: (section: Section) => void;
}

interface Choice {
  title: string;
  text: string;
  /** Decorative: the button below names the choice. */
  icon: Icon;
  act: (props: WelcomeScreenProps) => void;
}

/** The three ways in: spending via an upload, goals, net worth. */
function choices(t: DashboardT): Choice[] {
  return [
    { title: t('welcome.upload'), text: t('welcome.uploadText'), icon: Upload, act: ({ onUpload }) => onUpload() },
    {
      title: t('welcome.goals'),
      text: t('welcome.goalsText'),
      icon: Target,
      act: ({ onNavigate }) => onNavigate('savings-goals'),
    },
    {
      title: t('welcome.networth'),
      text: t('welcome.networthText'),
      icon: TrendingUp,
      act: ({ onNavigate }) => onNavigate('net-worth'),
    },
  ];
}

/** Shown while there is no analysis, no goal and no net-worth entry: asks whether the user is on track. */
export function WelcomeScreen(props: WelcomeScreenProps) {
  const headingId = useId();
  const { t } = useDashboardTranslation();
  return (
    <section className="ot-card dash-welcome" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('welcome.title')}</h2>
      <p className="dash-welcome__lead">{t('welcome.lead')}</p>
      <ul className="dash-welcome__choices">
        {choices(t).map((choice) => (
          <li key={choice.title} className="dash-welcome__choice">
            <choice.icon className="dash-welcome__icon" size={32} />
            <p>{choice.text}</p>
            <button type="button" className="ot-button" onClick={() => choice.act(props)}>
              {choice.title}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
