import { categoryColor, summarizeNetWorth, type NetWorthEntryInput } from './summarize';

let nextId = 1;
const entry = (type: NetWorthEntryInput['type'], category: string, name: string, valueCents: number, date: string): NetWorthEntryInput => ({
  id: nextId++,
  type,
  category,
  name,
  valueCents,
  date,
});

describe('summarizeNetWorth', () => {
  beforeEach(() => {
    nextId = 1;
  });

  it('has no totals, history or slices without entries', () => {
    expect(summarizeNetWorth([])).toEqual({
      currentTotals: { assets: 0, liabilities: 0, netWorth: 0 },
      netWorthHistory: [],
      assetBreakdown: [],
      liabilityBreakdown: [],
    });
  });

  it('counts an item revalued several times at its latest value only, to the cent', () => {
    const summary = summarizeNetWorth([
      entry('asset', 'Investments', 'Brokerage', 1_000_001, '2025-01-15'),
      entry('asset', 'Investments', 'Brokerage', 1_250_099, '2025-03-01'),
      entry('asset', 'Investments', 'Brokerage', 1_100_050, '2025-02-01'),
    ]);
    expect(summary.currentTotals).toEqual({ assets: 1_250_099, liabilities: 0, netWorth: 1_250_099 });
    expect(summary.netWorthHistory.map((p) => [p.date, p.assets])).toEqual([
      ['2025-01-15', 1_000_001],
      ['2025-02-01', 1_100_050],
      ['2025-03-01', 1_250_099],
    ]);
  });

  it('carries each item forward to later dates and adds items as they appear', () => {
    const summary = summarizeNetWorth([
      entry('asset', 'Checking', 'Main account', 250_000, '2025-01-01'),
      entry('liability', 'Credit Card', 'Visa', 75_025, '2025-01-10'),
      entry('asset', 'Savings', 'Rainy day', 500_000, '2025-02-01'),
      entry('liability', 'Credit Card', 'Visa', 0, '2025-03-01'), // paid off: the item is gone from the totals
    ]);
    expect(summary.netWorthHistory).toEqual([
      { date: '2025-01-01', assets: 250_000, liabilities: 0, netWorth: 250_000 },
      { date: '2025-01-10', assets: 250_000, liabilities: 75_025, netWorth: 174_975 },
      { date: '2025-02-01', assets: 750_000, liabilities: 75_025, netWorth: 674_975 },
      { date: '2025-03-01', assets: 750_000, liabilities: 0, netWorth: 750_000 },
    ]);
    expect(summary.liabilityBreakdown).toEqual([]);
  });

  it('makes one history point for several entries on one date; the later entry of an item wins', () => {
    const summary = summarizeNetWorth([
      entry('asset', 'Cash', 'Wallet', 10_00, '2025-05-05'),
      entry('asset', 'Vehicles', 'Car', 1_500_000, '2025-05-05'),
      entry('liability', 'Auto Loan', 'Car loan', 900_000, '2025-05-05'),
      entry('asset', 'Cash', 'Wallet', 12_34, '2025-05-05'),
    ]);
    expect(summary.netWorthHistory).toEqual([{ date: '2025-05-05', assets: 1_501_234, liabilities: 900_000, netWorth: 601_234 }]);
  });

  it('keeps items apart by type, category and name', () => {
    const summary = summarizeNetWorth([
      entry('asset', 'Savings', 'Fund', 100, '2025-01-01'),
      entry('asset', 'Investments', 'Fund', 200, '2025-01-01'),
      entry('liability', 'Other', 'Fund', 50, '2025-01-01'),
      entry('asset', 'Savings', 'fund', 400, '2025-01-01'),
    ]);
    expect(summary.currentTotals).toEqual({ assets: 700, liabilities: 50, netWorth: 650 });
  });

  it('groups current values by category, largest first, with a fixed colour per category', () => {
    const summary = summarizeNetWorth([
      entry('asset', 'Checking', 'A', 300, '2025-01-01'),
      entry('asset', 'Real Estate', 'House', 40_000_000, '2025-01-01'),
      entry('asset', 'Checking', 'B', 700, '2025-01-02'),
      entry('liability', 'Mortgage', 'House loan', 25_000_000, '2025-01-01'),
    ]);
    expect(summary.assetBreakdown).toEqual([
      { name: 'Real Estate', value: 40_000_000, color: '#5d4037' },
      { name: 'Checking', value: 1000, color: '#1f6fd1' },
    ]);
    expect(summary.liabilityBreakdown).toEqual([{ name: 'Mortgage', value: 25_000_000, color: '#c62828' }]);
  });

  it('gives a custom category the same colour every time', () => {
    expect(categoryColor('asset', 'Crypto')).toBe(categoryColor('asset', 'Crypto'));
    expect(categoryColor('asset', 'Crypto')).toMatch(/^#[0-9a-f]{6}$/);
  });
});
