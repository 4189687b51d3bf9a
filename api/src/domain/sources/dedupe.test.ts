import { bankIdOf, newRows, normalisedDescription, rowKey, type StatementRow } from './dedupe';

function row(date: string, amountCents: number, description: string, bankId?: string | null): StatementRow {
  return { date, amountCents, description, bankId };
}

const coffee = row('2025-03-04', -450, 'Coffee Corner');

describe('normalisedDescription', () => {
  it('ignores case, spacing and the punctuation at either end', () => {
    expect(normalisedDescription('  COFFEE   Corner ')).toBe('coffee corner');
    expect(normalisedDescription('Coffee\tCorner\n')).toBe('coffee corner');
    expect(normalisedDescription('*AMAZON.COM*')).toBe('amazon.com');
    expect(normalisedDescription('"Rent - March".')).toBe('rent - march');
    expect(normalisedDescription('#123 -- ')).toBe('123');
  });

  it('reads compatibility forms as their plain letters (NFKC)', () => {
    expect(normalisedDescription('Ｃｏｆｆｅｅ\u00a0Corner')).toBe('coffee corner');
    expect(normalisedDescription('ﬁsh shop')).toBe('fish shop');
    expect(normalisedDescription('Cafe\u0301')).toBe(normalisedDescription('Café'));
  });

  it('lower-cases the same way whatever the locale (Turkish İ and I)', () => {
    expect(normalisedDescription('ISTANBUL')).toBe('istanbul');
  });

  it('keeps the accents and the punctuation inside', () => {
    expect(normalisedDescription('Bäckerei Müller & Söhne')).toBe('bäckerei müller & söhne');
  });
});

describe('rowKey', () => {
  it('is the same for rows differing only in how the description is written', () => {
    expect(rowKey(row('2025-03-04', -450, 'COFFEE  corner.'))).toBe(rowKey(coffee));
  });

  it('differs by date, amount or description', () => {
    expect(rowKey(row('2025-03-05', -450, 'Coffee Corner'))).not.toBe(rowKey(coffee));
    expect(rowKey(row('2025-03-04', 450, 'Coffee Corner'))).not.toBe(rowKey(coffee));
    expect(rowKey(row('2025-03-04', -450, 'Coffee Corners'))).not.toBe(rowKey(coffee));
  });
});

describe('bankIdOf', () => {
  it('trims the id and reads a blank one as none', () => {
    expect(bankIdOf({ bankId: ' 2025030401 ' })).toBe('2025030401');
    expect(bankIdOf({ bankId: '   ' })).toBeNull();
    expect(bankIdOf({ bankId: null })).toBeNull();
    expect(bankIdOf({})).toBeNull();
  });
});

