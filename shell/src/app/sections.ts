import { matchPath } from 'react-router-dom';
import { PLANS_VIEW_PATH, type Section } from '@ontrack/shell/platform';
import { ChartColumn, CircleUserRound, CreditCard, LayoutDashboard, Target, TrendingUp, Umbrella, type Icon } from '@ontrack/shell/ui';
import type { RemoteKey } from '../federation/remote-manifest';

/** Where the main application opens (`/main` goes there). */
export const DASHBOARD_PATH = '/main/dashboard';

export interface SectionInfo {
  /** Its names, title and short label, are in the catalogue (section-names.ts). */
  id: Section;
  /** Drawn beside the title, decorative (the title is the link's name). */
  icon: Icon;
  /** Its address (react-router path); the view's own paths are under it. */
  path: string;
  remote: RemoteKey;
  module: string;
}

// Its list of transactions has its own address too (VIEW_ROUTES; mf-spending's SpendingScreen).
const SPENDING: SectionInfo = { id: 'spending', icon: ChartColumn, path: '/main/spending', remote: 'spending', module: 'Page' };

/** The five sections of the main application, in the order of the navigation. */
export const SECTION_INFO: SectionInfo[] = [
  { id: 'summary', icon: LayoutDashboard, path: DASHBOARD_PATH, remote: 'dashboard', module: 'Page' },
  { id: 'savings-goals', icon: Target, path: '/main/goals', remote: 'goals', module: 'Page' },
  { id: 'retirement', icon: Umbrella, path: '/main/retirement', remote: 'dashboard', module: 'Retirement' },
  SPENDING,
  { id: 'net-worth', icon: TrendingUp, path: '/main/net-worth', remote: 'networth', module: 'Page' },
];

/** The account's own views, from the account menu; both are mf-auth's. */
export const ACCOUNT_VIEW_INFO: SectionInfo[] = [
  { id: 'plans', icon: CreditCard, path: PLANS_VIEW_PATH, remote: 'auth', module: 'Plans' },
  { id: 'account', icon: CircleUserRound, path: '/main/account', remote: 'auth', module: 'Account' },
];

/** Every view the main application shows, by its id. */
export const VIEW_INFO: readonly SectionInfo[] = [...SECTION_INFO, ...ACCOUNT_VIEW_INFO];

/** The addresses of the views (react-router paths): each view's own, and Spending's list of transactions. */
export const VIEW_ROUTES: readonly { path: string; info: SectionInfo }[] = [
  ...VIEW_INFO.map((info) => ({ path: info.path, info })),
  { path: '/main/spending/transactions', info: SPENDING },
];

/** The view an address shows; undefined for any other address. */
export function viewAt(pathname: string): SectionInfo | undefined {
  return VIEW_ROUTES.find((route) => matchPath(route.path, pathname))?.info;
}

/** The address of a section or account view (the remotes' `onNavigate` names one by its id). */
export function pathOf(id: Section): string {
  return VIEW_INFO.find((info) => info.id === id)?.path ?? DASHBOARD_PATH;
}

/** The update-data wizard's own routes, over the section the user was on; `/main/dashboard` is the final step and shows the dashboard. */
export const WIZARD_STEP_PATHS = ['/main/upload', '/main/options', '/main/categories'];
