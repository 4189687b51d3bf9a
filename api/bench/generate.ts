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

const KINDS: Kind[] = [
  {
    category: 'Income',
    subcategory: 'Salary',
    descriptions: ['ACME Corp payroll', 'Direct deposit ACME'],
    min: 240_000,
    max: 260_000,
    weight: 2,
    account: 'Checking',
  },
  {
    category: 'Income',
    subcategory: 'Bonus',
    descriptions: ['ACME annual bonus'],
    min: 100_000,
    max: 300_000,
    weight: 0.1,
    account: 'Checking',
  },
  { category: 'Income', subcategory: 'Interest', descriptions: ['Savings interest'], min: 50, max: 2_500, weight: 0.5, account: 'Savings' },
  {
    category: 'Housing',
    subcategory: 'Rent',
    descriptions: ['Oakwood Apartments rent'],
    min: -185_000,
    max: -175_000,
    weight: 1,
    account: 'Checking',
  },
  {
    category: 'Utilities',
    subcategory: 'Electricity',
    descriptions: ['City Power & Light'],
    min: -14_000,
    max: -6_000,
    weight: 1,
    account: 'Checking',
  },
  { category: 'Utilities', subcategory: 'Internet', descriptions: ['FiberNet'], min: -6_999, max: -6_999, weight: 1, account: 'Card' },
  { category: 'Utilities', subcategory: 'Phone', descriptions: ['Mobile plan'], min: -4_500, max: -4_500, weight: 1, account: 'Card' },
  {
    category: 'Food',
    subcategory: 'Groceries',
    descriptions: ['FreshMart', 'Green Grocer', 'Costco', "Trader Jim's"],
    min: -22_000,
    max: -2_500,
    weight: 8,
    account: 'Card',
  },
  {
    category: 'Food',
    subcategory: 'Dining',
    descriptions: ['Luigi Pizzeria', 'Sushi Bar', 'Corner Cafe', 'Burger Place'],
    min: -9_000,
    max: -1_200,
    weight: 5,
    account: 'Card',
  },
  {
    category: 'Food',
    subcategory: 'Coffee',
    descriptions: ['Bean There', 'Daily Grind'],
    min: -700,
    max: -350,
    weight: 6,
    account: 'Card',
  },
  { category: 'Transport', subcategory: 'Fuel', descriptions: ['Shell', 'Chevron'], min: -7_500, max: -3_000, weight: 3, account: 'Card' },
  { category: 'Transport', subcategory: 'Transit', descriptions: ['Metro card'], min: -3_000, max: -1_000, weight: 2, account: 'Card' },
  {
    category: 'Insurance',
    subcategory: 'Car Insurance',
    descriptions: ['SafeDrive Insurance'],
    min: -12_000,
    max: -12_000,
    weight: 1,
    account: 'Checking',
  },
  {
    category: 'Insurance',
    subcategory: 'Health Insurance',
    descriptions: ['HealthFirst premium'],
    min: -31_000,
    max: -31_000,
    weight: 1,
    account: 'Checking',
  },
  {
    category: 'Subscriptions',
    subcategory: 'Streaming',
    descriptions: ['StreamFlix', 'TuneBox'],
    min: -1_599,
    max: -999,
    weight: 2,
    account: 'Card',
  },
  {
    category: 'Shopping',
    subcategory: 'Clothing',
    descriptions: ['Style Co', 'Outlet Mall'],
    min: -15_000,
    max: -2_000,
    weight: 2,
    account: 'Card',
  },
  {
    category: 'Shopping',
    subcategory: 'Household',
    descriptions: ['HomeGoods', 'Hardware Store'],
    min: -8_000,
    max: -1_000,
    weight: 2,
    account: 'Card',
  },
  {
    category: 'Shopping',
    subcategory: 'Refund',
    descriptions: ['Style Co refund', 'HomeGoods return'],
    min: 1_000,
    max: 6_000,
    weight: 0.5,
    account: 'Card',
  },
  { category: 'Health', subcategory: 'Pharmacy', descriptions: ['Pharmacy Plus'], min: -4_000, max: -800, weight: 1, account: 'Card' },
  { category: 'Entertainment', subcategory: 'Movies', descriptions: ['Cinema City'], min: -3_500, max: -1_500, weight: 1, account: 'Card' },
  {
    category: 'Savings',
    subcategory: '401k',
    descriptions: ['401k contribution'],
    min: -50_000,
    max: -50_000,
    weight: 2,
    account: 'Checking',
  },
  {
    category: 'Savings',
    subcategory: 'Emergency Fund',
    descriptions: ['Transfer to emergency fund'],
    min: -30_000,
    max: -10_000,
    weight: 1,
    account: 'Checking',
  },
  {
    category: 'Transfer',
    subcategory: 'Credit Card Payment',
    descriptions: ['Card payment, thank you'],
    min: -250_000,
    max: -80_000,
    weight: 1,
    account: 'Checking',
  },
];

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
