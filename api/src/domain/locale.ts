/**
 * The user's locale and the interface's language (docs/decisions/language.md): a locale is a
 * BCP 47 tag (`de-CH`, `pt-BR`, `en-IN`) that dates, month names, numbers and money follow; the
 * language is the one of the interface's catalogues the locale picks (`de` for `de-CH`).
 */

/** The interface's languages, English first: the one every other falls back to. */
export const LANGUAGES = ['en', 'de', 'es', 'pt'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language's name in itself, for the language menus. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  de: 'Deutsch',
  es: 'Español',
  pt: 'Português',
};

/** What figures follow until a locale is known: the server's first view and the tests agree on it. */
export const DEFAULT_LOCALE = 'en-US';

/** Longest tag kept (`user_options.locale` is varchar(35)); BCP 47 tags people use are far shorter. */
export const MAX_LOCALE_LENGTH = 35;

/**
 * The cookie that carries a visitor's choice on the landing's language menu
 * (shell/src/platform/use-locale.ts writes it), so the server's first view speaks it too.
 */
export const BROWSER_LOCALE_COOKIE = 'ontrack_locale';

/**
 * `text` as the canonical BCP 47 tag Intl formats with (`de-ch` → `de-CH`), or null when it is no
 * such tag (`de_DE`, ``) or names a language Intl has no data for (`german`, `xx`: well-formed,
 * but every figure would fall back to the runtime's own locale).
 */
export function canonicalLocale(text: string | null | undefined): string | null {
  const trimmed = text?.trim();
  if (!trimmed || trimmed.length > MAX_LOCALE_LENGTH) return null;
  try {
    const [tag] = Intl.getCanonicalLocales(trimmed);
    return tag && Intl.NumberFormat.supportedLocalesOf(tag).length > 0 ? tag : null;
  } catch {
    // RangeError: not a well-formed tag.
    return null;
  }
}

/** The interface language for a locale: its own if there is a catalogue (`de-AT` → `de`), English otherwise. */
export function languageOf(locale: string | null | undefined): Language {
  const tag = canonicalLocale(locale);
  if (!tag) return 'en';
  const language = new Intl.Locale(tag).language;
  return (LANGUAGES as readonly string[]).includes(language) ? (language as Language) : 'en';
}

/**
 * The first locale of a list the browser prefers (`navigator.languages`) or an `Accept-Language`
 * header (`de-CH,de;q=0.9,en;q=0.8`) that is a well-formed tag, by quality; `*` and malformed
 * entries are skipped. Null when none is.
 */
export function preferredLocale(preferences: string | readonly string[] | null | undefined): string | null {
  if (!preferences) return null;
  const entries = typeof preferences === 'string' ? acceptLanguageEntries(preferences) : preferences;
  for (const entry of entries) {
    const tag = entry === '*' ? null : canonicalLocale(entry);
    if (tag) return tag;
  }
  return null;
}

/** An `Accept-Language` header's tags, highest quality first (ties in the header's order). */
function acceptLanguageEntries(header: string): string[] {
  return header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag, ...params] = part.split(';').map((piece) => piece.trim());
      const q = params.find((param) => param.startsWith('q='));
      const quality = q === undefined ? 1 : Number(q.slice(2));
      return { tag, quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.tag !== '' && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((entry) => entry.tag);
}

/** The first day of the locale's week, 1 Monday … 7 Sunday (`Intl.Locale#getWeekInfo`, Monday where the runtime has none). */
export function firstDayOfWeek(locale: string): number {
  try {
    const intl = new Intl.Locale(locale) as Intl.Locale & {
      getWeekInfo?: () => { firstDay: number };
      weekInfo?: { firstDay: number };
    };
    return intl.getWeekInfo?.().firstDay ?? intl.weekInfo?.firstDay ?? 1;
  } catch {
    return 1;
  }
}
