import { parseWorkbook } from '../../../domain/workbook/reading/read-workbook';
import { datedTransactions, datedTransactionsOnDemand } from '../../../domain/workbook/options/dated-transactions';
import { packWorkbook, streamWorkbook, stringTable, unpackWorkbook } from './transfer';

describe('packWorkbook / unpackWorkbook', () => {
  it('round-trips every layout exactly, optional fields absent where they were', () => {
    const workbook = parseWorkbook([
      {
        name: 'Log',
        rows: [
          ['Date', 'Payee', 'Category', 'Amount'],
          ['2025-01-02', 'Shop', 'Food', -1.23],
          ['2025-01-01', '', 'Food', 999_999_999.99],
        ],
      },
      {
        name: 'Plan',
        rows: [
          ['Category', 'Actual'],
          ['Rent', 900],
        ],
      },
      {
        name: 'Grid',
        rows: [
          ['', 'Jan 2025', 'Feb 2025'],
          ['Gym', 40, -40],
        ],
      },
      { name: 'Notes', rows: [['hello']] },
    ]);
    const { packed, transfer } = packWorkbook(workbook);
    expect(transfer).toHaveLength(6 * 4);
    const back = unpackWorkbook(structuredClone(packed));
    expect(back).toEqual(workbook);
    expect(Object.keys(back.sheets[1].rows[0]).sort()).toEqual(['amountCents', 'category', 'description', 'subcategory']);
    expect(back.sheets[2].rows[1]).toEqual({ category: 'Gym', subcategory: 'Gym', description: '', amountCents: -4000, monthIndex: 1 });
    // Past 32 bits (the largest amount the readers accept): the amounts column keeps every cent.
    expect(back.sheets[0].rows.map((row) => row.amountCents)).toContain(99_999_999_999);
    // Repeated names are sent once.
    expect(packed.strings.filter((text) => text === 'Food')).toHaveLength(1);
  });
});

describe('packing an unpacked workbook again (the upload stores what the worker sent)', () => {
  const workbook = parseWorkbook([
    {
      name: 'Log',
      rows: [
        ['Date', 'Payee', 'Category', 'Amount'],
        ['2025-01-02', 'Shop', 'Food', -1.23],
        ['2025-01-01', '', 'Food', 5],
      ],
    },
    {
      name: 'Grid',
      rows: [
        ['', 'Jan 2025', 'Feb 2025'],
        ['Gym', 40, -40],
      ],
    },
  ]);

  it('reuses the columns it was unpacked from, with the sheets as they are now', () => {
    const sent = packWorkbook(workbook).packed;
    const unpacked = unpackWorkbook(sent);
    unpacked.sheets[0].settings = { skip: true };
    const { packed, transfer } = packWorkbook(unpacked);
    expect(packed.strings).toBe(sent.strings);
    expect(packed.sheets[0].amountCents).toBe(sent.sheets[0].amountCents);
    expect(packed.sheets[0].settings).toEqual({ skip: true });
    expect(transfer).toEqual([]);
    expect(unpackWorkbook(packed)).toEqual(unpacked);
  });

  it('packs anew a workbook whose rows are not the unpacked ones', () => {
    const unpacked = unpackWorkbook(packWorkbook(workbook).packed);
    const changed = { sheets: [unpacked.sheets[0], { ...unpacked.sheets[1], rows: unpacked.sheets[1].rows.slice(1) }] };
    const { packed, transfer } = packWorkbook(changed);
    expect(transfer).toHaveLength(12);
    expect(unpackWorkbook(packed)).toEqual(changed);
  });
});

