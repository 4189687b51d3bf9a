import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '@ontrack/api/domain';
import commonEnglish from '../locales/en.json';

/**
 * The interface's one i18next instance (docs/decisions/language.md), shared by the shell and every
 * remote through this platform singleton (and react-i18next, a shared singleton in
 * shell/federation/shared.ts). Each package registers its namespace (`common` in the shell, one per
 * remote) with its English catalogue in hand (the fallback) and a loader of its other languages:
 * only the active language's catalogues are fetched. The server's first view speaks the request's
 * language, with every catalogue loaded once at start (loadAllCatalogues, shell/src/prerender/server.tsx).
 */

/** A catalogue: keys to texts or to nested catalogues (`landing.title`). */
export interface Catalogue {
  readonly [key: string]: string | Catalogue;
}

/** `import(`../locales/${language}.json`)`: a chunk per language, fetched when it becomes active. */
export type CatalogueLoader = (language: Exclude<Language, 'en'>) => Promise<{ default: Catalogue }>;

export const i18n: I18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  ns: [],
  defaultNS: 'common',
  resources: {},
  initAsync: false,
  // React escapes what it renders; text from the user's file stays as written.
  interpolation: { escapeValue: false },
  // Components re-render when a namespace's catalogue arrives (a remote loaded after the switch).
  react: { useSuspense: false, bindI18n: 'languageChanged', bindI18nStore: 'added' },
});

const loaders = new Map<string, CatalogueLoader>();

async function loadNamespace(language: Language, namespace: string): Promise<void> {
  const loader = loaders.get(namespace);
  if (language === 'en' || !loader || i18n.hasResourceBundle(language, namespace)) return;
  const { default: catalogue } = await loader(language);
  i18n.addResourceBundle(language, namespace, catalogue, true, true);
}

/**
 * A package's namespace: its English catalogue now, its other languages by `load` when active.
 * Registering again (a module evaluated twice in tests) keeps the first.
 */
export function registerNamespace(namespace: string, english: Catalogue, load: CatalogueLoader): void {
  if (loaders.has(namespace)) return;
  loaders.set(namespace, load);
  i18n.addResourceBundle('en', namespace, english);
  // A remote loaded after the switch fetches its catalogue of the language already active.
  void loadNamespace(i18n.language as Language, namespace).catch(() => undefined);
}

/**
 * Every registered namespace's catalogue of every language, for the server's first views (their
 * server bundles hold the catalogues: shell/federation/server-render.ts makes one file of them).
 */
export async function loadAllCatalogues(): Promise<void> {
  const loads = LANGUAGES.flatMap((language) => [...loaders.keys()].map((namespace) => loadNamespace(language, namespace)));
  await Promise.all(loads);
}

let requested: Language = 'en';
let shown: Language | null = null;

/**
 * The language the interface shows once `setLanguage` has chosen it (null before: the browser's
 * own `Accept-Language` stands). The API answers its messages in it (base-api.ts).
 */
export const shownLanguage = (): Language | null => shown;

/**
 * Switches the interface to `language` once its registered catalogues are loaded (a catalogue that
 * fails to load shows English); a later switch wins over one still loading. Sets `<html lang>`.
 */
export async function setLanguage(language: Language): Promise<void> {
  requested = language;
  await Promise.all([...loaders.keys()].map((namespace) => loadNamespace(language, namespace).catch(() => undefined)));
  if (requested !== language) return;
  await i18n.changeLanguage(language);
  shown = language;
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** The shell's own namespace: the shared components' words (shell/src/ui) and the app's. */
export const COMMON_NAMESPACE = 'common';
registerNamespace(COMMON_NAMESPACE, commonEnglish, (language) => import(`../locales/${language}.json`));
