import { useState, type FormEvent } from 'react';
import { Alert, FormField, Spinner } from '@ontrack/shell/ui';
import { useAccountHomeCurrencyQuery, useAccountSetHomeCurrencyMutation } from '../../../api/account-api';
import { failureText } from '../../../api/failure-text';

export const NOT_SET_NOTE = 'Not set yet: figures show in US dollars';
export const LOAD_FAILED = 'Your home currency could not be loaded.';
export const SAVE_FAILED = 'Your home currency could not be saved.';

let currencyCodes: readonly string[] | null = null;

/** Every ISO 4217 code the runtime knows (as api/src/domain/money-format.ts accepts them), by code. */
export function currencyOptions(): readonly string[] {
  currencyCodes ??= [...Intl.supportedValuesOf('currency')].sort();
  return currencyCodes;
}

let currencyNames: Intl.DisplayNames | null = null;

/** "CHF — Swiss Franc"; the code alone where the runtime has no name for it. */
export function currencyLabel(code: string): string {
  currencyNames ??= new Intl.DisplayNames(['en'], { type: 'currency' });
  const name = currencyNames.of(code);
  return name && name !== code ? `${code} — ${name}` : code;
}

/** The server's own words for a refusal (`{error}` or `{message}`), else SAVE_FAILED. */
function refusalText(failure: unknown): string {
  const data = (failure as { data?: { error?: unknown; message?: unknown } } | undefined)?.data;
  if (typeof data?.error === 'string') return data.error;
  if (typeof data?.message === 'string') return data.message;
  return SAVE_FAILED;
}

type Notice = { kind: 'error' | 'success'; message: string } | null;

/**
 * The user's home currency (docs/decisions/money-format.md): a select of the ISO 4217 codes, and
 * while none is set, the one their data states (`proposed`) one click away.
 */
export function HomeCurrency() {
  const current = useAccountHomeCurrencyQuery();
  const [save, { isLoading: saving }] = useAccountSetHomeCurrencyMutation();
  // The user's pick; null until they pick one, the saved value showing meanwhile.
  const [draft, setDraft] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);

  if (current.data === undefined) {
    if (current.isError) {
      return (
        <>
          <Alert kind="error">{LOAD_FAILED}</Alert>
          <div className="ot-actions">
            <button
              type="button"
              className="ot-button ot-button--secondary"
              onClick={() => void current.refetch()}
              disabled={current.isFetching}
            >
              {current.isFetching ? 'Retrying…' : 'Retry'}
            </button>
          </div>
        </>
      );
    }
    return <Spinner label="Loading your home currency…" />;
  }

  const saved = current.data.home_currency;
  const proposed = current.data.proposed;
  const choice = draft ?? saved ?? '';
  const codes = currencyOptions();
  // A saved code this runtime does not list still shows as chosen.
  const options = choice && !codes.includes(choice) ? [choice, ...codes] : codes;

  async function store(code: string) {
    setNotice(null);
    if (!code) return setNotice({ kind: 'error', message: 'Choose a currency to save.' });
    try {
      const answer = await save({ home_currency: code }).unwrap();
      setDraft(answer.home_currency);
      setNotice({ kind: 'success', message: `Home currency saved: ${answer.home_currency ?? code}.` });
    } catch (failure) {
      setNotice({ kind: 'error', message: failureText(failure, refusalText(failure)) });
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
      <FormField id="account-home-currency" label="Your home currency" hint={saved === null ? NOT_SET_NOTE : undefined}>
        {(control) => (
          <select
            {...control}
            value={choice}
            onChange={(event) => {
              setDraft(event.target.value);
              setNotice(null);
            }}
          >
            {choice === '' && <option value="">Choose a currency…</option>}
            {options.map((code) => (
              <option key={code} value={code}>
                {currencyLabel(code)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {notice && <Alert kind={notice.kind}>{notice.message}</Alert>}
      <div className="ot-actions">
        {saved === null && proposed && (
          <button type="button" className="ot-button ot-button--secondary" onClick={() => chooseProposed(proposed)} disabled={saving}>
            Use {proposed} (found in your data)
          </button>
        )}
        <button type="submit" className="ot-button" disabled={saving}>
          {saving ? 'Saving…' : 'Save'}
        </button>
      </div>
    </form>
  );
}