describe('newRows', () => {
  describe('rows without a bank id', () => {
    it('adds everything to an empty source, keeping equal rows of the file apart', () => {
      const twoCoffees = [coffee, { ...coffee }];
      expect(newRows(twoCoffees, [])).toEqual({ added: twoCoffees, alreadyPresent: 0 });
    });

    it('adds one of two equal rows when the source holds one, and none when it holds two', () => {
      const file = [coffee, { ...coffee }];
      const one = newRows(file, [coffee]);
      expect(one).toEqual({ added: [file[1]], alreadyPresent: 1 });
      expect(one.added[0]).toBe(file[1]);
      expect(newRows(file, [coffee, coffee])).toEqual({ added: [], alreadyPresent: 2 });
      expect(newRows(file, [coffee, coffee, coffee])).toEqual({ added: [], alreadyPresent: 2 });
    });

    it('adds n − k of a key the file has n of and the source k of, the first ones in file order being present', () => {
      const file = [1, 2, 3, 4, 5].map((n) => ({ ...coffee, n }));
      const result = newRows(file, [coffee, coffee]);
      expect(result.alreadyPresent).toBe(2);
      expect(result.added.map((r) => r.n)).toEqual([3, 4, 5]);
    });

    it('matches descriptions differing only in case, spacing or edge punctuation', () => {
      const held = [row('2025-03-01', -12_000, 'Electric Company'), row('2025-03-02', -2_599, 'Netflix.com')];
      const file = [row('2025-03-01', -12_000, '  ELECTRIC   company '), row('2025-03-02', -2_599, '*NETFLIX.COM*')];
      expect(newRows(file, held)).toEqual({ added: [], alreadyPresent: 2 });
    });

    it('adds a row that differs by date, amount or description', () => {
      const file = [
        row('2025-03-05', -450, 'Coffee Corner'),
        row('2025-03-04', -500, 'Coffee Corner'),
        row('2025-03-04', -450, 'Tea Corner'),
      ];
      expect(newRows(file, [coffee])).toEqual({ added: file, alreadyPresent: 0 });
    });

    it('keeps the file order of what it adds and the incoming rows themselves, with their extra fields', () => {
      const file = [
        { ...row('2025-03-03', -100, 'a'), line: 1 },
        { ...row('2025-03-01', -200, 'b'), line: 2 },
        { ...row('2025-03-02', -300, 'c'), line: 3 },
      ];
      const result = newRows(file, [row('2025-03-01', -200, 'B')]);
      expect(result.added).toEqual([file[0], file[2]]);
      expect(result.added[1].line).toBe(3);
    });

    it('overlapping statements: only the new month is added', () => {
      const february = [row('2025-02-27', -1_000, 'Grocer'), row('2025-02-28', 250_000, 'Salary'), row('2025-02-28', -450, 'Coffee')];
      const march = [row('2025-02-28', 250_000, 'SALARY'), row('2025-02-28', -450, 'coffee'), row('2025-03-01', -8_000, 'Rent')];
      expect(newRows(march, february)).toEqual({ added: [march[2]], alreadyPresent: 2 });
    });
  });

  describe('rows with a bank id', () => {
    const held = [
      row('2025-03-01', -1_000, 'Grocer', 'FIT1'),
      row('2025-03-02', -2_000, 'Pharmacy', 'FIT2'),
      row('2025-03-03', -3_000, 'Books', 'FIT3'),
    ];

    it('adds nothing when the same statement is imported again', () => {
      expect(newRows(held, held)).toEqual({ added: [], alreadyPresent: 3 });
    });

    it('adds three rows with three new ids', () => {
      const file = [
        row('2025-03-04', -4_000, 'Fuel', 'FIT4'),
        row('2025-03-05', -5_000, 'Cinema', 'FIT5'),
        row('2025-03-06', -6_000, 'Dinner', 'FIT6'),
      ];
      expect(newRows([...held, ...file], held)).toEqual({ added: file, alreadyPresent: 3 });
    });

    it('finds a row by its id even when the bank rewrote its description or date', () => {
      const file = [row('2025-03-02', -1_000, 'GROCER #4411 SPRINGFIELD', ' FIT1 '), row('2025-03-03', -2_000, 'Pharmacy', 'FIT2')];
      expect(newRows(file, held)).toEqual({ added: [], alreadyPresent: 2 });
    });

    it('compares ids exactly, after trimming', () => {
      const file = [row('2025-03-01', -1_000, 'Grocer', 'fit1')];
      // Same key as a held row whose id differs: another transaction, so added.
      expect(newRows(file, held)).toEqual({ added: file, alreadyPresent: 0 });
    });

    it('adds two equal rows with different new ids though the source holds one equal row with its own id', () => {
      const file = [row('2025-03-01', -1_000, 'Grocer', 'FIT7'), row('2025-03-01', -1_000, 'Grocer', 'FIT8')];
      expect(newRows(file, held)).toEqual({ added: file, alreadyPresent: 0 });
    });

    it('matches a row with an id by its key against held rows without one (an earlier CSV import)', () => {
      const csv = [row('2025-03-01', -1_000, 'Grocer'), row('2025-03-01', -1_000, 'Grocer')];
      const ofx = [
        row('2025-03-01', -1_000, 'GROCER', 'FIT1'),
        row('2025-03-01', -1_000, 'grocer', 'FIT2'),
        row('2025-03-01', -1_000, 'Grocer', 'FIT3'),
      ];
      expect(newRows(ofx, csv)).toEqual({ added: [ofx[2]], alreadyPresent: 2 });
    });

    it('matches a row without an id by its key against held rows with ids no incoming row carries', () => {
      const file = [row('2025-03-01', -1_000, 'grocer'), row('2025-03-02', -2_000, 'PHARMACY'), row('2025-03-02', -2_000, 'Pharmacy')];
      expect(newRows(file, held)).toEqual({ added: [file[2]], alreadyPresent: 2 });
    });

    it('does not match a held row by its key once an incoming row matched it by id', () => {
      // FIT1 stands for the first row; the second, equal but without an id, is another coffee.
      const heldCoffee = [row('2025-03-04', -450, 'Coffee', 'FIT1')];
      const file = [row('2025-03-04', -450, 'Coffee'), row('2025-03-04', -450, 'Coffee', 'FIT1')];
      expect(newRows(file, heldCoffee)).toEqual({ added: [file[0]], alreadyPresent: 1 });
    });

    it('gives held rows with an id to incoming rows without one first, so rows with an id still find the others', () => {
      const heldMixed = [row('2025-03-04', -450, 'Coffee'), row('2025-03-04', -450, 'Coffee', 'OLD')];
      // The row without an id takes the held row with the id OLD; the row with the id NEW takes the one without.
      const file = [row('2025-03-04', -450, 'Coffee'), row('2025-03-04', -450, 'Coffee', 'NEW')];
      expect(newRows(file, heldMixed)).toEqual({ added: [], alreadyPresent: 2 });
    });

    it('reads a blank id as none', () => {
      const file = [row('2025-03-04', -450, 'Coffee Corner', '  ')];
      expect(newRows(file, [coffee])).toEqual({ added: [], alreadyPresent: 1 });
    });
  });

  it('stays linear: 200,000 rows against 200,000 held', () => {
    const count = 200_000;
    const rowAt = (i: number): StatementRow => ({
      date: `2024-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
      amountCents: -(i % 5_000) - 1,
      description: `Shop ${i % 997} Main Street`,
      bankId: i % 2 === 0 ? `FIT${i}` : null,
    });
    const held = Array.from({ length: count }, (_, i) => rowAt(i));
    // Half the file overlaps the source, half is new.
    const incoming = Array.from({ length: count }, (_, i) => rowAt(i + count / 2));
    const result = newRows(incoming, held);
    expect(result.alreadyPresent + result.added.length).toBe(count);
    expect(result.alreadyPresent).toBeGreaterThanOrEqual(count / 2);
  });
});
