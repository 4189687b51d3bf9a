import { z } from 'zod';
import { isAcceptedIsoDate } from '../domain/calendar';
import { dollarsToCents } from '../domain/money';
import { withoutControlCharacters } from './text';

export const NETWORTH_TYPES = ['asset', 'liability'] as const;
export type NetWorthTypeDto = (typeof NETWORTH_TYPES)[number];

export const DEFAULT_NETWORTH_CATEGORIES: Record<NetWorthTypeDto, string[]> = {
  asset: ['Cash', 'Checking', 'Savings', 'Investments', 'Retirement', 'Real Estate', 'Vehicles', 'Other'],
  liability: ['Mortgage', 'Auto Loan', 'Student Loan', 'Credit Card', 'Personal Loan', 'Other'],
};

/** Largest value accepted: a trillion dollars, far past any household and inside exact doubles. */
const MAX_VALUE_CENTS = 100_000_000_000_000;

/** value: a number or numeric text, ≥ 0, at most two decimals; commas are thousands separators. */
const valueCents = z.union([z.number(), z.string()], { error: 'Value is required.' }).transform((raw, ctx) => {
  const text = typeof raw === 'number' ? String(raw) : raw.replace(/,/g, '').trim();
  const cents = text === '' ? null : dollarsToCents(text);
  if (cents === null || cents < 0 || cents > MAX_VALUE_CENTS) {
    ctx.addIssue({ code: 'custom', message: 'Value must be an amount of at least 0 with at most two decimals.' });
    return z.NEVER;
  }
  return cents;
});

const entryFields = {
  category: z
    .string({ error: 'Category is required.' })
    .trim()
    .min(1, 'Category is required.')
    .max(60)
    .pipe(withoutControlCharacters('Category')),
  name: z
    .string({ error: 'Name is required.' })
    .trim()
    .min(1, 'Name is required.')
    .max(120, 'Name must be at most 120 characters.')
    .pipe(withoutControlCharacters('Name')),
  value: valueCents,
  date: z
    .string({ error: 'Date is required.' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be a date in the form YYYY-MM-DD.')
    .refine(isAcceptedIsoDate, 'Date must be a real calendar date.'),
};

export const createNetWorthEntryRequest = z.object({
  type: z.enum(NETWORTH_TYPES, { error: 'Type must be asset or liability.' }),
  ...entryFields,
});

/** The type is fixed once an entry exists; it may be repeated, not changed. */
export const updateNetWorthEntryRequest = z.object({
  type: z.enum(NETWORTH_TYPES, { error: 'Type must be asset or liability.' }).optional(),
  ...entryFields,
});

export interface NetWorthEntryDto {
  id: number;
  type: NetWorthTypeDto;
  category: string;
  name: string;
  value: number;
  date: string;
}

export interface NetWorthCategoriesDto {
  assets: { id: number; name: string }[];
  liabilities: { id: number; name: string }[];
}

export interface NetWorthDashboardDto {
  entries: NetWorthEntryDto[];
  netWorthHistory: { date: string; assets: number; liabilities: number; netWorth: number }[];
  assetBreakdown: { name: string; value: number; color: string }[];
  liabilityBreakdown: { name: string; value: number; color: string }[];
  currentTotals: { assets: number; liabilities: number; netWorth: number };
}
