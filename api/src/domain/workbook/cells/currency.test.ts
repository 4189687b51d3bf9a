import { CurrencyTally, currencyOfCell, currencyOfFormat } from './currency';

describe('currencyOfFormat (the number formats real workbooks carry)', () => {
  it.each([
    // Zero-based budget in Switzerland: the symbol sits in a locale bracket.
    ['_-* #,##0.0 [$CHF-100C]_-;-* #,##0.0 [$CHF-100C]_-;_-* "-"?? [$CHF-100C]_-;_-@_-', 'CHF'],
    // Microsoft's household template: a quoted dollar sign.
    ['"$"#,##0.00_);[Red]("$"#,##0.00)', '$'],
    // Accounting format with a bare dollar sign.
    ['_($* #,##0.00_);_($* (#,##0.00);_($* "-"??_);_(@_)', '$'],
    // German euro and British pound locale brackets.
    ['#,##0.00 [$€-407]', '€'],
    ['[$£-809]#,##0.00', '£'],
    // An escaped symbol.
    ['\\€ #,##0.00', '€'],
  ])('%s → %s', (code, currency) => {
    expect(currencyOfFormat(code)).toBe(currency);
  });

  it.each([
    // A date with a locale bracket but no symbol is no currency.
    ['[$-409]mmmm d, yyyy'],
    ['#,##0.00;[Red]-#,##0.00'],
    ['_ * #,##0.00_ ;_ * -#,##0.00_ ;_ * "-"??_ ;_ @_ '],
    ['General'],
    ['0%'],
  ])('%s names no currency', (code) => {
    expect(currencyOfFormat(code)).toBeNull();
  });
});

describe('currencyOfCell (currency text in CSV exports)', () => {
  it('reads the symbol of text amounts and nothing from numbers', () => {
    expect(currencyOfCell('$1,500.00')).toBe('$');
    expect(currencyOfCell("CHF 1'250.50")).toBe('CHF');
    expect(currencyOfCell('1.234,56 €')).toBe('€');
    expect(currencyOfCell(1500)).toBeNull();
    expect(currencyOfCell(undefined)).toBeNull();
  });
});

describe('CurrencyTally', () => {
  it('names the most frequent currency, the first seen on a tie, none when nothing was counted', () => {
    const tally = new CurrencyTally();
    expect(tally.mostFrequent()).toBeNull();
    tally.add(null);
    expect(tally.mostFrequent()).toBeNull();
    tally.add('$');
    tally.add('CHF');
    expect(tally.mostFrequent()).toBe('$');
    tally.add('CHF');
    expect(tally.mostFrequent()).toBe('CHF');
  });
});
