/**
 * The template workbooks read back with exceljs: the layout each template's readers expect, two
 * years of the household up to today in the samples, nothing filled in in the blanks.
 */
import ExcelJS from 'exceljs';
import { TEMPLATES } from '../domain/templates';
import { ManualClock } from './clock';
import { blankWorkbook, sampleWorkbook, TemplateWorkbookCache } from './template-workbooks';

const TODAY = new Date(Date.UTC(2025, 4, 14, 9, 30)); // 2025-05-14

async function load(buffer: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  return workbook;
}

/** A cell's value as a reader sees it: formulas by their cached result. */
function valueOf(cell: ExcelJS.Cell): unknown {
  const value = cell.value;
  if (value && typeof value === 'object' && 'formula' in value) return value.result;
  return value;
}

function rowsOf(sheet: ExcelJS.Worksheet): unknown[][] {
  const rows: unknown[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, number) => {
    const cells: unknown[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = valueOf(cell);
    });
    rows[number - 1] = cells;
  });
  return rows.map((row) => row ?? []);
}

/** Rows after the one whose first cells are `header`. */
function bodyAfter(rows: unknown[][], header: string[]): unknown[][] {
  const index = rows.findIndex((row) => header.every((label, i) => row[i] === label));
  expect(index).toBeGreaterThanOrEqual(0);
  expect(index).toBeLessThan(15); // readers look for the header in the first 15 rows
  return rows.slice(index + 1);
}

const isoOf = (date: unknown) => (date as Date).toISOString().slice(0, 10);
const hasTwoDecimalsAtMost = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

describe('sample workbooks', () => {
  it('wealth-whisperer: a signed transaction log from two years back up to today, with every kind of household money', async () => {
    const workbook = await load(await sampleWorkbook('wealth-whisperer', TODAY));
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Transactions']);
    const rows = rowsOf(workbook.worksheets[0]);
    expect(rows[0]).toEqual(['Date', 'Description', 'Category', 'Subcategory', 'Amount', 'Account', 'Notes']);
    const body = rows.slice(1).filter((row) => row.length > 0);
    const dates = body.map((row) => isoOf(row[0]));
    expect(dates[0]).toBe('2023-05-15'); // the day after "two years ago"
    expect(dates.at(-1)! <= '2025-05-14').toBe(true);
    expect([...dates].sort()).toEqual(dates); // oldest first
    for (const row of body) {
      expect(typeof row[4]).toBe('number');
      expect(hasTwoDecimalsAtMost(row[4] as number)).toBe(true);
    }
    const of = (category: string, subcategory: string) => body.filter((row) => row[2] === category && row[3] === subcategory);
    // Salary on the 1st and the 15th of every month: 24 months × 2 (May 2023 from the 15th on, May 2025 up to the 14th).
    const salaries = of('Income', 'Salary');
    expect(salaries.length).toBe(48);
    expect(salaries.every((row) => ['01', '15'].includes(isoOf(row[0]).slice(8)))).toBe(true);
    expect(salaries.every((row) => (row[4] as number) > 0)).toBe(true);
    expect(of('Housing', 'Rent').every((row) => (row[4] as number) < 0)).toBe(true);
    expect(of('Food', 'Groceries').length).toBeGreaterThanOrEqual(104); // weekly
    for (const [category, subcategory] of [
      ['Utilities', 'Electricity'],
      ['Food', 'Dining out'],
      ['Transport', 'Fuel'],
      ['Insurance', 'Car insurance'],
      ['Subscriptions', 'Streaming'],
      ['Savings', '401k'],
      ['Savings', 'Emergency fund'],
      ['Transfers', 'Credit card payment'],
    ]) {
      expect(of(category, subcategory).length).toBeGreaterThanOrEqual(24);
    }
    expect(of('Income', 'Bonus').length).toBeGreaterThanOrEqual(1);
    // Refunds: clothing money coming back; and one withdrawal from the emergency fund.
    expect(of('Shopping', 'Clothing').some((row) => (row[4] as number) > 0)).toBe(true);
    expect(of('Savings', 'Emergency fund').filter((row) => (row[4] as number) > 0)).toHaveLength(1);
  });

  it('zero-based-budget: one sheet per month of the two years up to today, Category/Item/Planned/Actual with sections and totals', async () => {
    const workbook = await load(await sampleWorkbook('zero-based-budget', TODAY));
    const names = workbook.worksheets.map((s) => s.name);
    expect(names).toHaveLength(24);
    expect(names[0]).toBe('Jun 2023');
    expect(names.at(-1)).toBe('May 2025');
    for (const sheet of workbook.worksheets) {
      const body = bodyAfter(rowsOf(sheet), ['Category', 'Item', 'Planned', 'Actual']);
      const firstCells = body.map((row) => row[0]);
      expect(firstCells).toEqual(
        expect.arrayContaining(['Income', 'Expenses', 'Savings', 'Total Income', 'Total Expenses', 'Total Savings']),
      );
      // Amounts are never negative: the sheet reads as unsigned, spending and saving as positive.
      for (const row of body) {
        for (const amount of [row[2], row[3]]) {
          if (amount === null || amount === undefined) continue;
          expect(typeof amount).toBe('number');
          expect(amount as number).toBeGreaterThanOrEqual(0);
          expect(hasTwoDecimalsAtMost(amount as number)).toBe(true);
        }
      }
      // Each section's total row holds the sum of its lines, to the cent.
      const incomeLines = body.slice(firstCells.indexOf('Income') + 1, firstCells.indexOf('Total Income'));
      const incomeCents = incomeLines.reduce<number>((sum, row) => sum + Math.round(((row[3] as number | null) ?? 0) * 100), 0);
      expect(Math.round((body[firstCells.indexOf('Total Income')][3] as number) * 100)).toBe(incomeCents);
      expect(incomeCents).toBeGreaterThan(0);
    }
  });

  it('50-30-20: one grid of 24 months under Income, Needs, Wants and Savings, with a Total column', async () => {
    const workbook = await load(await sampleWorkbook('50-30-20', TODAY));
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Budget']);
    const rows = rowsOf(workbook.worksheets[0]);
    const headerIndex = rows.findIndex((row) => row[0] === 'Item');
    const header = rows[headerIndex];
    expect(header).toHaveLength(26);
    expect(header[1]).toBe('Jun 2023');
    expect(header[24]).toBe('May 2025');
    expect(header[25]).toBe('Total');
    const labels = rows.slice(headerIndex + 1).map((row) => row[0]);
    for (const group of ['Income', 'Needs', 'Wants', 'Savings']) {
      expect(labels).toContain(group);
      expect(labels).toContain(`Total ${group}`);
    }
    const salary = rows.find((row) => row[0] === 'Salary')!;
    expect(salary.slice(1, 25).every((value) => typeof value === 'number' && value > 0)).toBe(true);
  });

  it('debt-free-mom: 52 bi-weekly pay-period sheets ending with the current one, each with a Debt section', async () => {
    const workbook = await load(await sampleWorkbook('debt-free-mom', TODAY));
    const names = workbook.worksheets.map((s) => s.name);
    expect(names).toHaveLength(52);
    // Paydays are every other Friday; 2025-05-09 is the latest one on or before 2025-05-14.
    expect(names.at(-1)).toBe('Pay period 2025-05-09');
    expect(names[0]).toBe('Pay period 2023-05-26'); // 51 × 14 days earlier
    for (const sheet of workbook.worksheets) {
      const body = bodyAfter(rowsOf(sheet), ['Category', 'Item', 'Budgeted', 'Actual']);
      expect(body.map((row) => row[0])).toEqual(expect.arrayContaining(['Income', 'Expenses', 'Debt', 'Savings', 'Total Debt']));
      expect(body.find((row) => row[1] === 'Paycheck')![3]).toBeGreaterThan(0);
    }
  });

  it('is the same data for the same day', async () => {
    const first = rowsOf((await load(await sampleWorkbook('wealth-whisperer', TODAY))).worksheets[0]);
    const again = rowsOf((await load(await sampleWorkbook('wealth-whisperer', new Date(Date.UTC(2025, 4, 14, 23, 59))))).worksheets[0]);
    expect(again).toEqual(first);
  });
});

