import type { Section } from '@ontrack/shell/platform';
import type { RemoteKey } from '../federation/remote-manifest';

export interface SectionInfo {
  id: Section;
  title: string;
  /** Short label for the mobile bottom bar. */
  short: string;
  icon: string;
  remote: RemoteKey;
  module: string;
}

/** The five sections of the main application, in the order of the navigation. */
export const SECTION_INFO: SectionInfo[] = [
  { id: 'summary', title: 'Dashboard', short: 'Home', icon: '◧', remote: 'dashboard', module: 'Page' },
  { id: 'savings-goals', title: 'Savings Goals', short: 'Goals', icon: '◎', remote: 'goals', module: 'Page' },
  { id: 'retirement', title: 'Retirement', short: 'Retire', icon: '☂', remote: 'dashboard', module: 'Retirement' },
  { id: 'spending', title: 'Spending', short: 'Spending', icon: '▤', remote: 'spending', module: 'Page' },
  { id: 'net-worth', title: 'Net Worth', short: 'Net worth', icon: '▲', remote: 'networth', module: 'Page' },
];

/** The update-data wizard's own routes; `/main/dashboard` is the final step and shows the dashboard. */
export const WIZARD_STEP_PATHS = ['/main/upload', '/main/options', '/main/categories'];
