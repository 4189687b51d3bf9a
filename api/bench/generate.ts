/**
 * Generated transaction logs for the benchmark: a household's money over two years, as many rows as
 * asked, in the Wealth Whisperer layout (Date, Description, Category, Subcategory, Amount, Account,
 * Notes; signed amounts). Seeded, so every run reads the same files. Written with exceljs's
 * streaming writer, shared strings and date styles included, as Excel would save them.
 */
import { createWriteStream } from 'node:fs';
import ExcelJS from 'exceljs';

interface Kind {
  category: string;
  subcategory: string;
  descriptions: string[];
  /** Cents: low and high bound of the amount; negative for money out. */
  min: number;
  max: number;
  /** How often, relative to the others. */
  weight: number;
  account: string;
}

/** One row per kind: category, subcategory, descriptions, the amount's bounds in cents, weight, account. */
const KINDS: Kind[] = (
  [
    ['Income', 'Salary', ['ACME Corp payroll', 'Direct deposit ACME'], 240_000, 260_000, 2, 'Checking'],
    ['Income', 'Bonus', ['ACME annual bonus'], 100_000, 300_000, 0.1, 'Checking'],
    ['Income', 'Interest', ['Savings interest'], 50, 2_500, 0.5, 'Savings'],
    ['Housing', 'Rent', ['Oakwood Apartments rent'], -185_000, -175_000, 1, 'Checking'],
    ['Utilities', 'Electricity', ['City Power & Light'], -14_000, -6_000, 1, 'Checking'],
    ['Utilities', 'Internet', ['FiberNet'], -6_999, -6_999, 1, 'Card'],
    ['Utilities', 'Phone', ['Mobile plan'], -4_500, -4_500, 1, 'Card'],
    ['Food', 'Groceries', ['FreshMart', 'Green Grocer', 'Costco', "Trader Jim's"], -22_000, -2_500, 8, 'Card'],
    ['Food', 'Dining', ['Luigi Pizzeria', 'Sushi Bar', 'Corner Cafe', 'Burger Place'], -9_000, -1_200, 5, 'Card'],
    ['Food', 'Coffee', ['Bean There', 'Daily Grind'], -700, -350, 6, 'Card'],
    ['Transport', 'Fuel', ['Shell', 'Chevron'], -7_500, -3_000, 3, 'Card'],
    ['Transport', 'Transit', ['Metro card'], -3_000, -1_000, 2, 'Card'],
    ['Insurance', 'Car Insurance', ['SafeDrive Insurance'], -12_000, -12_000, 1, 'Checking'],
    ['Insurance', 'Health Insurance', ['HealthFirst premium'], -31_000, -31_000, 1, 'Checking'],
    ['Subscriptions', 'Streaming', ['StreamFlix', 'TuneBox'], -1_599, -999, 2, 'Card'],
    ['Shopping', 'Clothing', ['Style Co', 'Outlet Mall'], -15_000, -2_000, 2, 'Card'],
    ['Shopping', 'Household', ['HomeGoods', 'Hardware Store'], -8_000, -1_000, 2, 'Card'],
    ['Shopping', 'Refund', ['Style Co refund', 'HomeGoods return'], 1_000, 6_000, 0.5, 'Card'],
    ['Health', 'Pharmacy', ['Pharmacy Plus'], -4_000, -800, 1, 'Card'],
    ['Entertainment', 'Movies', ['Cinema City'], -3_500, -1_500, 1, 'Card'],
    ['Savings', '401k', ['401k contribution'], -50_000, -50_000, 2, 'Checking'],
    ['Savings', 'Emergency Fund', ['Transfer to emergency fund'], -30_000, -10_000, 1, 'Checking'],
    ['Transfer', 'Credit Card Payment', ['Card payment, thank you'], -250_000, -80_000, 1, 'Checking'],
  ] satisfies [string, string, string[], number, number, number, string][]
).map(([category, subcategory, descriptions, min, max, weight, account]) => ({
  category,
  subcategory,
  descriptions,
  min,
  max,
  weight,
  account,
}));

/** mulberry32: small, fast, deterministic. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DAY_MS = 86_400_000;
/** Two years ending 2025-04-30. */
export const FIRST_DAY = Date.UTC(2023, 4, 1);
const DAYS = 731;

/** Writes a log of `rows` data rows to `file`; answers the counts of each kind written. */
export async function writeTransactionLog(file: string, rows: number, seed = 42): Promise<void> {
  const random = seeded(seed);
  const totalWeight = KINDS.reduce((sum, kind) => sum + kind.weight, 0);
  const pick = (): Kind => {
    let r = random() * totalWeight;
    for (const kind of KINDS) {
      r -= kind.weight;
      if (r <= 0) return kind;
    }
    return KINDS[KINDS.length - 1];
  };

  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: createWriteStream(file), useStyles: true, useSharedStrings: true });
  const sheet = workbook.addWorksheet('Transactions');
  sheet.columns = [
    { header: 'Date', key: 'date', width: 12, style: { numFmt: 'yyyy-mm-dd' } },
    { header: 'Description', key: 'description', width: 30 },
    { header: 'Category', key: 'category', width: 16 },
    { header: 'Subcategory', key: 'subcategory', width: 20 },
    { header: 'Amount', key: 'amount', width: 12, style: { numFmt: '#,##0.00;[Red]-#,##0.00' } },
    { header: 'Account', key: 'account', width: 12 },
    { header: 'Notes', key: 'notes', width: 20 },
  ];
  // Rows in date order, spread evenly over the two years.
  for (let i = 0; i < rows; i += 1) {
    const kind = pick();
    const cents = kind.min === kind.max ? kind.min : Math.round(kind.min + random() * (kind.max - kind.min));
    sheet
      .addRow({
        date: new Date(FIRST_DAY + Math.floor((i * DAYS) / rows) * DAY_MS),
        description: kind.descriptions[Math.floor(random() * kind.descriptions.length)],
        category: kind.category,
        subcategory: kind.subcategory,
        amount: cents / 100,
        account: kind.account,
        notes: random() < 0.02 ? 'check receipt' : null,
      })
      .commit();
  }
  sheet.commit();
  await workbook.commit();
}
