import type { Section } from '@ontrack/shell/platform';
import { ChartColumn, CircleUserRound, CreditCard, LayoutDashboard, Target, TrendingUp, Umbrella, type Icon } from '@ontrack/shell/ui';
import type { RemoteKey } from '../federation/remote-manifest';

export interface SectionInfo {
  id: Section;
  title: string;
  /** Short label for the mobile bottom bar. */
  short: string;
  /** Drawn beside the title, decorative (the title is the button's name). */
  icon: Icon;
  remote: RemoteKey;
  module: string;
}

/** The five sections of the main application, in the order of the navigation. */
export const SECTION_INFO: SectionInfo[] = [
  { id: 'summary', title: 'Dashboard', short: 'Home', icon: LayoutDashboard, remote: 'dashboard', module: 'Page' },
  { id: 'savings-goals', title: 'Savings Goals', short: 'Goals', icon: Target, remote: 'goals', module: 'Page' },
  { id: 'retirement', title: 'Retirement', short: 'Retire', icon: Umbrella, remote: 'dashboard', module: 'Retirement' },
  { id: 'spending', title: 'Spending', short: 'Spending', icon: ChartColumn, remote: 'spending', module: 'Page' },
  { id: 'net-worth', title: 'Net Worth', short: 'Net worth', icon: TrendingUp, remote: 'networth', module: 'Page' },
];

/** The account's own views, from the account menu; both are mf-auth's. */
export const ACCOUNT_VIEW_INFO: SectionInfo[] = [
  { id: 'plans', title: 'Plans & billing', short: 'Plans', icon: CreditCard, remote: 'auth', module: 'Plans' },
  { id: 'account', title: 'Account', short: 'Account', icon: CircleUserRound, remote: 'auth', module: 'Account' },
];

/** The update-data wizard's own routes; `/main/dashboard` is the final step and shows the dashboard. */
export const WIZARD_STEP_PATHS = ['/main/upload', '/main/options', '/main/categories'];
