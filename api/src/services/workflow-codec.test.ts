import { listOf, said } from '../domain/workbook/said';
import { randomBytes } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { ParsedWorkbook } from '../domain/workbook/types';
import { decodeWorkbook, encodeWorkbook, encodeWorkbookFormat1, WORKBOOK_PART_BYTES } from './workflow-codec';

/** One sheet of each kind the readers produce, with every optional field present somewhere. */
const WORKBOOK: ParsedWorkbook = {
  sheets: [
    {
      name: 'Log',
      layout: 'transaction-log',
      signed: true,
      earliestDate: '2024-12-31',
      rows: [
        { category: 'Food', subcategory: 'Groceries', description: 'FreshMart', amountCents: -12345, date: '2025-01-02' },
        { category: 'Food', subcategory: 'Groceries', description: '', amountCents: 2010, date: '2024-12-31' },
        { category: 'Income', subcategory: 'Salary', description: 'ACME "payroll"\u0000', amountCents: 250000, date: '2025-01-02' },
      ],
    },
    {
      name: 'Grid',
      layout: 'month-grid',
      signed: false,
      earliestDate: null,
      months: [
        { month: 11, year: null },
        { month: 12, year: null },
        { month: 1, year: 2026 },
      ],
      rows: [
        { category: 'Needs', subcategory: 'Rent', description: '', amountCents: 150000, monthIndex: 0 },
        { category: 'Needs', subcategory: 'Rent', description: '', amountCents: 150000, monthIndex: 2 },
      ],
    },
    {
      name: 'January',
      layout: 'per-period',
      signed: false,
      earliestDate: null,
      rows: [{ category: 'Paycheck', subcategory: 'Bonus', description: '', amountCents: 1 }],
    },
    {
      name: 'Notes',
      layout: null,
      signed: false,
      earliestDate: null,
      rows: [],
      problem: 'Sheet "Notes" does not match any budget layout.',
    },
    { name: 'Empty', layout: 'per-period', signed: false, earliestDate: null, rows: [] },
    // Stored since the reader speaks in keys (tables/mismatch.ts); the sentence above is one stored before.
    {
      name: 'Contacts',
      layout: null,
      signed: false,
      earliestDate: null,
      rows: [],
      problem: said('reading.noLayout', { sheet: 'Contacts', lookedFor: said('reading.lookedFor'), found: listOf(['"Name"'], 'comma') }),
    },
  ],
};

