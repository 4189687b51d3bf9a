import { useId, useState, type FormEvent } from 'react';
import type { CurrencyRateDto } from '@ontrack/api/contracts';
import { formatRate, parseTypedRate } from '@ontrack/api/domain';
import { useLocale } from '@ontrack/shell/platform';
import { FormEnd, type Notice } from './FormEnd';
import { useAccountRatesQuery, useAccountSetRateMutation } from '../../../api/rates-api';
import { failureText } from '../../../api/failure-text';
import { useAuthTranslation } from '../../../i18n';

/**
 * The rates the user gave for files in other currencies than their home currency (asked once by the
 * wizard, api/src/services/currency-rates.ts), each changeable here: a new rate counts the rows in
 * that currency anew. Nothing is looked up. Says nothing until there is a rate.
 */
export function CurrencyRates() {
  const { t } = useAuthTranslation();
  const rates = useAccountRatesQuery();
  const home = rates.data?.home_currency;
  if (rates.isError) return <p className="auth-muted">{t('rates.loadFailed')}</p>;
  if (!home || !rates.data || rates.data.rates.length === 0) return null;
  return (
    <div className="account-rates">
      <h3>{t('rates.title')}</h3>
      <p className="auth-muted">{t('rates.hint')}</p>
      {rates.data.rates.map((entry) => (
        <RateForm key={entry.currency} entry={entry} home={home} />
      ))}
    </div>
  );
}

function RateForm({ entry, home }: { entry: CurrencyRateDto; home: string }) {
  const { t } = useAuthTranslation();
  const locale = useLocale();
  const inputId = useId();
  const [text, setText] = useState(() => formatRate(entry.rate, locale));
  const [notice, setNotice] = useState<Notice>(null);
  const [save, { isLoading: saving }] = useAccountSetRateMutation();
  const values = { currency: entry.currency, home };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setNotice(null);
    const rate = parseTypedRate(text, locale);
    if (rate === null) return setNotice({ kind: 'error', message: t('rates.invalid', { example: formatRate('1.12', locale) }) });
    try {
      const answer = await save({ currency: entry.currency, rate }).unwrap();
      const kept = answer.rates.find((saved) => saved.currency === entry.currency)?.rate ?? rate;
      setText(formatRate(kept, locale));
      setNotice({ kind: 'success', message: t('rates.saved', { ...values, rate: formatRate(kept, locale) }) });
    } catch (failure) {
      const data = (failure as { data?: { error?: unknown } } | undefined)?.data;
      setNotice({ kind: 'error', message: failureText(failure, typeof data?.error === 'string' ? data.error : t('rates.saveFailed')) });
    }
  }

  return (
    <form className="account-rate" onSubmit={onSubmit} noValidate aria-busy={saving} aria-label={t('rates.formName', values)}>
      <p>{t('rates.convertedAt', { ...values, rate: formatRate(entry.rate, locale) })}</p>
      <div className="account-rate__row">
        <label htmlFor={inputId}>{t('rates.label', values)}</label>
        <input
          id={inputId}
          className="ot-input account-rate__input"
          inputMode="decimal"
          autoComplete="off"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <span>{home}</span>
      </div>
      <FormEnd notice={notice} busy={saving} label={t('rates.save')} busyLabel={t('rates.saving')} />
    </form>
  );
}
