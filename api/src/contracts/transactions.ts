/**
 * The transactions list, its exports and the import history: request schemas and
 * response types shared by the server and the screens.
 */
import { z } from 'zod';
import { isAcceptedIsoDate } from '../domain/calendar';
import { says, saysOneOf } from './says';
import { MAX_CATEGORY_NAME_LENGTH, PERIOD_KEYS, TRANSACTION_TYPES, type TransactionType } from './workflow';

/** Largest page of the list. */
export const MAX_TRANSACTIONS_PAGE = 500;
export const DEFAULT_TRANSACTIONS_PAGE = 100;
/** Longest search text. */
export const MAX_SEARCH_LENGTH = 200;

/** A query parameter given once; repeated (`?type=a&type=b`) it arrives as a list and is refused. */
const once = (field: string) => z.string({ error: says('validation.givenOnce', { field }) });

const isoDate = (field: string) =>
  once(field)
    .regex(/^\d{4}-\d{2}-\d{2}$/, says('validation.dateForm', { field }))
    .refine(isAcceptedIsoDate, says('validation.calendarDate', { field }));

/** The filters the list and the transactions export share. */
export const transactionFiltersQuery = z
  .object({
    from: isoDate('from').optional(),
    to: isoDate('to').optional(),
    category: once('category')
      .max(MAX_CATEGORY_NAME_LENGTH, says('validation.maxCharacters', { field: 'category', max: MAX_CATEGORY_NAME_LENGTH }))
      .optional(),
    sub_category: once('sub_category')
      .max(MAX_CATEGORY_NAME_LENGTH, says('validation.maxCharacters', { field: 'sub_category', max: MAX_CATEGORY_NAME_LENGTH }))
      .optional(),
    type: z.enum(TRANSACTION_TYPES, { error: saysOneOf('type', ['Income', 'Expense', 'Savings', 'Ignore']) }).optional(),
    q: once('q')
      .max(MAX_SEARCH_LENGTH, says('validation.maxCharacters', { field: 'q', max: MAX_SEARCH_LENGTH }))
      .optional(),
    window: z.enum(PERIOD_KEYS, { error: says('validation.oneOf', { field: 'window', values: PERIOD_KEYS.join(', ') }) }).optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { message: says('validation.fromBeforeTo'), path: ['from'] });

/** `GET /transactions/api/transactions`: the filters plus a page. */
export const transactionsPageQuery = z.intersection(
  transactionFiltersQuery,
  z.object({
    limit: once('limit')
      .regex(/^\d{1,6}$/, says('validation.wholeFromOne', { field: 'limit', max: MAX_TRANSACTIONS_PAGE }))
      .transform(Number)
      .refine(
        (limit) => limit >= 1 && limit <= MAX_TRANSACTIONS_PAGE,
        says('validation.wholeFromOne', { field: 'limit', max: MAX_TRANSACTIONS_PAGE }),
      )
      .optional(),
    cursor: once('cursor')
      .regex(/^\d{4}-\d{2}-\d{2}\.\d{1,10}$/, says('validation.cursor'))
      .optional(),
  }),
);

export type TransactionFilters = z.output<typeof transactionFiltersQuery>;
export type TransactionsPageRequest = z.output<typeof transactionsPageQuery>;

export interface TransactionItemDto {
  id: number;
  date: string;
  description: string;
  category: string;
  sub_category: string;
  type: TransactionType;
  /** As in the sheet, in dollars. */
  amount: number;
  /** What the analysis counted of it in its type's total, in dollars (0 when ignored or not counted). */
  contribution: number;
  sheet: string;
  row: number;
  /** The id of the row in another of the user's sources this one is a transfer with (both count nothing), or null. */
  transfer_with: number | null;
  /** Read in another currency than the home one: the amount as written there (major units) and its code; `amount` is converted. Else null. */
  original: { amount: number; currency: string } | null;
}

export interface MoneyTotalsDto {
  income: number;
  expenses: number;
  savings: number;
}

export interface TransactionsPageDto {
  items: TransactionItemDto[];
  next_cursor: string | null;
  /** Over the whole filtered set, not the page. */
  count: number;
  totals: MoneyTotalsDto;
}

export interface ImportDto {
  id: number;
  created_at: string;
  file_name: string | null;
  source: 'file' | 'google_sheet';
  /** The source the import belongs to (sources.ts); null only for one recorded by a release before sources, during a rolling deploy. */
  source_id: number | null;
  selected_sheets: string[];
  rows: number;
  totals: MoneyTotalsDto;
  current: boolean;
}

export interface ImportsDto {
  imports: ImportDto[];
}