describe('stored workbook codec', () => {
  it('gives back exactly the workbook it was given, optional fields absent where they were', async () => {
    const parts = await encodeWorkbook(WORKBOOK);
    expect(parts).toHaveLength(1);
    const back = await decodeWorkbook(parts);
    expect(back).toStrictEqual(WORKBOOK);
    expect(back.sheets[2].rows[0]).not.toHaveProperty('date');
    expect(back.sheets[2].rows[0]).not.toHaveProperty('monthIndex');
  });

  it('cuts a large workbook into parts of at most 1 MiB that join back in order', async () => {
    // Random descriptions hardly compress: 25k × 64 base64 characters ≈ 1.2 MB gzipped.
    const rows = Array.from({ length: 25_000 }, (_, i) => ({
      category: 'Food',
      subcategory: 'Groceries',
      description: randomBytes(48).toString('base64'),
      amountCents: -1 - i,
      date: '2025-01-01',
    }));
    const big: ParsedWorkbook = { sheets: [{ name: 'Log', layout: 'transaction-log', signed: true, earliestDate: '2025-01-01', rows }] };
    const parts = await encodeWorkbook(big);
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(part.length).toBeLessThanOrEqual(WORKBOOK_PART_BYTES);
    expect(await decodeWorkbook(parts)).toStrictEqual(big);
    await expect(decodeWorkbook([...parts].reverse())).rejects.toThrow();
  });

  it('writes format 2 (raw columns, not JSON) and still reads an upload stored in format 1', async () => {
    const bytes = gunzipSync(Buffer.concat(await encodeWorkbook(WORKBOOK)));
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('OTWB');
    const old = await encodeWorkbookFormat1(WORKBOOK);
    expect(gunzipSync(Buffer.concat(old)).toString('utf8')).toMatch(/^\{"format":"ontrack-workbook\/1"/);
    expect(await decodeWorkbook(old)).toStrictEqual(WORKBOOK);
  });

  it('keeps every cent of amounts past 32 bits', async () => {
    const big: ParsedWorkbook = {
      sheets: [
        {
          name: 'Log',
          layout: 'transaction-log',
          signed: true,
          earliestDate: '2025-01-01',
          rows: [{ category: 'A', subcategory: 'B', description: '', amountCents: -99_999_999_999, date: '2025-01-01' }],
        },
      ],
    };
    expect(await decodeWorkbook(await encodeWorkbook(big))).toStrictEqual(big);
  });

  it('refuses format 2 bytes that are cut short or run on', async () => {
    const bytes = gunzipSync(Buffer.concat(await encodeWorkbook(WORKBOOK)));
    await expect(decodeWorkbook([gzipSync(bytes.subarray(0, bytes.length - 8))])).rejects.toThrow(/cut short/);
    await expect(decodeWorkbook([gzipSync(Buffer.concat([bytes, Buffer.alloc(8)]))])).rejects.toThrow(/past its last column/);
  });
});

describe('stored bank references (SheetRow.reference)', () => {
  const withReferences: ParsedWorkbook = {
    sheets: [
      {
        name: 'Statement',
        layout: 'transaction-log',
        signed: true,
        earliestDate: '2025-01-02',
        rows: [
          {
            category: 'Uncategorized',
            subcategory: 'Shop',
            description: 'Shop',
            amountCents: -123,
            date: '2025-01-02',
            reference: 'FIT-1',
          },
          { category: 'Uncategorized', subcategory: 'Shop', description: 'Shop', amountCents: -123, date: '2025-01-02' },
          { category: 'Income', subcategory: 'Salary', description: 'Salary', amountCents: 1, date: '2025-01-03', reference: 'FIT-3' },
        ],
      },
      ...WORKBOOK.sheets,
    ],
  };

  it('round-trips them, absent where they were, and writes none for sheets without', async () => {
    const back = await decodeWorkbook(await encodeWorkbook(withReferences));
    expect(back).toStrictEqual(withReferences);
    expect(back.sheets[0].rows[1]).not.toHaveProperty('reference');
    const plain = gunzipSync(Buffer.concat(await encodeWorkbook(WORKBOOK))).toString('latin1');
    expect(plain).not.toContain('references');
    const marked = gunzipSync(Buffer.concat(await encodeWorkbook(withReferences))).toString('latin1');
    expect(marked.match(/"references":true/g)).toHaveLength(1);
  });

  it('decodes a format 2 upload stored before references were read: its rows have none', async () => {
    // Format 2 as written before: MAGIC | header length | header | padding | five Int32 columns and
    // the Float64 amounts per sheet, no `references` in the header (workflow-codec.ts).
    const strings = ['Food', 'Groceries', 'FreshMart', '2025-01-02'];
    const header = Buffer.from(
      JSON.stringify({
        strings,
        sheets: [{ name: 'Log', layout: 'transaction-log', signed: true, earliestDate: '2025-01-02', rowCount: 2 }],
      }),
      'utf8',
    );
    const magic = Buffer.from('OTWB\u0000v2\n', 'latin1');
    const length = Buffer.alloc(4);
    length.writeUInt32LE(header.length);
    const padding = Buffer.alloc((8 - ((magic.length + 4 + header.length) % 8)) % 8);
    const ints = (values: number[]) => Buffer.from(new Int32Array(values).buffer);
    const columns = [
      ints([0, 0]),
      ints([1, 1]),
      ints([2, 2]),
      ints([3, 3]),
      ints([-1, -1]),
      Buffer.from(new Float64Array([-100, -250]).buffer),
    ];
    const stored = [gzipSync(Buffer.concat([magic, length, header, padding, ...columns]))];
    const back = await decodeWorkbook(stored);
    expect(back.sheets[0].rows).toStrictEqual([
      { category: 'Food', subcategory: 'Groceries', description: 'FreshMart', amountCents: -100, date: '2025-01-02' },
      { category: 'Food', subcategory: 'Groceries', description: 'FreshMart', amountCents: -250, date: '2025-01-02' },
    ]);
  });

  it('an upload stored in format 1 has none', async () => {
    const back = await decodeWorkbook(await encodeWorkbookFormat1(WORKBOOK));
    for (const sheet of back.sheets) for (const row of sheet.rows) expect(row).not.toHaveProperty('reference');
  });
});
