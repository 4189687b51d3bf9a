import { registerNamespace, useTranslation } from '@ontrack/shell/platform';
import english from './locales/en.json';

/**
 * mf-auth's words (docs/decisions/language.md): the `auth` namespace, English in the bundle, the
 * other languages fetched when active. Imported by every component that translates.
 */
export const AUTH_NAMESPACE = 'auth';
registerNamespace(AUTH_NAMESPACE, english, (language) => import(`./locales/${language}.json`));

/** `t` of the `auth` namespace (keys as in ./locales/en.json). */
export const useAuthTranslation = () => useTranslation(AUTH_NAMESPACE);
