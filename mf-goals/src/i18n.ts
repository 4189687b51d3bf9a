import { registerNamespace, useTranslation } from '@ontrack/shell/platform';
import english from './locales/en.json';

/**
 * mf-goals' words (docs/decisions/language.md): the `goals` namespace, English in the bundle, the
 * other languages fetched when active. Imported by every component that translates.
 */
export const GOALS_NAMESPACE = 'goals';
registerNamespace(GOALS_NAMESPACE, english, (language) => import(`./locales/${language}.json`));

/** `t` of the `goals` namespace (keys as in ./locales/en.json). */
export const useGoalsTranslation = () => useTranslation(GOALS_NAMESPACE);
