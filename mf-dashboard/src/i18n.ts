import { registerNamespace, useTranslation } from '@ontrack/shell/platform';
import english from './locales/en.json';

/**
 * mf-dashboard's words (docs/decisions/language.md): the `dashboard` namespace (the dashboard, the
 * financial summary and the retirement planner), English in the bundle, the other languages fetched
 * when active. Imported by every component that translates.
 */
export const DASHBOARD_NAMESPACE = 'dashboard';
registerNamespace(DASHBOARD_NAMESPACE, english, (language) => import(`./locales/${language}.json`));

/** `t` of the `dashboard` namespace (keys as in ./locales/en.json). */
export const useDashboardTranslation = () => useTranslation(DASHBOARD_NAMESPACE);

/** The `t` a pure helper takes from its component. */
export type DashboardT = ReturnType<typeof useDashboardTranslation>['t'];
