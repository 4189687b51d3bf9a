import {
  convertedTotal,
  convertMinorUnits,
  currencySymbol,
  DEFAULT_MONEY_FORMAT,
  formatMoney,
  isCurrencyCode,
  minorUnitsOf,
  moneyFormat,
  parseMoney,
} from './money-format';

/** Intl puts no-break spaces between number and symbol; the expectations are written with plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('minorUnitsOf', () => {
  it.each([
    ['USD', 2],
    ['EUR', 2],
    ['CHF', 2],
    ['INR', 2],
    ['BRL', 2],
    ['JPY', 0],
    ['BHD', 3],
  ])('%s has %p decimals', (currency, digits) => {
    expect(minorUnitsOf(currency)).toBe(digits);
  });

  it('refuses what is not an ISO 4217 code', () => {
    expect(() => minorUnitsOf('XYZ')).toThrow(RangeError);
    expect(() => minorUnitsOf('usd')).toThrow(RangeError);
    expect(isCurrencyCode('CHF')).toBe(true);
    expect(isCurrencyCode('chf')).toBe(false);
    expect(isCurrencyCode('XYZ')).toBe(false);
  });
});

describe('formatMoney', () => {
  it.each([
    [123456, 'USD', 'en-US', '$1,234.56', '$1,235'],
    [-123456, 'USD', 'en-US', '-$1,234.56', '-$1,235'],
    [123456, 'EUR', 'de-DE', '1.234,56 €', '1.235 €'],
    [-5, 'EUR', 'de-DE', '-0,05 €', '0 €'],
    [780000, 'CHF', 'de-CH', "CHF 7'800.00", "CHF 7'800"],
    [1234, 'JPY', 'ja-JP', '￥1,234', '￥1,234'],
    [1234, 'JPY', 'en-US', '¥1,234', '¥1,234'],
    [12345678, 'INR', 'en-IN', '₹1,23,456.78', '₹1,23,457'],
    [123456, 'BRL', 'pt-BR', 'R$ 1.234,56', 'R$ 1.235'],
    // Spanish groups from five digits on (CLDR's minimum grouping digits).
    [123456, 'EUR', 'es-ES', '1234,56 €', '1235 €'],
    [12345678, 'EUR', 'es-ES', '123.456,78 €', '123.457 €'],
    [1234567, 'BHD', 'en-US', 'BHD 1,234.567', 'BHD 1,235'],
  ])('%p %s in %s is %p, %p in whole units', (minor, currency, locale, exact, whole) => {
    expect(plain(formatMoney(minor, currency, locale))).toBe(exact);
    expect(plain(formatMoney(minor, currency, locale, { whole: true }))).toBe(whole);
  });

  it('formats amounts past 2^53 / 100 exactly (no float in between) and never shows −0', () => {
    expect(formatMoney(Number.MAX_SAFE_INTEGER, 'USD', 'en-US')).toBe('$90,071,992,547,409.91');
    expect(formatMoney(-40, 'USD', 'en-US', { whole: true })).toBe('$0');
    expect(formatMoney(0, 'USD', 'en-US')).toBe('$0.00');
  });

  it('refuses fractions of a minor unit and unknown currencies', () => {
    expect(() => formatMoney(1.5, 'USD', 'en-US')).toThrow(RangeError);
    expect(() => formatMoney(100, 'XYZ', 'en-US')).toThrow(RangeError);
  });
});

describe('parseMoney', () => {
  it.each([
    ['1,234.56', 'en-US', 'USD', 123456],
    ['$1,234.56', 'en-US', 'USD', 123456],
    ['-$1,234.56', 'en-US', 'USD', -123456],
    ['USD 12', 'en-US', 'USD', 1200],
    ['.5', 'en-US', 'USD', 50],
    ['1234', 'en-US', 'USD', 123400],
    ['1.234,56', 'de-DE', 'EUR', 123456],
    ['1.234,56 €', 'de-DE', 'EUR', 123456],
    ['−1.234,5 EUR', 'de-DE', 'EUR', -123450],
    ['1 234,56', 'de-DE', 'EUR', null],
    // The same text, two amounts: `.` groups thousands in de-DE, and is the decimal mark in en-US (where three decimals are refused).
    ['1.234', 'de-DE', 'EUR', 123400],
    ['1234,56', 'es-ES', 'EUR', 123456],
    ['1.234,56 €', 'es-ES', 'EUR', 123456],
    ['-12.345.678,90', 'es-ES', 'EUR', -1234567890],
    ["1'234.56", 'de-CH', 'CHF', 123456],
    ['1’234.56', 'de-CH', 'CHF', 123456],
    ['CHF 7800', 'de-CH', 'CHF', 780000],
    ['chf -12.50', 'de-CH', 'CHF', -1250],
    ['1,23,456.78', 'en-IN', 'INR', 12345678],
    ['₹1,00,000', 'en-IN', 'INR', 10000000],
    ['123,456.78', 'en-IN', 'INR', 12345678],
    ['R$ 1.234,56', 'pt-BR', 'BRL', 123456],
    ['-R$ 1.234,56', 'pt-BR', 'BRL', -123456],
    ['1.234,56-', 'pt-BR', 'BRL', -123456],
    ['￥1,234', 'ja-JP', 'JPY', 1234],
    ['¥1,234', 'en-US', 'JPY', 1234],
    ['BHD 1.234', 'en-US', 'BHD', 1234],
    ['0.5', 'en-US', 'BHD', 500],
    ['-0', 'en-US', 'USD', 0],
  ])('reads %p in %s as %s %p', (text, locale, currency, minor) => {
    const parsed = parseMoney(text, locale, currency);
    if (minor === null) expect(parsed).toHaveProperty('error');
    else expect(parsed).toEqual({ minorUnits: minor });
  });

  it.each([
    ['', 'en-US', 'USD', 'Enter an amount.'],
    ['$', 'en-US', 'USD', '"$" is not an amount. Write amounts like 1,234.56.'],
    ['1.234,56', 'en-US', 'USD', '"1.234,56" is not an amount. Write amounts like 1,234.56.'],
    ['1,234.56', 'de-DE', 'EUR', '"1,234.56" is not an amount. Write amounts like 1.234,56.'],
    ['1,23', 'en-US', 'USD', '"1,23" is not grouped as en-US groups digits. Write amounts like 1,234.56.'],
    ['1,,234', 'en-US', 'USD', '"1,,234" is not an amount. Write amounts like 1,234.56.'],
    // The comma is the decimal mark in de-DE: 1,234 is one euro and 234 thousandths.
    ['1,234', 'de-DE', 'EUR', '"1,234" has 3 decimals; EUR amounts have at most 2 decimals.'],
    ['1.234', 'en-US', 'USD', '"1.234" has 3 decimals; USD amounts have at most 2 decimals.'],
    ['1.5', 'en-US', 'JPY', '"1.5" has 1 decimal; JPY amounts have no decimals.'],
    ['€5', 'en-US', 'USD', '"€5" is not an amount. Write amounts like 1,234.56.'],
    ['--5', 'en-US', 'USD', '"--5" is not an amount. Write amounts like 1,234.56.'],
    ['99999999999999999', 'en-US', 'USD', '"99999999999999999" is too large an amount.'],
  ])('refuses %p in %s (%s) saying so', (text, locale, currency, error) => {
    expect(parseMoney(text, locale, currency)).toEqual({ error });
  });

  it('reads back what formatMoney writes', () => {
    for (const [minor, currency, locale] of [
      [-123456, 'USD', 'en-US'],
      [123456, 'EUR', 'de-DE'],
      [12345678, 'EUR', 'es-ES'],
      [780005, 'CHF', 'de-CH'],
      [1234, 'JPY', 'ja-JP'],
      [12345678, 'INR', 'en-IN'],
      [-123456, 'BRL', 'pt-BR'],
      [1234567, 'BHD', 'en-US'],
    ] as const) {
      expect(parseMoney(formatMoney(minor, currency, locale), locale, currency)).toEqual({ minorUnits: minor });
    }
  });
});

describe('convertMinorUnits', () => {
  it.each([
    // 1.25 CHF at 1.1 is 1.375 USD: half a cent up to the even 1.38; 1.15 at 1.1 is 1.265 → 1.26.
    [125, 'CHF', 'USD', '1.1', 138],
    [115, 'CHF', 'USD', '1.1', 126],
    [-125, 'CHF', 'USD', '1.1', -138],
    [-115, 'CHF', 'USD', '1.1', -126],
    [5, 'USD', 'USD', '0.5', 2],
    [15, 'USD', 'USD', '0.5', 8],
    [1, 'USD', 'USD', '0.5', 0],
    [780000, 'CHF', 'USD', '1.12', 873600],
    [1000, 'USD', 'JPY', '150.5', 1505],
    [1, 'JPY', 'USD', '0.0067', 1],
    [150, 'JPY', 'USD', '0.005', 75],
    [1234567, 'BHD', 'USD', '2.65', 327160],
    [100, 'USD', 'BHD', '0.376', 376],
    [0, 'EUR', 'USD', '1.08', 0],
  ])('%p %s in %s at %s is %p', (amount, from, to, rate, converted) => {
    expect(convertMinorUnits(amount, from, to, rate)).toBe(converted);
  });

  it('is exact where floats are not: 0.29 × 100 and a rate with many digits', () => {
    expect(convertMinorUnits(29, 'USD', 'USD', '100')).toBe(2900);
    expect(convertMinorUnits(Number.MAX_SAFE_INTEGER, 'USD', 'USD', '1')).toBe(Number.MAX_SAFE_INTEGER);
    expect(convertMinorUnits(333, 'EUR', 'USD', '1.123456789012345678')).toBe(374);
  });

  it('refuses a rate that is not decimal text or is zero, and results past 2^53', () => {
    for (const rate of ['', '1,12', '-1', '1e3', '0', '0.000', 'abc'])
      expect(() => convertMinorUnits(100, 'CHF', 'USD', rate)).toThrow(RangeError);
    expect(() => convertMinorUnits(Number.MAX_SAFE_INTEGER, 'USD', 'USD', '2')).toThrow(RangeError);
    expect(() => convertMinorUnits(1.5, 'USD', 'EUR', '1')).toThrow(RangeError);
  });
});

describe('convertedTotal', () => {
  it('is the sum of the rows each rounded once, not the converted sum', () => {
    // Each 0.05 CHF at 0.5 is 0.025 USD → 0.02 (half to even); four rows are 8 cents, where the
    // sum converted at once would be 10.
    expect(convertedTotal([5, 5, 5, 5], 'CHF', 'USD', '0.5')).toBe(8);
    expect(convertMinorUnits(20, 'CHF', 'USD', '0.5')).toBe(10);
    // Half to even rounds as often up as down: 1, 3, 5, 7 cents at 0.5 are 0, 2, 2, 4 → 8 (exact 8).
    expect(convertedTotal([1, 3, 5, 7], 'USD', 'USD', '0.5')).toBe(8);
    expect(convertedTotal([], 'USD', 'EUR', '0.9')).toBe(0);
  });
});

describe('moneyFormat: the wire amounts (major units, two decimals) as a screen shows them', () => {
  it('shows US dollars in en-US as the screens always have, whole and exact', () => {
    expect([DEFAULT_MONEY_FORMAT.whole(12345.5), DEFAULT_MONEY_FORMAT.whole(-1250.25), DEFAULT_MONEY_FORMAT.whole(-0.4)]).toEqual([
      '$12,346',
      '-$1,250',
      '$0',
    ]);
    expect([DEFAULT_MONEY_FORMAT.exact(12500.5), DEFAULT_MONEY_FORMAT.exact(-1250.75), DEFAULT_MONEY_FORMAT.exact(0.1 + 0.2)]).toEqual([
      '$12,500.50',
      '-$1,250.75',
      '$0.30',
    ]);
  });

  it('shows the home currency in the locale’s own way', () => {
    const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
    const chf = moneyFormat('CHF', 'de-CH');
    expect([chf.whole(7800), chf.exact(1234.5)].map(spaced)).toEqual(["CHF 7'800", "CHF 1'234.50"]);
    const eur = moneyFormat('EUR', 'de-DE');
    expect([eur.whole(1234.56), eur.exact(-1234.56)].map(spaced)).toEqual(['1.235 €', '-1.234,56 €']);
    const inr = moneyFormat('INR', 'en-IN');
    expect(inr.exact(123456.78)).toBe('₹1,23,456.78');
  });

  it('takes the hundredths the wire carries to the currency’s own minor units: whole yen, thousandths of a dinar', () => {
    expect(moneyFormat('JPY', 'en-US').exact(1234.5)).toBe('¥1,235');
    expect(moneyFormat('JPY', 'en-US').exact(-1234.5)).toBe('-¥1,235');
    expect(
      moneyFormat('BHD', 'en-US')
        .exact(12.34)
        .replace(/\u00a0/g, ' '),
    ).toBe('BHD 12.340');
  });
});

describe('moneyFormat.parse: typed amounts as the wire carries them', () => {
  it.each([
    ['1.234,56', 'EUR', 'de-DE', 1234.56],
    ["1'234.50", 'CHF', 'de-CH', 1234.5],
    ['1234,56 €', 'EUR', 'es-ES', 1234.56],
    ['1,23,456.78', 'INR', 'en-IN', 123456.78],
    ['￥1,234', 'JPY', 'ja-JP', 1234],
    ['R$ 1.234,56', 'BRL', 'pt-BR', 1234.56],
    ['-12.50', 'USD', 'en-US', -12.5],
  ])('reads %p (%s in %s) as %p', (text, currency, locale, amount) => {
    expect(moneyFormat(currency, locale).parse(text)).toEqual({ amount });
  });

  it('refuses, with the locale’s own example, what it cannot read for sure', () => {
    expect(moneyFormat('USD', 'en-US').parse('1.234,56')).toEqual({ error: '"1.234,56" is not an amount. Write amounts like 1,234.56.' });
    expect(moneyFormat('EUR', 'de-DE').parse('1,234.56')).toEqual({ error: '"1,234.56" is not an amount. Write amounts like 1.234,56.' });
    expect(moneyFormat('JPY', 'ja-JP').parse('12.5')).toHaveProperty('error');
  });
});

describe('currencySymbol', () => {
  it('is the symbol the format writes before or after its amounts', () => {
    expect(currencySymbol(DEFAULT_MONEY_FORMAT)).toBe('$');
    expect(currencySymbol(moneyFormat('CHF', 'en-US'))).toBe('CHF');
    expect(currencySymbol(moneyFormat('EUR', 'de-DE'))).toBe('€');
    expect(currencySymbol(moneyFormat('JPY', 'en-US'))).toBe('¥');
  });
});
