import { z } from 'zod';
import { isAcceptedIsoDate } from '../domain/calendar';
import { dollarsToCents } from '../domain/money';
import { fieldLabel, says } from './says';
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
const valueCents = z
  .union([z.number(), z.string()], { error: says('validation.required', { field: fieldLabel('value') }) })
  .transform((raw, ctx) => {
    const text = typeof raw === 'number' ? String(raw) : raw.replace(/,/g, '').trim();
    const cents = text === '' ? null : dollarsToCents(text);
    if (cents === null || cents < 0 || cents > MAX_VALUE_CENTS) {
      ctx.addIssue({ code: 'custom', message: says('validation.netWorthValue') });
      return z.NEVER;
    }
    return cents;
  });

const entryFields = {
  category: z
    .string({ error: says('validation.required', { field: fieldLabel('category') }) })
    .trim()
    .min(1, says('validation.required', { field: fieldLabel('category') }))
    .max(60)
    .pipe(withoutControlCharacters(fieldLabel('category'))),
  name: z
    .string({ error: says('validation.required', { field: fieldLabel('name') }) })
    .trim()
    .min(1, says('validation.required', { field: fieldLabel('name') }))
    .max(120, says('validation.maxCharacters', { field: fieldLabel('name'), max: 120 }))
    .pipe(withoutControlCharacters(fieldLabel('name'))),
  value: valueCents,
  date: z
    .string({ error: says('validation.required', { field: fieldLabel('date') }) })
    .regex(/^\d{4}-\d{2}-\d{2}$/, says('validation.dateForm', { field: fieldLabel('date') }))
    .refine(isAcceptedIsoDate, says('validation.calendarDate', { field: fieldLabel('date') })),
};

export const createNetWorthEntryRequest = z.object({
  type: z.enum(NETWORTH_TYPES, { error: says('validation.netWorthType') }),
  ...entryFields,
});

/** The type is fixed once an entry exists; it may be repeated, not changed. */
export const updateNetWorthEntryRequest = z.object({
  type: z.enum(NETWORTH_TYPES, { error: says('validation.netWorthType') }).optional(),
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