describe('streamWorkbook', () => {
  const workbook = parseWorkbook([
    {
      name: 'Log',
      rows: [
        ['Date', 'Payee', 'Category', 'Amount'],
        ['2025-01-02', 'Shop', 'Food', -1.23],
        ['2025-01-01', '', 'Food', 999_999_999.99],
      ],
    },
    {
      name: 'Grid',
      rows: [
        ['', 'Jan 2025', 'Feb 2025'],
        ['Gym', 40, -40],
      ],
    },
  ]);

  it('makes the same rows as unpacking, one at a time, as often as it is iterated', () => {
    const streamed = streamWorkbook(packWorkbook(workbook).packed);
    for (const [index, sheet] of streamed.sheets.entries()) {
      const { rows, ...meta } = sheet;
      const { rows: expected, ...expectedMeta } = workbook.sheets[index];
      expect(meta).toEqual(expectedMeta);
      expect(Array.isArray(rows)).toBe(false);
      expect([...rows]).toEqual(expected);
      expect([...rows]).toEqual(expected);
    }
  });

  it('counts its rows, and is stored from the columns it streams (the upload keeps no row objects)', () => {
    const sent = packWorkbook(workbook).packed;
    const streamed = streamWorkbook(sent);
    expect(streamed.sheets.map((sheet) => sheet.rows.length)).toEqual(workbook.sheets.map((sheet) => sheet.rows.length));
    const { packed, transfer } = packWorkbook(streamed);
    expect(packed.strings).toBe(sent.strings);
    expect(packed.sheets[0].amountCents).toBe(sent.sheets[0].amountCents);
    expect(transfer).toEqual([]);
    expect(unpackWorkbook(packed)).toEqual(workbook);
  });

  it('dates the same transactions on demand, as often as they are walked, and knows how many beforehand', () => {
    const options = { selected_sheets: ['Log', 'Grid'], selected_date: '2025-01-01', period_type: 'monthly' as const };
    const onDemand = datedTransactionsOnDemand(streamWorkbook(packWorkbook(workbook).packed), options);
    const expected = datedTransactions(workbook, options);
    expect(onDemand.length).toBe(4);
    expect([...onDemand]).toEqual(expected);
    expect([...onDemand]).toEqual(expected);
    expect(datedTransactionsOnDemand(workbook, { ...options, selected_sheets: ['Grid'] }).length).toBe(2);
  });

  it('dates the same transactions as the unpacked workbook', () => {
    const options = { selected_sheets: ['Log', 'Grid'], selected_date: '2025-01-01', period_type: 'monthly' as const };
    const streamed = streamWorkbook(packWorkbook(workbook).packed);
    const transactions = datedTransactions(streamed, options);
    expect(transactions).toEqual(datedTransactions(workbook, options));
    expect(transactions).toHaveLength(4);
  });
});

// The one string interning of the worker's packing and of the stored format 1.
describe('stringTable', () => {
  it('keeps each distinct text once, in the order first seen, and answers the same index for the same text', () => {
    const { strings, intern } = stringTable();
    expect(['Food', 'Rent', 'Food', '', 'food', ''].map(intern)).toEqual([0, 1, 0, 2, 3, 2]);
    expect(strings).toEqual(['Food', 'Rent', '', 'food']);
  });
});

describe('bank references (SheetRow.reference)', () => {
  const workbook = parseWorkbook([
    {
      name: 'Statement',
      rows: [
        ['Date', 'Description', 'Amount', 'Reference'],
        ['2025-01-02', 'Shop', -1.23, 'FIT-1'],
        ['2025-01-02', 'Shop', -1.23, ''],
        ['2025-01-03', 'Salary', 2500, 'FIT-3'],
      ],
    },
    {
      name: 'Log',
      rows: [
        ['Date', 'Payee', 'Category', 'Amount'],
        ['2025-01-02', 'Shop', 'Food', -1.23],
      ],
    },
  ]);

  it('travels as one more column, only for a sheet whose rows have one', () => {
    expect(workbook.sheets[0].rows.map((row) => row.reference)).toEqual(['FIT-1', undefined, 'FIT-3']);
    const { packed, transfer } = packWorkbook(workbook);
    expect(Array.from(packed.sheets[0].reference!)).toEqual([packed.strings.indexOf('FIT-1'), -1, packed.strings.indexOf('FIT-3')]);
    expect(packed.sheets[1].reference).toBeNull();
    expect(transfer).toHaveLength(6 * 2 + 1);
    const back = unpackWorkbook(structuredClone(packed));
    expect(back).toEqual(workbook);
    expect(back.sheets[0].rows[1]).not.toHaveProperty('reference');
    expect(back.sheets[1].rows[0]).not.toHaveProperty('reference');
  });

  it('streams, packs again from the columns, and dates the transactions with it', () => {
    const sent = packWorkbook(workbook).packed;
    const streamed = streamWorkbook(sent);
    expect([...streamed.sheets[0].rows]).toEqual(workbook.sheets[0].rows);
    expect(packWorkbook(streamed).packed.sheets[0].reference).toBe(sent.sheets[0].reference);
    const options = { selected_sheets: ['Statement'], selected_date: '2025-01-01', period_type: 'monthly' as const };
    const transactions = datedTransactions(streamed, options);
    expect(transactions.map((transaction) => transaction.reference)).toEqual(['FIT-1', undefined, 'FIT-3']);
    expect(transactions[1]).not.toHaveProperty('reference');
  });
});
