import { useState, type FormEvent } from 'react';
import { useLocale } from '@ontrack/shell/platform';
import { FormEnd, type Notice } from './FormEnd';
import { LoadState } from './LoadState';
import { SettingSelect } from './SettingSelect';
import { useAccountHomeCurrencyQuery, useAccountSetHomeCurrencyMutation } from '../../../api/account-api';
import { failureText } from '../../../api/failure-text';
import { useAuthTranslation } from '../../../i18n';

let currencyCodes: readonly string[] | null = null;

/** Every ISO 4217 code the runtime knows (as api/src/domain/money-format.ts accepts them), by code. */
export function currencyOptions(): readonly string[] {
  currencyCodes ??= [...Intl.supportedValuesOf('currency')].sort();
  return currencyCodes;
}

const currencyNames = new Map<string, Intl.DisplayNames>();

/** "CHF — Swiss Franc" (in de-DE "CHF — Schweizer Franken"); the code alone where the runtime has no name for it. */
export function currencyLabel(code: string, locale = 'en'): string {
  let names = currencyNames.get(locale);
  if (!names) currencyNames.set(locale, (names = new Intl.DisplayNames([locale, 'en'], { type: 'currency' })));
  const name = names.of(code);
  return name && name !== code ? `${code} — ${name}` : code;
}

/** The server's own words for a refusal (`{error}` or `{message}`), else `saveFailed`. */
function refusalText(failure: unknown, saveFailed: string): string {
  const data = (failure as { data?: { error?: unknown; message?: unknown } } | undefined)?.data;
  if (typeof data?.error === 'string') return data.error;
  if (typeof data?.message === 'string') return data.message;
  return saveFailed;
}

/**
 * The user's home currency (docs/decisions/money-format.md): a select of the ISO 4217 codes, and
 * while none is set, the one their data states (`proposed`) one click away.
 */
export function HomeCurrency() {
  const { t } = useAuthTranslation();
  const locale = useLocale();
  const current = useAccountHomeCurrencyQuery();
  const [save, { isLoading: saving }] = useAccountSetHomeCurrencyMutation();
  // The user's pick; null until they pick one, the saved value showing meanwhile.
  const [draft, setDraft] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);

  if (current.data === undefined) return <LoadState read={current} loading={t('currency.loading')} failed={t('currency.loadFailed')} />;

  const saved = current.data.home_currency;
  const proposed = current.data.proposed;
  const choice = draft ?? saved ?? '';
  const codes = currencyOptions();
  // A saved code this runtime does not list still shows as chosen.
  const options = choice && !codes.includes(choice) ? [choice, ...codes] : codes;

  async function store(code: string) {
    setNotice(null);
    if (!code) return setNotice({ kind: 'error', message: t('currency.choose') });
    try {
      const answer = await save({ home_currency: code }).unwrap();
      setDraft(answer.home_currency);
      setNotice({ kind: 'success', message: t('currency.saved', { code: answer.home_currency ?? code }) });
    } catch (failure) {
      setNotice({ kind: 'error', message: failureText(failure, refusalText(failure, t('currency.saveFailed'))) });
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void store(choice);
  }

  function chooseProposed(code: string) {
    setDraft(code);
    void store(code);
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={saving}>
      <SettingSelect
        id="account-home-currency"
        label={t('currency.label')}
        hint={saved === null ? t('currency.notSet') : undefined}
        value={choice}
        onChoose={(value) => {
          setDraft(value);
          setNotice(null);
        }}
      >
        {choice === '' && <option value="">{t('currency.placeholder')}</option>}
        {options.map((code) => (
          <option key={code} value={code}>
            {currencyLabel(code, locale)}
          </option>
        ))}
      </SettingSelect>
      <FormEnd notice={notice} busy={saving} label={t('currency.save')} busyLabel={t('currency.saving')}>
        {saved === null && proposed && (
          <button type="button" className="ot-button ot-button--secondary" onClick={() => chooseProposed(proposed)} disabled={saving}>
            {t('currency.useProposed', { code: proposed })}
          </button>
        )}
      </FormEnd>
    </form>
  );
}
