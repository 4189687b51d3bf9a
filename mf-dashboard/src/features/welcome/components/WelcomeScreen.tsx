import { useId } from 'react';
import type { Section } from '@ontrack/shell/platform';
import { Target, TrendingUp, Upload, type Icon } from '@ontrack/shell/ui';
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
const CHOICES: Choice[] = [
  {
    title: 'Upload Data',
    text: 'Bring your budget spreadsheet and see where your money goes: income, expenses and savings.',
    icon: Upload,
    act: ({ onUpload }) => onUpload(),
  },
  {
    title: 'Start Goal Tracking',
    text: 'Set a savings goal and see when you will reach it at your current pace.',
    icon: Target,
    act: ({ onNavigate }) => onNavigate('savings-goals'),
  },
  {
    title: 'Track Net Worth',
    text: 'List what you own and what you owe, and follow your net worth over time.',
    icon: TrendingUp,
    act: ({ onNavigate }) => onNavigate('net-worth'),
  },
];

/** Shown while there is no analysis, no goal and no net-worth entry: asks whether the user is on track. */
export function WelcomeScreen(props: WelcomeScreenProps) {
  const headingId = useId();
  return (
    <section className="ot-card dash-welcome" aria-labelledby={headingId}>
      <h2 id={headingId}>Are you on track?</h2>
      <p className="dash-welcome__lead">Find out where your finances stand. Choose where to start; you can add the rest later.</p>
      <ul className="dash-welcome__choices">
        {CHOICES.map((choice) => (
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
