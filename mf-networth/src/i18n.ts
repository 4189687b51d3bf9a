import { registerNamespace, useTranslation } from '@ontrack/shell/platform';
import english from './locales/en.json';

/**
 * mf-networth's words (docs/decisions/language.md): the `networth` namespace, English in the
 * bundle, the other languages fetched when active. Imported by every component that translates.
 */
export const NETWORTH_NAMESPACE = 'networth';
registerNamespace(NETWORTH_NAMESPACE, english, (language) => import(`./locales/${language}.json`));

/** `t` of the `networth` namespace (keys as in ./locales/en.json). */
export const useNetWorthTranslation = () => useTranslation(NETWORTH_NAMESPACE);
