import { registerNamespace, useTranslation } from '@ontrack/shell/platform';
import english from './locales/en.json';

/**
 * mf-wizard's words (docs/decisions/language.md): the `wizard` namespace, English in the bundle,
 * the other languages fetched when active. Imported by every component that translates.
 */
export const WIZARD_NAMESPACE = 'wizard';
registerNamespace(WIZARD_NAMESPACE, english, (language) => import(`./locales/${language}.json`));

/** `t` of the `wizard` namespace (keys as in ./locales/en.json). */
export const useWizardTranslation = () => useTranslation(WIZARD_NAMESPACE);
