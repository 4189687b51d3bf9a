import { useEffect } from 'react';
import { languageOf } from '@ontrack/api/domain';
import { setLanguage } from './i18n';
import { useLocale } from './use-locale';

/**
 * Keeps the interface's language (and `<html lang>`) on the user's locale (use-locale.ts): rendered
 * once at the root of the app. After hydration: the first render speaks the server's language, which
 * the app switched to before hydrating (shell/src/prerender/hydrate.tsx).
 */
export function LanguageSync(): null {
  const language = languageOf(useLocale());
  useEffect(() => {
    void setLanguage(language);
  }, [language]);
  return null;
}
