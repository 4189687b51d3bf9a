import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { formatRate, parseTypedRate } from '@ontrack/api/domain';
import { useLocale } from '@ontrack/shell/platform';
import { Alert } from '@ontrack/shell/ui';
import { useWizardCurrencyRateSetMutation } from '../../../../api/rates-api';
import { stepErrorMessage } from '../../lib/step-answer';
import { useWizardTranslation } from '../../../../i18n';

interface RatePromptProps {
  /** The currency the file states. */
  currency: string;
  homeCurrency: string;
  /** The rate is kept (as the server normalised it): the step may be sent again. */
  onSaved: (rate: string) => void;
}

/**
 * Asked once per currency (the categories step answered `rate_needed`): how many units of the home
 * currency one unit of the file's currency is. Typed the user's way (`1,12` in German), checked here
 * as the server checks it, never looked up anywhere; editable later in the Account view.
 */
export function RatePrompt({ currency, homeCurrency, onSaved }: RatePromptProps) {
  const { t } = useWizardTranslation();
  const locale = useLocale();
  const inputId = useId();
  // The question replaces what Next was pressed for: the answer is typed at once.
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saveRate, { isLoading: saving }] = useWizardCurrencyRateSetMutation();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const rate = parseTypedRate(text, locale);
    if (rate === null) return setError(t('rates.invalid', { example: formatRate('1.12', locale) }));
    try {
      const kept = await saveRate({ currency, rate }).unwrap();
      onSaved(kept.rates.find((entry) => entry.currency === currency)?.rate ?? rate);
    } catch (failure) {
      setError(stepErrorMessage(failure, { failed: t('rates.failed'), unreachable: t('rates.unreachable') }));
    }
  }

  return (
    <form className="wizard-rate" aria-label={t('rates.title', { currency })} onSubmit={onSubmit} noValidate>
      <p>{t('rates.prompt', { currency, home: homeCurrency })}</p>
      <div className="wizard-rate__row">
        <label htmlFor={inputId}>{t('rates.label', { currency, home: homeCurrency })}</label>
        <input
          id={inputId}
          ref={input}
          className="ot-input wizard-rate__input"
          inputMode="decimal"
          autoComplete="off"
          value={text}
          aria-invalid={error !== null}
          onChange={(event) => setText(event.target.value)}
        />
        <span>{homeCurrency}</span>
        <button type="submit" className="ot-button" disabled={saving}>
          {saving ? t('rates.saving') : t('rates.save')}
        </button>
      </div>
      <p className="wizard-muted">{t('rates.hint')}</p>
      {error && <Alert kind="error">{error}</Alert>}
    </form>
  );
}
