import { moneyFormat } from '@ontrack/api/domain';
import { amountText, readAmount } from './amount-text';
import { i18n } from './i18n';
import german from '../locales/de.json';

const euros = moneyFormat('EUR', 'de-DE');
const dollars = moneyFormat('USD', 'en-US');
const francs = moneyFormat('CHF', 'de-CH');

describe('amountText', () => {
  it("writes an input's amount with the locale's decimal mark, ungrouped, to the currency's minor unit", () => {
    expect(amountText(1234.5, euros)).toBe('1234,5');
    expect(amountText(1234.56, dollars)).toBe('1234.56');
    expect(amountText(1234.56, francs)).toBe('1234.56');
    expect(amountText(1234, moneyFormat('JPY', 'ja-JP'))).toBe('1234');
  });

  it('is read back as the same amount', () => {
    for (const money of [euros, dollars, francs]) expect(readAmount(amountText(98765.43, money), money)).toEqual({ amount: 98765.43 });
  });
});

describe('readAmount', () => {
  it("reads the locale's marks: 1.234,56 in de-DE, 1'234.56 in de-CH, 1,234.56 in en-US", () => {
    expect(readAmount('1.234,56', euros)).toEqual({ amount: 1234.56 });
    expect(readAmount(' 1234,5 € ', euros)).toEqual({ amount: 1234.5 });
    expect(readAmount("1'234.56", francs)).toEqual({ amount: 1234.56 });
    expect(readAmount('CHF 1’234.56', francs)).toEqual({ amount: 1234.56 });
    expect(readAmount('1,234.56', dollars)).toEqual({ amount: 1234.56 });
  });

  it('refuses ambiguous text with the locale’s own example, nothing guessed', () => {
    expect(readAmount('1.234,56', dollars)).toEqual({ error: '“1.234,56” is not an amount. Write amounts like 1,234.56.' });
    expect(readAmount('1,234', euros)).toEqual({ error: '“1,234” is not an amount. Write amounts like 1.234,56.' });
    expect(readAmount('12abc', francs)).toEqual({ error: "“12abc” is not an amount. Write amounts like 1'234.56." });
    expect(readAmount('  ', euros)).toEqual({ error: 'Enter an amount.' });
  });

  it("refuses in the interface's language", async () => {
    i18n.addResourceBundle('de', 'common', german, true, true);
    await i18n.changeLanguage('de');
    try {
      expect(readAmount('1,234', euros)).toEqual({ error: '„1,234“ ist kein Betrag. Schreiben Sie Beträge wie 1.234,56.' });
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
