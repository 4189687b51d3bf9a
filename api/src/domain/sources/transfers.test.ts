import { isTransferLike, matchTransfers, type SourceLabel, type TransferCandidate } from './transfers';

const CHECKING: SourceLabel = { id: 1, name: 'Checking', accountNumber: 'DE89 3704 0044 0532 0130 00' };
const CARD: SourceLabel = { id: 2, name: 'Visa Gold', accountNumber: '•••• 4242' };
const SAVINGS: SourceLabel = { id: 3, name: 'Rainy Day', accountNumber: null };
const SOURCES = [CHECKING, CARD, SAVINGS];

function row(id: number, sourceId: number, date: string, amountCents: number, description: string): TransferCandidate {
  return { id, sourceId, date, amountCents, description };
}

describe('isTransferLike', () => {
  it('finds English transfer words and phrases, whatever their case', () => {
    for (const text of [
      'ONLINE TRANSFER TO SAV 1234',
      'Payment - Thank You',
      'AUTOPAY 250301',
      'Auto Pay',
      'Xfer to savings',
      'CREDIT CARD PMT',
      'Card payment',
      'Transfers',
      'Pymt received',
    ]) {
      expect([text, isTransferLike(text)]).toEqual([text, true]);
    }
  });

  it('finds the German, Spanish, Dutch, French and Portuguese words, with or without accents', () => {
    for (const text of [
      'Überweisung an Tagesgeld',
      'ÜBERWEISUNG',
      'Ueberweisung Miete',
      'SEPA-Echtzeitüberweisung',
      'Umbuchung',
      'Übertrag auf Sparkonto',
      'Kreditkartenabrechnung 03/2025',
      'Transferencia a cuenta ahorro',
      'TRASPASO ENTRE CUENTAS',
      'Pago tarjeta crédito',
      'Overboeking naar spaarrekening',
      'Overschrijving',
      'VIREMENT VERS LIVRET A',
      'Transferência MB WAY',
      'Pagamento cartão',
      'transferencia',
    ]) {
      expect([text, isTransferLike(text)]).toEqual([text, true]);
    }
  });

  it('matches whole words and phrases only', () => {
    for (const text of ['Paymentus utilities', 'Transformer toys', 'Thank youtube', 'Credit union fee', 'Card', 'Pago con tarjeta']) {
      expect([text, isTransferLike(text)]).toEqual([text, false]);
    }
  });

  it('leaves purchases alone', () => {
    expect(isTransferLike('Coffee Corner')).toBe(false);
    expect(isTransferLike('Paiement CB Carrefour')).toBe(false);
    expect(isTransferLike('')).toBe(false);
  });

  it("finds the other source's name as whole words, case and accents aside", () => {
    expect(isTransferLike('VISA GOLD 03/25', CARD)).toBe(true);
    expect(isTransferLike('To rainy-day fund', SAVINGS)).toBe(true);
    expect(isTransferLike('To Rainy fund', SAVINGS)).toBe(false);
    expect(isTransferLike('Cafe Depot', { id: 9, name: 'Café' })).toBe(true);
    expect(isTransferLike('Visa Goldsmith', CARD)).toBe(false);
  });

  it('ignores a name too short to say anything', () => {
    expect(isTransferLike('A b c', { id: 9, name: 'A' })).toBe(false);
  });

  it("finds at least the last four digits of the other source's account number", () => {
    expect(isTransferLike('From card ending 4242', CARD)).toBe(true);
    expect(isTransferLike('To DE89370400440532013000', CHECKING)).toBe(true);
    expect(isTransferLike('To DE89 3704 0044 0532 0130 00', CHECKING)).toBe(true);
    expect(isTransferLike('Acct 0532013000', CHECKING)).toBe(true);
    expect(isTransferLike('Acct 3000', CHECKING)).toBe(true);
    expect(isTransferLike('Acct 000', CHECKING)).toBe(false);
    expect(isTransferLike('Acct 4243', CARD)).toBe(false);
    expect(isTransferLike('ref 4242', { id: 9, name: 'Other', accountNumber: '42' })).toBe(false);
  });

  it('needs a transfer word when no other source is given', () => {
    expect(isTransferLike('VISA GOLD')).toBe(false);
    expect(isTransferLike('VISA GOLD', null)).toBe(false);
  });
});

