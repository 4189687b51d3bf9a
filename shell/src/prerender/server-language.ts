import type { i18n as I18n } from 'i18next';
import { DEFAULT_LOCALE, canonicalLocale, languageOf, type Language } from '@ontrack/api/domain';
import { i18n } from '@ontrack/shell/platform';
import type { QueryEntry } from './first-view-state';

/**
 * The language and locale a server render speaks and formats in (docs/decisions/first-view-hydration.md),
 * by the rule the browser's app follows (shell/src/platform/use-locale.ts): the signed-in user's
 * locale (the session read), else the browser's (the request's `Accept-Language`), else en-US.
 */
export function firstViewLanguage(queries: QueryEntry[], browserLocale: string = DEFAULT_LOCALE): Language {
  const session = queries.find((entry) => entry.endpointName === 'sessionStatus')?.value as
    { logged_in?: boolean; locale?: string | null } | undefined;
  return languageOf((session?.logged_in ? canonicalLocale(session.locale) : null) ?? browserLocale);
}

/** One instance per language, sharing the platform instance's catalogues: made once, kept. */
const instances = new Map<Language, I18n>();

/**
 * The interface's i18next in `language`, for one render: the platform instance cloned (the same
 * catalogues, its own language), so renders of different languages never switch the one instance
 * the process shares. Catalogues are loaded beforehand (loadAllCatalogues).
 */
export function i18nIn(language: Language): I18n {
  let instance = instances.get(language);
  if (!instance) {
    instance = i18n.cloneInstance({ lng: language, initAsync: false });
    instances.set(language, instance);
  }
  return instance;
}
