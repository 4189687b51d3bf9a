import { LANGUAGES, LANGUAGE_NAMES, languageOf } from '@ontrack/api/domain';
import { chooseBrowserLocale, useLocale, useTranslation } from '@ontrack/shell/platform';

/**
 * The landing's language menu: a visitor's choice, kept by this browser (use-locale.ts). Each
 * language is named in itself, so anyone finds their own whatever the page speaks.
 */
export function LanguageMenu() {
  const { t } = useTranslation();
  const language = languageOf(useLocale());
  return (
    <select
      className="language-menu"
      value={language}
      onChange={(event) => chooseBrowserLocale(event.target.value)}
      aria-label={t('common:language.label')}
    >
      {LANGUAGES.map((code) => (
        <option key={code} value={code} lang={code}>
          {LANGUAGE_NAMES[code]}
        </option>
      ))}
    </select>
  );
}