describe('matchTransfers', () => {
  it("pairs a card payment with checking's payment within five days, the negative row as outId", () => {
    const rows = [
      row(10, CHECKING.id, '2025-03-01', -50_000, 'Visa payment'),
      row(20, CARD.id, '2025-03-06', 50_000, 'Payment - thank you'),
    ];
    expect(matchTransfers(rows, SOURCES)).toEqual([{ outId: 10, inId: 20 }]);
    // The positive row listed first changes nothing.
    expect(matchTransfers([rows[1], rows[0]], SOURCES)).toEqual([{ outId: 10, inId: 20 }]);
  });

  it('counts calendar days, across a month and a year end', () => {
    const rows = [row(1, CHECKING.id, '2024-12-29', -1_000, 'Transfer'), row(2, SAVINGS.id, '2025-01-03', 1_000, 'Deposit')];
    expect(matchTransfers(rows, SOURCES)).toEqual([{ outId: 1, inId: 2 }]);
    const leap = [row(1, CHECKING.id, '2024-02-26', -1_000, 'Transfer'), row(2, SAVINGS.id, '2024-03-02', 1_000, 'Deposit')];
    expect(matchTransfers(leap, SOURCES)).toEqual([{ outId: 1, inId: 2 }]);
  });

  it('does not pair rows six days apart, nor the money in coming first by six days', () => {
    expect(
      matchTransfers(
        [row(10, CHECKING.id, '2025-03-01', -50_000, 'Visa payment'), row(20, CARD.id, '2025-03-07', 50_000, 'Payment')],
        SOURCES,
      ),
    ).toEqual([]);
    expect(
      matchTransfers(
        [row(10, CHECKING.id, '2025-03-07', -50_000, 'Visa payment'), row(20, CARD.id, '2025-03-01', 50_000, 'Payment')],
        SOURCES,
      ),
    ).toEqual([]);
  });

  it('pairs the money in arriving before the money out is booked', () => {
    const rows = [row(10, CHECKING.id, '2025-03-05', -50_000, 'Visa payment'), row(20, CARD.id, '2025-03-01', 50_000, 'Payment')];
    expect(matchTransfers(rows, SOURCES)).toEqual([{ outId: 10, inId: 20 }]);
  });

  it('takes the window from the options', () => {
    const rows = [row(10, CHECKING.id, '2025-03-01', -50_000, 'Payment'), row(20, CARD.id, '2025-03-04', 50_000, 'Payment')];
    expect(matchTransfers(rows, SOURCES, { maxDays: 2 })).toEqual([]);
    expect(matchTransfers(rows, SOURCES, { maxDays: 3 })).toEqual([{ outId: 10, inId: 20 }]);
    expect(matchTransfers([rows[0], { ...rows[1], date: '2025-03-01' }], SOURCES, { maxDays: 0 })).toEqual([{ outId: 10, inId: 20 }]);
  });

  it('does not pair rows of the same source', () => {
    const rows = [row(1, CHECKING.id, '2025-03-01', -2_000, 'Transfer'), row(2, CHECKING.id, '2025-03-01', 2_000, 'Transfer')];
    expect(matchTransfers(rows, SOURCES)).toEqual([]);
  });

  it('does not pair rows when neither reads like a transfer', () => {
    const rows = [row(1, CHECKING.id, '2025-03-01', -2_000, 'Refund'), row(2, CARD.id, '2025-03-01', 2_000, 'Amazon marketplace')];
    expect(matchTransfers(rows, SOURCES)).toEqual([]);
  });

  it('pairs rows when only one reads like a transfer, by a word, the other source name or its digits', () => {
    const byWord = [row(1, CHECKING.id, '2025-03-01', -2_000, 'Grocer'), row(2, SAVINGS.id, '2025-03-02', 2_000, 'Umbuchung')];
    expect(matchTransfers(byWord, SOURCES)).toEqual([{ outId: 1, inId: 2 }]);
    const byName = [row(1, CHECKING.id, '2025-03-01', -2_000, 'To Rainy Day'), row(2, SAVINGS.id, '2025-03-02', 2_000, 'Deposit')];
    expect(matchTransfers(byName, SOURCES)).toEqual([{ outId: 1, inId: 2 }]);
    const byDigits = [row(1, CARD.id, '2025-03-01', 2_000, 'ACH 0532013000'), row(2, CHECKING.id, '2025-03-02', -2_000, 'DD VISA')];
    expect(matchTransfers(byDigits, SOURCES)).toEqual([{ outId: 2, inId: 1 }]);
  });

  it('reads the name and digits of the source at the other end only', () => {
    // "Checking" names the row's own source, not the other one.
    const rows = [row(1, CHECKING.id, '2025-03-01', -2_000, 'Checking'), row(2, SAVINGS.id, '2025-03-02', 2_000, 'Deposit')];
    expect(matchTransfers(rows, SOURCES)).toEqual([]);
  });

  it('needs exactly opposite, non-zero amounts', () => {
    expect(
      matchTransfers([row(1, CHECKING.id, '2025-03-01', -2_000, 'Transfer'), row(2, SAVINGS.id, '2025-03-01', 2_001, 'Transfer')], SOURCES),
    ).toEqual([]);
    expect(
      matchTransfers(
        [row(1, CHECKING.id, '2025-03-01', -2_000, 'Transfer'), row(2, SAVINGS.id, '2025-03-01', -2_000, 'Transfer')],
        SOURCES,
      ),
    ).toEqual([]);
    expect(
      matchTransfers([row(1, CHECKING.id, '2025-03-01', 0, 'Transfer'), row(2, SAVINGS.id, '2025-03-01', 0, 'Transfer')], SOURCES),
    ).toEqual([]);
  });

  it('pairs German and Spanish transfers', () => {
    const german = [
      row(1, CHECKING.id, '2025-03-03', -100_000, 'Überweisung an Tagesgeld'),
      row(2, SAVINGS.id, '2025-03-04', 100_000, 'Gutschrift'),
    ];
    expect(matchTransfers(german, SOURCES)).toEqual([{ outId: 1, inId: 2 }]);
    const spanish = [
      row(1, CHECKING.id, '2025-03-03', -30_000, 'TRASPASO A CUENTA'),
      row(2, SAVINGS.id, '2025-03-03', 30_000, 'Transferencia recibida'),
    ];
    expect(matchTransfers(spanish, SOURCES)).toEqual([{ outId: 1, inId: 2 }]);
  });

  it('takes the nearest date first', () => {
    const rows = [
      row(1, CHECKING.id, '2025-03-01', -10_000, 'Transfer to savings'),
      row(2, CHECKING.id, '2025-03-04', -10_000, 'Transfer to savings'),
      row(3, SAVINGS.id, '2025-03-04', 10_000, 'Deposit'),
    ];
    expect(matchTransfers(rows, SOURCES)).toEqual([{ outId: 2, inId: 3 }]);
  });

  it('pairs each row once, nearest dates first, then the smallest ids', () => {
    const rows = [
      row(5, CHECKING.id, '2025-03-01', -10_000, 'Transfer'),
      row(4, CHECKING.id, '2025-03-01', -10_000, 'Transfer'),
      row(7, SAVINGS.id, '2025-03-02', 10_000, 'Transfer'),
      row(6, SAVINGS.id, '2025-03-02', 10_000, 'Transfer'),
      row(8, SAVINGS.id, '2025-03-02', 10_000, 'Transfer'),
    ];
    expect(matchTransfers(rows, SOURCES)).toEqual([
      { outId: 4, inId: 6 },
      { outId: 5, inId: 7 },
    ]);
    // The same answer whatever the order of the rows.
    expect(matchTransfers([...rows].reverse(), SOURCES)).toEqual(matchTransfers(rows, SOURCES));
  });

  it('takes a closer pair over one with smaller ids', () => {
    const rows = [
      row(1, CHECKING.id, '2025-03-01', -10_000, 'Transfer'),
      row(2, SAVINGS.id, '2025-03-04', 10_000, 'Transfer'),
      row(9, CARD.id, '2025-03-01', 10_000, 'Transfer'),
    ];
    expect(matchTransfers(rows, SOURCES)).toEqual([{ outId: 1, inId: 9 }]);
  });

  it('pairs across several sizes and sources at once', () => {
    const rows = [
      row(1, CHECKING.id, '2025-03-01', -50_000, 'Visa payment'),
      row(2, CARD.id, '2025-03-02', 50_000, 'Payment thank you'),
      row(3, CHECKING.id, '2025-03-10', -20_000, 'Transfer to Rainy Day'),
      row(4, SAVINGS.id, '2025-03-10', 20_000, 'Deposit'),
      row(5, CARD.id, '2025-03-05', -4_500, 'Coffee'),
      row(6, CHECKING.id, '2025-03-05', 4_500, 'Refund coffee'),
    ];
    expect(matchTransfers(rows, SOURCES)).toEqual([
      { outId: 3, inId: 4 },
      { outId: 1, inId: 2 },
    ]);
  });

  it('pairs rows of sources it has no label for by their words alone', () => {
    const rows = [row(1, 7, '2025-03-01', -2_000, 'Transfer'), row(2, 8, '2025-03-01', 2_000, 'Deposit')];
    expect(matchTransfers(rows, [])).toEqual([{ outId: 1, inId: 2 }]);
  });

  it('leaves out rows whose date is not a real date', () => {
    const rows = [row(1, CHECKING.id, '2025-02-30', -2_000, 'Transfer'), row(2, SAVINGS.id, '2025-03-01', 2_000, 'Transfer')];
    expect(matchTransfers(rows, SOURCES)).toEqual([]);
  });

  it('handles many rows of one amount', () => {
    const rows: TransferCandidate[] = [];
    for (let day = 1; day <= 28; day += 1) {
      const date = `2025-02-${String(day).padStart(2, '0')}`;
      rows.push(row(day * 2, CHECKING.id, date, -1_000, 'Transfer'), row(day * 2 + 1, SAVINGS.id, date, 1_000, 'Transfer'));
    }
    const pairs = matchTransfers(rows, SOURCES);
    expect(pairs).toHaveLength(28);
    expect(pairs.every(({ outId, inId }) => inId === outId + 1)).toBe(true);
  });
});
