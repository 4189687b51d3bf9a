import { registerNamespace, useTranslation } from '@ontrack/shell/platform';
import english from './locales/en.json';

/**
 * mf-spending's words (docs/decisions/language.md): the `spending` namespace, English in the
 * bundle, the other languages fetched when active. Imported by every component that translates.
 */
export const SPENDING_NAMESPACE = 'spending';
registerNamespace(SPENDING_NAMESPACE, english, (language) => import(`./locales/${language}.json`));

/** `t` of the `spending` namespace (keys as in ./locales/en.json). */
export const useSpendingTranslation = () => useTranslation(SPENDING_NAMESPACE);

/** The `t` a pure helper takes from its component. */
export type SpendingT = ReturnType<typeof useSpendingTranslation>['t'];