describe('blank workbooks', () => {
  it.each(TEMPLATES.map((t) => t.id))('%s: headers, sections and item names, and no amounts', async (templateId) => {
    const workbook = await load(await blankWorkbook(templateId));
    expect(workbook.worksheets.length).toBeGreaterThan(0);
    for (const sheet of workbook.worksheets) {
      const rows = rowsOf(sheet);
      // Nothing but text (and totals of nothing, 0).
      for (const row of rows)
        for (const value of row) if (value !== null && value !== undefined && typeof value !== 'string') expect(value).toBe(0);
      expect(rows.some((row) => row.includes('Category') || row.includes('Item'))).toBe(true);
    }
  });

  it('refuses a template it does not know', async () => {
    await expect(blankWorkbook('get-rich-quick')).rejects.toThrow(RangeError);
    await expect(sampleWorkbook('get-rich-quick', TODAY)).rejects.toThrow(RangeError);
  });
});

describe('TemplateWorkbookCache', () => {
  it('builds each workbook once a day and shares it; a new day builds the sample again', async () => {
    const clock = new ManualClock(TODAY.getTime());
    const cache = new TemplateWorkbookCache(clock);
    const sample = cache.get('50-30-20', 'sample');
    expect(cache.get('50-30-20', 'sample')).toBe(sample);
    const blank = cache.get('50-30-20', 'blank');
    expect(blank).not.toBe(sample);
    expect(cache.get('zero-based-budget', 'sample')).not.toBe(sample);

    clock.advance(24 * 3600 * 1000);
    const nextDay = cache.get('50-30-20', 'sample');
    expect(nextDay).not.toBe(sample);
    await Promise.all([sample, blank, nextDay]);
  });

  it('does not keep a failed build', async () => {
    const cache = new TemplateWorkbookCache(new ManualClock(TODAY.getTime()));
    const failed = cache.get('nope', 'blank');
    await expect(failed).rejects.toThrow(RangeError);
    expect(cache.get('nope', 'blank')).not.toBe(failed);
    await expect(cache.get('nope', 'blank')).rejects.toThrow(RangeError);
  });
});
