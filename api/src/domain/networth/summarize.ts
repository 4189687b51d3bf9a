/**
 * Net worth over time, in integer cents. Entries are dated values; entries
 * with the same type, category and name are one item over time. Pure: no storage, no clock.
 */
import type { Cents } from '../money';

export type NetWorthType = 'asset' | 'liability';

export interface NetWorthEntryInput {
  id: number;
  type: NetWorthType;
  category: string;
  name: string;
  valueCents: Cents;
  /** YYYY-MM-DD */
  date: string;
}

export interface HistoryPoint {
  date: string;
  assets: Cents;
  liabilities: Cents;
  netWorth: Cents;
}

export interface BreakdownSlice {
  name: string;
  value: Cents;
  color: string;
}

export interface NetWorthSummary {
  currentTotals: { assets: Cents; liabilities: Cents; netWorth: Cents };
  netWorthHistory: HistoryPoint[];
  assetBreakdown: BreakdownSlice[];
  liabilityBreakdown: BreakdownSlice[];
}

/** Fixed colours for the default categories; any other category gets one from its name. */
const CATEGORY_COLORS: Record<string, string> = {
  'asset:Cash': '#2e7d32',
  'asset:Checking': '#1f6fd1',
  'asset:Savings': '#00897b',
  'asset:Investments': '#6a1b9a',
  'asset:Retirement': '#ef6c00',
  'asset:Real Estate': '#5d4037',
  'asset:Vehicles': '#546e7a',
  'asset:Other': '#9e9d24',
  'liability:Mortgage': '#c62828',
  'liability:Auto Loan': '#ad1457',
  'liability:Student Loan': '#4527a0',
  'liability:Credit Card': '#d84315',
  'liability:Personal Loan': '#6d4c41',
  'liability:Other': '#757575',
};
const EXTRA_PALETTE = ['#0277bd', '#558b2f', '#f9a825', '#8e24aa', '#00838f', '#e64a19', '#3949ab', '#7cb342'];

export function categoryColor(type: NetWorthType, category: string): string {
  const fixed = CATEGORY_COLORS[`${type}:${category}`];
  if (fixed) return fixed;
  let hash = 0;
  for (const char of `${type}:${category}`) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return EXTRA_PALETTE[hash % EXTRA_PALETTE.length];
}

const itemKey = (entry: NetWorthEntryInput) => JSON.stringify([entry.type, entry.category, entry.name]);

/** Later date wins; on the same date the later-created entry (higher id) wins. */
function isNewer(candidate: NetWorthEntryInput, current: NetWorthEntryInput): boolean {
  return candidate.date > current.date || (candidate.date === current.date && candidate.id > current.id);
}

function totalsOf(latest: Iterable<NetWorthEntryInput>) {
  let assets = 0;
  let liabilities = 0;
  for (const entry of latest) {
    if (entry.type === 'asset') assets += entry.valueCents;
    else liabilities += entry.valueCents;
  }
  return { assets, liabilities, netWorth: assets - liabilities };
}

function breakdown(latest: NetWorthEntryInput[], type: NetWorthType): BreakdownSlice[] {
  const byCategory = new Map<string, Cents>();
  for (const entry of latest) {
    if (entry.type === type) byCategory.set(entry.category, (byCategory.get(entry.category) ?? 0) + entry.valueCents);
  }
  return [...byCategory]
    .filter(([, value]) => value > 0)
    .map(([name, value]) => ({ name, value, color: categoryColor(type, name) }))
    .sort((a, b) => b.value - a.value || a.name.localeCompare(b.name));
}

export function summarizeNetWorth(entries: readonly NetWorthEntryInput[]): NetWorthSummary {
  const sorted = [...entries].sort((a, b) => (a.date === b.date ? a.id - b.id : a.date < b.date ? -1 : 1));

  // One pass in date order: after the last entry of each date, every item's latest value is known.
  const latestByItem = new Map<string, NetWorthEntryInput>();
  const netWorthHistory: HistoryPoint[] = [];
  sorted.forEach((entry, index) => {
    const key = itemKey(entry);
    const current = latestByItem.get(key);
    if (!current || isNewer(entry, current)) latestByItem.set(key, entry);
    const lastOfDate = index === sorted.length - 1 || sorted[index + 1].date !== entry.date;
    if (lastOfDate) netWorthHistory.push({ date: entry.date, ...totalsOf(latestByItem.values()) });
  });

  const latest = [...latestByItem.values()];
  return {
    currentTotals: totalsOf(latest),
    netWorthHistory,
    assetBreakdown: breakdown(latest, 'asset'),
    liabilityBreakdown: breakdown(latest, 'liability'),
  };
}

/** An entry as stored: its category named by id. */
export type StoredNetWorthEntry = Omit<NetWorthEntryInput, 'category'> & { categoryId: number };

/** Stored entries as `summarizeNetWorth` reads them, each category named from `names` (`unknown` when it is not there). */
export function namedEntries(
  entries: readonly StoredNetWorthEntry[],
  names: ReadonlyMap<number, string>,
  unknown: string,
): NetWorthEntryInput[] {
  return entries.map(({ id, type, categoryId, name, valueCents, date }) => ({
    id,
    type,
    category: names.get(categoryId) ?? unknown,
    name,
    valueCents,
    date,
  }));
}
