import { guessTransactionType } from './guess-type';

describe('guessTransactionType: income words in other languages', () => {
  it.each([
    ['Ingresos', 'Nómina', 'Income'],
    ['Nómina o Pensión', 'Nómina o Pensión', 'Income'],
    ['Einnahmen', 'Gehalt', 'Income'],
    ['Bank', 'Zinsen', 'Income'],
    ['Bank', 'Habenzinsen', 'Income'],
    ['Revenus', 'Salaire', 'Income'],
    ['Inkomsten', 'Rente', 'Income'],
    ['Bank', 'Intereses', 'Income'],
    ['Arbeit', 'Lohn', 'Income'],
    ['Prämien', 'Prämie', 'Income'],
  ] as const)('%s / %s → %s', (category, subcategory, expected) => {
    expect(guessTransactionType(category, subcategory)).toBe(expected);
  });

  it('reads an income word inside a longer name, accents or not', () => {
    expect(guessTransactionType('Otros', 'Nomina empresa')).toBe('Income');
    expect(guessTransactionType('Sonstiges', 'Gehalt Januar')).toBe('Income');
  });

  it('does not read an income word inside a compound (Sollzinsen is interest charged)', () => {
    expect(guessTransactionType('Bank', 'Sollzinsen')).toBe('Expense');
    expect(guessTransactionType('Bank', 'Dispozinsen')).toBe('Expense');
  });
});

describe('guessTransactionType: savings words in other languages', () => {
  it.each([
    ['Ahorro', 'Vacaciones', 'Savings'],
    ['Finanzas', 'Ahorro', 'Savings'],
    ['Depot', 'Sparplan', 'Savings'],
    ['Sparen', 'Urlaub', 'Savings'],
    ['Épargne', 'Livret A', 'Savings'],
  ] as const)('%s / %s → %s', (category, subcategory, expected) => {
    expect(guessTransactionType(category, subcategory)).toBe(expected);
  });
});

describe('guessTransactionType: money between own accounts goes before savings', () => {
  it.each([
    ['Transferencias', 'Transacción entre cuentas de ahorro', 'Ignore'],
    ['Ahorro', 'Traspaso', 'Ignore'],
    ['Ahorro', 'Traspaso a cuenta ahorro', 'Ignore'],
    ['Sparen', 'Umbuchung', 'Ignore'],
    ['Umbuchung Sparkonto', 'Umbuchung Sparkonto', 'Ignore'],
    ['Épargne', 'Virement interne', 'Ignore'],
    ['Sparen', 'Eigen rekening', 'Ignore'],
    ['Savings', 'Between own accounts', 'Ignore'],
  ] as const)('%s / %s → %s', (category, subcategory, expected) => {
    expect(guessTransactionType(category, subcategory)).toBe(expected);
  });

  it('keeps a savings name that says no own-account move a saving', () => {
    expect(guessTransactionType('Ahorro', 'Cuenta ahorro')).toBe('Savings');
  });

  it('reads a between-accounts word as Ignore even under a type column hint of money in or out', () => {
    expect(guessTransactionType('Traspaso', 'Traspaso', 'in')).toBe('Ignore');
    expect(guessTransactionType('Umbuchung', 'Umbuchung', 'out')).toBe('Ignore');
  });
});

describe('guessTransactionType: card payment whole names', () => {
  it.each([
    ['Payment/Credit', 'Payment/Credit', 'Ignore'],
    ['Payments and Credits', 'Payments and Credits', 'Ignore'],
    ['Card', 'Payment and credit', 'Ignore'],
    ['Card', 'AutoPay Payment', 'Ignore'],
  ] as const)('%s / %s → %s', (category, subcategory, expected) => {
    expect(guessTransactionType(category, subcategory)).toBe(expected);
  });

  it.each([
    ['Card', 'Card payment credit', 'Expense'],
    ['Shopping', 'Payment credit refund', 'Expense'],
  ] as const)('only the whole name: %s / %s → %s', (category, subcategory, expected) => {
    expect(guessTransactionType(category, subcategory)).toBe(expected);
  });

  it('a card payment name seen as money in (a hint `in`) is still not income', () => {
    expect(guessTransactionType('Payment/Credit', 'Payment/Credit', 'in')).toBe('Ignore');
  });
});

describe('guessTransactionType: outgoing words keep an income word from making income', () => {
  it.each([
    ['Impuestos', 'Impuesto sobre intereses', 'Expense'],
    ['Banco', 'Comisión intereses', 'Expense'],
    ['Bank', 'Gebühr Zinsen', 'Expense'],
    ['Banque', 'Frais sur intérêts', 'Expense'],
    ['Steuern', 'Kapitalertragsteuer', 'Expense'], // one compound word: no income word in it either
    ['Steuern', 'Steuer auf Zinsen', 'Expense'],
  ] as const)('%s / %s → %s', (category, subcategory, expected) => {
    expect(guessTransactionType(category, subcategory)).toBe(expected);
  });

  // A tax compound (Kapitalertragsteuer, Abgeltungsteuer) beside `Zinsen` is outgoing, not Income.
  it.each([
    ['Steuern', 'Kapitalertragsteuer auf Zinsen'],
    ['Bank', 'Abgeltungsteuer Zinsen'],
  ] as const)('a German tax compound beside an income word, %s / %s, is not Income', (category, subcategory) => {
    expect(guessTransactionType(category, subcategory)).not.toBe('Income');
  });
});
