import { currencyCodeOf, statedCurrency } from './home-currency';
import type { SheetSummary } from './workflow-store';

describe('currencyCodeOf', () => {
  it.each([
    ['CHF', 'CHF'],
    ['USD', 'USD'],
    ['EUR', 'EUR'],
    ['€', 'EUR'],
    ['£', 'GBP'],
    ['₹', 'INR'],
    ['R$', 'BRL'],
    ['A$', 'AUD'],
    ['C$', 'CAD'],
    ['₦', 'NGN'],
    ['$', null],
    ['¥', null],
    ['kr', null],
    ['XYZ', null],
    ['chf', null],
    ['', null],
    [null, null],
  ])('reads %p as %p', (stated, code) => {
    expect(currencyCodeOf(stated)).toBe(code);
  });
});

describe('statedCurrency', () => {
  const table = (name: string, currency?: string, skip?: boolean): SheetSummary => ({
    name,
    layout: 'transaction-log',
    pairs: [],
    ...(currency ? { currency } : {}),
    ...(skip ? { skip } : {}),
  });

  it('is the first chosen sheet’s, in the order chosen, that names one currency; skipped tables and other sheets say nothing', () => {
    const sheets = [table('Dollars', '$'), table('Budget'), table('Budget', '€', true), table('Budget', 'CHF'), table('Euros', '€')];
    expect(statedCurrency(sheets, ['Dollars', 'Budget', 'Euros'])).toBe('CHF');
    expect(statedCurrency(sheets, ['Euros', 'Budget'])).toBe('EUR');
    expect(statedCurrency(sheets, ['Dollars'])).toBeNull();
    expect(statedCurrency(sheets, [])).toBeNull();
  });
});
