import { dateFormat, DEFAULT_RETIREMENT_INPUTS, moneyFormat } from '@ontrack/api/domain';
import { says } from '@ontrack/api/contracts';
import { fieldErrorText } from './field-error';
import { fieldLabels, parseForm, planChanges, sourceText, textsOf } from './retirement-form';
import { i18n } from '@ontrack/shell/platform';
import { DASHBOARD_NAMESPACE } from '../../../i18n';

import german from '../../../locales/de.json';
import spanish from '../../../locales/es.json';

const t = i18n.getFixedT('en', DASHBOARD_NAMESPACE);

/** The namespace's `language` catalogue loaded into the test's instance, and its t. */
function tIn(language: string, catalogue: object) {
  i18n.addResourceBundle(language, DASHBOARD_NAMESPACE, catalogue, true, true);
  return i18n.getFixedT(language, DASHBOARD_NAMESPACE);
}

describe('retirement form', () => {
  it('reads the texts through the API schema into inputs in dollars, percent and years', () => {
    const texts = { ...textsOf(DEFAULT_RETIREMENT_INPUTS), annualSavings: ' 20000.50 ', inflationRate: '3.25' };
    expect(parseForm(texts)).toEqual({
      inputs: { ...DEFAULT_RETIREMENT_INPUTS, annualSavings: 20000.5, inflationRate: 3.25 },
      errors: null,
    });
  });

  it("names each bad field with the API schema's key, and the ages out of order on the field to change", () => {
    const bad = parseForm({ ...textsOf(DEFAULT_RETIREMENT_INPUTS), currentAge: '', annualExpenses: '1.234' });
    expect(bad.errors).toEqual({
      currentAge: says('validation.required', { field: 'currentAge' }),
      annualExpenses: '“1.234” is not an amount. Write amounts like 1,234.56.',
    });
    expect(parseForm({ ...textsOf(DEFAULT_RETIREMENT_INPUTS), lifeExpectancy: '60' }).errors).toEqual({
      lifeExpectancy: says('validation.greaterThan', { field: 'lifeExpectancy', other: 'retirementAge', value: 65 }),
    });
    expect(parseForm({ ...textsOf(DEFAULT_RETIREMENT_INPUTS), retirementAge: '30' }).errors).toEqual({
      retirementAge: says('validation.greaterThan', { field: 'retirementAge', other: 'currentAge', value: 35 }),
    });
  });

  it("writes each problem in the interface's language with the fields' labels; its own text as it is", () => {
    const errors = {
      ...parseForm({ ...textsOf(DEFAULT_RETIREMENT_INPUTS), currentAge: '', annualExpenses: '1.234', inflationRate: '2.555' }).errors,
      ...parseForm({ ...textsOf(DEFAULT_RETIREMENT_INPUTS), retirementAge: '30' }).errors,
    };
    const written = (tOf: typeof t) => {
      const labels = fieldLabels(tOf, '$');
      return Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, fieldErrorText(error, tOf, labels)]));
    };
    expect(written(t)).toEqual({
      currentAge: 'Current age is required.',
      annualExpenses: '“1.234” is not an amount. Write amounts like 1,234.56.',
      inflationRate: 'Inflation (%) must be a number with at most two decimals.',
      retirementAge: 'Retirement age must be greater than Current age (35).',
    });
    const inGerman = written(tIn('de', german));
    expect(inGerman.currentAge).toBe('Aktuelles Alter ist erforderlich.');
    expect(inGerman.retirementAge).toBe('Renteneintrittsalter muss größer als Aktuelles Alter (35) sein.');
    expect(inGerman.inflationRate).toMatch(/muss eine Zahl mit höchstens zwei Nachkommastellen sein\.$/);
  });

  it("reads amounts the user's locale's way and writes them so; ages, rates and multiples stay plain numbers", () => {
    const euros = moneyFormat('EUR', 'de-DE');
    const texts = textsOf({ ...DEFAULT_RETIREMENT_INPUTS, annualExpenses: 48000.5 }, euros);
    expect(texts.annualExpenses).toBe('48000,5');
    expect(texts.inflationRate).toBe(String(DEFAULT_RETIREMENT_INPUTS.inflationRate));
    expect(parseForm({ ...texts, currentSavings: '250.000,75' }, euros)).toEqual({
      inputs: { ...DEFAULT_RETIREMENT_INPUTS, annualExpenses: 48000.5, currentSavings: 250000.75 },
      errors: null,
    });
    expect(parseForm({ ...texts, annualSavings: '12,345', currentAnnualIncome: '1.234.56' }, euros).errors).toEqual({
      annualSavings: '“12,345” is not an amount. Write amounts like 1.234,56.',
      currentAnnualIncome: '“1.234.56” is not an amount. Write amounts like 1.234,56.',
    });
    expect(
      parseForm(
        { ...textsOf(DEFAULT_RETIREMENT_INPUTS, moneyFormat('CHF', 'de-CH')), annualSavings: "12'000.50" },
        moneyFormat('CHF', 'de-CH'),
      ).inputs,
    ).toMatchObject({ annualSavings: 12000.5 });
  });

  it('saves a field equal to its derived value as null, so it keeps following the data', () => {
    const changes = planChanges({ ...DEFAULT_RETIREMENT_INPUTS, currentAge: 41 }, DEFAULT_RETIREMENT_INPUTS);
    expect(changes.currentAge).toBe(41);
    expect(changes.retirementAge).toBeNull();
    expect(Object.values(changes).filter((value) => value !== null)).toEqual([41]);
  });

  it('says where a value came from', () => {
    expect(sourceText('saved', t)).toBe('Your saved value');
    expect(sourceText('default', t)).toBe('Default');
    expect(sourceText('spreadsheet: Dec 2025 – Nov 2026', t)).toBe('From your spreadsheet, last 12 months (Dec 2025 – Nov 2026)');
    expect(sourceText('net worth: Retirement and Investments, latest entry Nov 1, 2026', t)).toBe(
      'From your net worth (Retirement and Investments, latest entry Nov 1, 2026)',
    );
  });

  it('writes the source from the parts the API sends, in English and German, whatever words its English source has', () => {
    const parts = {
      kind: 'spreadsheet' as const,
      from: { year: 2025, month: 12 },
      to: { year: 2026, month: 11 },
      names: ['Säule 3a', '401k'],
      annualisedFrom: 3,
    };
    // Words the reader of English sources would not know: the parts decide.
    const reworded = 'spreadsheet: the twelve months to November 2026';
    expect(sourceText(reworded, t, dateFormat('en-US'), parts)).toBe(
      'From your spreadsheet, last 12 months (Dec 2025 – Nov 2026 (Säule 3a, 401k), from 3 months of data, annualised)',
    );
    expect(sourceText(reworded, tIn('de', german), dateFormat('de-CH'), parts)).toBe(
      'Aus Ihrer Tabelle, letzte 12 Monate (Dez. 2025 – Nov. 2026 (Säule 3a, 401k), aus 3 Monaten mit Daten hochgerechnet)',
    );
    const netWorth = { kind: 'net worth' as const, categories: ['Retirement', 'Investments'], latestDate: '2026-01-15' };
    expect(sourceText('net worth: in other words', tIn('de', german), dateFormat('de-CH'), netWorth)).toBe(
      'Aus Ihrem Nettovermögen (Retirement und Investments, letzter Eintrag am 15. Jan. 2026)',
    );
  });

  it("says where a value came from in the user's language, months and dates the locale's way", () => {
    const inGerman = tIn('de', german);
    const deCh = dateFormat('de-CH');
    expect(sourceText('spreadsheet: Dec 2025 – Nov 2026, from 3 months of data, annualised', inGerman, deCh)).toBe(
      'Aus Ihrer Tabelle, letzte 12 Monate (Dez. 2025 – Nov. 2026, aus 3 Monaten mit Daten hochgerechnet)',
    );
    expect(sourceText('spreadsheet: Dec 2025 – Nov 2026 (Säule 3a, 401k), from 1 month of data, annualised', inGerman, deCh)).toBe(
      'Aus Ihrer Tabelle, letzte 12 Monate (Dez. 2025 – Nov. 2026 (Säule 3a, 401k), aus 1 Monat mit Daten hochgerechnet)',
    );
    expect(sourceText('net worth: Retirement and Investments, latest entry Jan 15, 2026', inGerman, deCh)).toBe(
      'Aus Ihrem Nettovermögen (Retirement und Investments, letzter Eintrag am 15. Jan. 2026)',
    );
    expect(sourceText('spreadsheet: Dec 2025 – Nov 2026, from 3 months of data, annualised', tIn('es', spanish), dateFormat('es-ES'))).toBe(
      'De tu hoja de cálculo, últimos 12 meses (dic 2025 – nov 2026, anualizado a partir de 3 meses de datos)',
    );
    expect(sourceText('spreadsheet: Dec 2025 – Nov 2026, from 3 months of data, annualised', t)).toBe(
      'From your spreadsheet, last 12 months (Dec 2025 – Nov 2026, from 3 months of data, annualised)',
    );
  });
});
