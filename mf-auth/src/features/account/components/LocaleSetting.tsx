import { useState, type FormEvent } from 'react';
import { DEFAULT_DATE_FORMAT, canonicalLocale, dateFormat } from '@ontrack/api/domain';
import { useLocale } from '@ontrack/shell/platform';
import { FormEnd, type Notice } from './FormEnd';
import { LoadState } from './LoadState';
import { SettingSelect } from './SettingSelect';
import { useAccountLocaleQuery, useAccountSetLocaleMutation } from '../../../api/account-api';
import { failureText } from '../../../api/failure-text';
import { useAuthTranslation } from '../../../i18n';

/** The locales offered, by language; a saved one not listed shows too. Anything Intl knows is accepted by the API. */
export const LOCALE_CHOICES = [
  'en-US',
  'en-GB',
  'en-IN',
  'en-CA',
  'en-AU',
  'de-DE',
  'de-AT',
  'de-CH',
  'es-ES',
  'es-MX',
  'pt-BR',
  'pt-PT',
  'fr-FR',
  'it-IT',
  'nl-NL',
  'ja-JP',
] as const;

/** "Deutsch (Schweiz)": a locale named in itself, so its speakers find it. */
export function localeName(locale: string): string {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale);
    return name ? name.charAt(0).toLocaleUpperCase(locale) + name.slice(1) : locale;
  } catch {
    return locale;
  }
}

/** What the locale writes: `5. März 2027 · 1.234,56` for de-DE. */
function example(locale: string): string {
  const dates = locale === DEFAULT_DATE_FORMAT.locale ? DEFAULT_DATE_FORMAT : dateFormat(locale);
  return `${dates.shortDate('2027-03-05')} · ${new Intl.NumberFormat(locale, { minimumFractionDigits: 2 }).format(1234.56)}`;
}

/**
 * The user's locale (docs/decisions/language.md): what dates, numbers, amounts and the interface's
 * language follow. "As this browser is set" (null) follows `navigator.languages`.
 */
export function LocaleSetting() {
  const { t } = useAuthTranslation();
  const current = useAccountLocaleQuery();
  const [save, { isLoading: saving }] = useAccountSetLocaleMutation();
  const effective = useLocale();
  const [draft, setDraft] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);

  if (current.data === undefined) return <LoadState read={current} loading={t('locale.loading')} failed={t('locale.loadFailed')} />;

  const saved = current.data.locale;
  const choice = draft ?? saved ?? '';
  const options: string[] =
    choice && !(LOCALE_CHOICES as readonly string[]).includes(choice) ? [choice, ...LOCALE_CHOICES] : [...LOCALE_CHOICES];

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setNotice(null);
    try {
      const answer = await save({ locale: canonicalLocale(choice) }).unwrap();
      setDraft(answer.locale ?? '');
      setNotice({
        kind: 'success',
        message: answer.locale ? t('locale.saved', { name: localeName(answer.locale) }) : t('locale.savedBrowser'),
      });
    } catch (failure) {
      setNotice({ kind: 'error', message: failureText(failure, t('locale.saveFailed')) });
    }
  }

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={saving}>
      <SettingSelect
        id="account-locale"
        label={t('locale.label')}
        hint={t('locale.hint', { example: example(effective) })}
        value={choice}
        onChoose={(value) => {
          setDraft(value);
          setNotice(null);
        }}
      >
        <option value="">{t('locale.browser', { name: localeName(navigator.language || 'en-US') })}</option>
        {options.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {localeName(locale)}
          </option>
        ))}
      </SettingSelect>
      <FormEnd notice={notice} busy={saving} label={t('locale.save')} busyLabel={t('locale.saving')} />
    </form>
  );
}
