import i18next, { type i18n as I18n } from 'i18next';
import { LANGUAGES, type Language, languageOf, preferredLocale } from './domain/locale';
import de from './locales/de.json';
import en from './locales/en.json';
import es from './locales/es.json';
import pt from './locales/pt.json';

/**
 * The API's words in the user's language (docs/decisions/language.md): error messages and e-mails
 * are keys of api/src/locales/<language>.json with their parameters, written out in the language of
 * the request they answer. English is the fallback of every key (Portuguese may miss some).
 */

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type WithoutPlural<Key extends string> = Key extends `${infer Base}_${PluralSuffix}` ? Base : Key;

/** Every key of a nested catalogue, dotted (`goals.notFound`), plural forms by their base key. */
type Keys<Catalogue> = {
  [Name in keyof Catalogue & string]: Catalogue[Name] extends string ? WithoutPlural<Name> : `${Name}.${Keys<Catalogue[Name]>}`;
}[keyof Catalogue & string];

/** A key of the English catalogue: the compiler refuses one that is not there. */
export type MessageKey = Keys<typeof en>;

/**
 * Interpolation values: text from the user's file goes in as a value, never translated; a message
 * inside a message is written in the same language. `count` picks the plural form.
 */
export type MessageValues = Readonly<Record<string, string | number | Message>>;

/** What to say, in no language yet: a catalogue key and its values. */
export interface Message {
  readonly key: MessageKey;
  readonly values?: MessageValues;
}

export const message = (key: MessageKey, values?: MessageValues): Message => ({ key, values });

const instance: I18n = i18next.createInstance();
void instance.init({
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  defaultNS: 'api',
  ns: ['api'],
  resources: { en: { api: en }, de: { api: de }, es: { api: es }, pt: { api: pt } },
  initAsync: false,
  // Answers are JSON and plain text; the e-mails' HTML escapes its values itself (escapeHtml).
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** The message written out in `language` (English where that language lacks the key). */
export function translate(text: Message, language: Language = 'en'): string {
  const values = Object.fromEntries(
    Object.entries(text.values ?? {}).map(([name, value]) => [name, typeof value === 'object' ? translate(value, language) : value]),
  );
  return instance.getFixedT(language, 'api')(text.key, { ...values, lng: language });
}

/**
 * The language to answer in: the signed-in user's locale when set, else the request's
 * `Accept-Language`, else English.
 */
export function answerLanguage(userLocale: string | null | undefined, acceptLanguage: string | undefined): Language {
  return languageOf(userLocale ?? preferredLocale(acceptLanguage));
}
