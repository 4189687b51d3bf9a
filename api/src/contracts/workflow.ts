/**
 * Wire types of the update-data workflow and of the analysis reads.
 * Types first, then the request schemas of the three steps and the retirement choice. The words they
 * are made of (transaction types, period types, windows, directions) are the domain's.
 */
import { z } from 'zod';
import { isAcceptedIsoDate } from '../domain/calendar';
import { TRANSACTION_TYPES, type CategoryRow } from '../domain/analysis/classification';
import { PERIOD_TYPES, type PeriodType } from '../domain/analysis/periods';
import type { CategoryTotals, PeriodData, SpendingAnalysis, TransactionAnalysis } from '../domain/analysis/result';
import type { SheetPreview } from '../domain/workbook/reading/preview';
import { COLUMN_ROLES } from '../domain/workbook/tables/roles';
import { DIRECTIONS, type TableReading, type WorkflowOptions } from '../domain/workbook/types';
import { MAX_SOURCE_NAME_LENGTH, SOURCE_KINDS, type DataSourceKind, type SourceChoice } from '../domain/sources/source-names';
import { withoutControlCharacters } from './text';

export { TRANSACTION_TYPES, type TransactionType } from '../domain/analysis/classification';
export { PERIOD_KEYS, PERIOD_TYPES, type PeriodKey, type PeriodType } from '../domain/analysis/periods';
export { DIRECTIONS } from '../domain/workbook/types';

/**
 * The workflow's wire types that are the domain's own: a (category, subcategory) pair and how the user
 * classified it; what the options step is prefilled with after an upload (its choices, suggested); the
 * options step's choice of source (an existing one, or a new one; omitted, the proposal); a sheet's
 * preview (its first rows as text from A1, each table's reading, the normalised and skipped rows); the
 * analysis as stored (`GET /spending/api/spending-analysis`, and `GET /summary/api/transaction-analysis`:
 * `{message:"No data"}` before any analysis).
 */
export type {
  CategoryRow as CategoryRowDto,
  WorkflowOptions as SuggestedOptionsDto,
  SourceChoice as SourceChoiceDto,
  SheetPreview as SheetPreviewDto,
  CategoryTotals as CategoryTotalsDto,
  PeriodData as PeriodDataDto,
  SpendingAnalysis as SpendingAnalysisDto,
  TransactionAnalysis as TransactionAnalysisDto,
};

/** What the wizard reads back after each step: the analysis as stored. */
export interface VisualsDataDto {
  transaction_analysis: TransactionAnalysis;
  spending_analysis: SpendingAnalysis;
}

/** One sheet as read: each of its tables' reading, in sheet order. */
export interface SheetReadingDto {
  name: string;
  hidden: boolean;
  tables: TableReading[];
}

export interface UploadStepResponse {
  success: boolean;
  error?: string;
  eligible?: boolean;
  usage_used?: number;
  data?: {
    sheet_names: string[];
    suggested_options: WorkflowOptions;
    sheets: SheetReadingDto[];
    visuals_data: VisualsDataDto | null;
    /** Where this upload's rows would go unless the options step chooses otherwise (docs/decisions/sources.md). */
    source_proposal: SourceProposalDto;
  };
}

/**
 * The source an upload is proposed for: an existing one (`id`) found by the account number the file
 * states, or by its file name and columns; or a new one (`id: null`) named from the file.
 */
export interface SourceProposalDto {
  id: number | null;
  name: string;
  kind: DataSourceKind;
  /** `workbook`: a budget that matches none of the user's sources goes to their budget workbook, as before sources. */
  reason: 'account_number' | 'file_and_columns' | 'workbook' | 'new';
  /** When the proposed source was last imported into (ISO time); null for a new one. */
  last_import_at: string | null;
}

/** What the categories step imported, and where. */
export interface ImportSummaryDto {
  source_id: number;
  source_name: string;
  /** Rows the import added (every row for a workbook source, whose import replaces its rows). */
  added: number;
  /** Rows of the file an account source already held, so not added again. */
  already_present: number;
  /** Read in another currency than the home one: the rate its rows were converted at (api/src/services/currency-rates.ts). */
  converted?: { currency: string; rate: string; home_currency: string };
}

export interface OptionsStepRequest {
  selected_sheets: string[];
  selected_date: string;
  period_type: PeriodType;
  template_id: string;
  /** How the user adjusted the reading of some sheets. */
  sheet_settings?: Record<string, SheetSettingsDto>;
  /** Where the rows go; omitted, the upload's `source_proposal`. */
  source?: SourceChoice;
}

/** `POST …/preview`: one sheet read with the settings given; nothing saved. */
export interface PreviewResponse {
  success: boolean;
  error?: string;
  data?: SheetPreview;
}

export interface OptionsStepResponse {
  success: boolean;
  error?: string;
  data?: { categories: CategoryRow[] };
}

export interface CategoriesStepResponse {
  success: boolean;
  error?: string;
  data?: { visuals_data: VisualsDataDto; import: ImportSummaryDto };
}

/** `GET /summary/api/get-savings-sub-categories`. */
export interface SavingsSubCategoriesDto {
  savings_sub_categories: string[];
  retirement_sub_categories: string[];
}

// ---------------------------------------------------------------------------------------------
// Request schemas. Messages name the field and what is expected.

/** Longest category or subcategory name kept: far past any real budget, inside a MySQL TEXT. */
export const MAX_CATEGORY_NAME_LENGTH = 1000;

const TYPE_LIST = 'Income, Savings, Expense or Ignore';

/** `POST …/step/upload` with a Google Sheet (JSON); a file comes as multipart instead. */
export const googleSheetUploadRequest = z.object({
  file_source_type: z.literal('google_sheet', { error: 'file_source_type must be "file" or "google_sheet".' }),
  sheet_id: z
    .string({ error: 'Please enter a Google Sheet ID or URL.' })
    .trim()
    .min(1, 'Please enter a Google Sheet ID or URL.')
    .max(1000, 'That Google Sheet ID or URL is too long.'),
});

/** A list as sent, or the JSON text of one. */
function listOrJsonList(value: unknown): unknown {
  if (typeof value !== 'string' || !value.trim().startsWith('[')) return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/** Bytes of the selected sheet names as stored (JSON), inside MySQL's 64 KB TEXT with room to spare. */
const MAX_SELECTED_SHEETS_BYTES = 60_000;

/**
 * How one table is read when the user adjusts it: every field optional,
 * unknown fields refused. Messages say what is expected; `fieldPath` puts the field's place in front.
 */
export const tableSettingsRequest = z
  .object(
    {
      range: z
        .string({ error: 'range must be text such as B2:F22.' })
        .regex(/^[A-Z]{1,3}[1-9]\d{0,6}:[A-Z]{1,3}[1-9]\d{0,6}$/, 'range must be a cell range such as B2:F22.')
        .optional(),
      header_row: z
        .number({ error: 'header_row must be a row number.' })
        .int('header_row must be a whole row number.')
        .min(1, 'header_row must be 1 or more.')
        .max(1_048_576, 'header_row is past the last row a sheet can have.')
        .optional(),
      columns: z
        .record(
          z.string(),
          z
            .string({ error: 'columns: a column must be given by its letters, such as C.' })
            .regex(/^[A-Z]{1,3}$/, 'columns: a column must be given by its letters, such as C.'),
          { error: 'columns must map roles to column letters.' },
        )
        .refine(
          (columns) => Object.keys(columns).every((role) => (COLUMN_ROLES as readonly string[]).includes(role)),
          `columns: a role must be one of ${COLUMN_ROLES.join(', ')}.`,
        )
        .optional(),
      plan_as_actual: z.boolean({ error: 'plan_as_actual must be true or false.' }).optional(),
      date_order: z.enum(['MDY', 'DMY'], { error: 'date_order must be MDY (month first) or DMY (day first).' }).optional(),
      direction: z.enum(DIRECTIONS, { error: `direction must be one of ${DIRECTIONS.join(', ')}.` }).optional(),
      period_start: z
        .string({ error: 'period_start must be a date in the form YYYY-MM-DD.' })
        .regex(/^\d{4}-\d{2}-\d{2}$/, 'period_start must be a date in the form YYYY-MM-DD.')
        .refine(isAcceptedIsoDate, 'period_start must be a real calendar date.')
        .optional(),
      skip: z.boolean({ error: 'skip must be true or false.' }).optional(),
    },
    { error: 'Each table entry must be an object of settings.' },
  )
  .strict();

export const sheetSettingsRequest = z
  .object(
    {
      tables: z
        .array(tableSettingsRequest, { error: 'tables must be a list of table settings.' })
        .max(50, 'At most 50 tables per sheet can be adjusted.'),
    },
    { error: 'A sheet entry must be an object with tables.' },
  )
  .strict();

/** `sheet_settings` of the options step: per sheet name, its tables' settings. */
export const sheetSettingsByName = z
  .record(z.string().max(1000), sheetSettingsRequest, { error: 'sheet_settings must map sheet names to their settings.' })
  .refine((value) => Object.keys(value).length <= 1000, 'sheet_settings can adjust at most 1000 sheets.');

/** `POST …/preview`: one sheet read with the settings given, nothing saved. */
export const previewRequest = z
  .object({
    sheet: z
      .string({ error: 'sheet must be the name of a sheet of the upload.' })
      .min(1, 'sheet must be the name of a sheet of the upload.')
      .max(1000),
    settings: sheetSettingsRequest.optional(),
  })
  .strict();

export const optionsStepRequest = z.object({
  selected_sheets: z.preprocess(
    listOrJsonList,
    z
      .array(z.string({ error: 'Each selected sheet must be a sheet name.' }), { error: 'selected_sheets must be a list of sheet names.' })
      .min(1, 'Select at least one sheet.')
      .max(1000, 'Select at most 1000 sheets.')
      .refine((names) => new Set(names).size === names.length, 'Each sheet can be selected only once.')
      // The choice is kept as JSON text in a column that holds 64 KB on MySQL; long names in many
      // scripts reach that well before 1000 sheets.
      .refine(
        (names) => new TextEncoder().encode(JSON.stringify(names)).length <= MAX_SELECTED_SHEETS_BYTES,
        'Too many sheets selected: choose fewer sheets (their names together are too long to keep).',
      ),
  ),
  selected_date: z
    .string({ error: 'Choose a period start date.' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'The period start date must be a date in the form YYYY-MM-DD.')
    .refine(isAcceptedIsoDate, 'The period start date must be a real calendar date.'),
  period_type: z.enum(PERIOD_TYPES, { error: 'Period type must be one of bi-weekly, monthly, quarterly or yearly.' }),
  template_id: z.string({ error: 'template_id is required.' }).min(1, 'template_id is required.').max(64),
  sheet_settings: sheetSettingsByName.optional(),
  source: z
    .union(
      [
        z.strictObject({ id: z.number({ error: 'source.id must be a source id.' }).int('source.id must be a source id.').positive() }),
        z.strictObject({
          new: z.strictObject({
            name: z
              .string({ error: 'source.new.name must be text.' })
              .trim()
              .min(1, 'source.new.name must not be empty.')
              .max(MAX_SOURCE_NAME_LENGTH, `source.new.name must be at most ${MAX_SOURCE_NAME_LENGTH} characters.`)
              .pipe(withoutControlCharacters('source.new.name')),
            kind: z.enum(SOURCE_KINDS, { error: `source.new.kind must be one of ${SOURCE_KINDS.join(' or ')}.` }),
          }),
        }),
      ],
      { error: 'source must be {id} of one of your sources or {new: {name, kind}}.' },
    )
    .optional(),
});

const categoryName = (field: string) =>
  z
    .string({ error: `${field} must be text.` })
    .max(MAX_CATEGORY_NAME_LENGTH, `${field} must be at most ${MAX_CATEGORY_NAME_LENGTH} characters.`);

export const categoryRowRequest = z.object({
  category: categoryName('Category'),
  sub_category: categoryName('Subcategory'),
  transaction_type: z.enum(TRANSACTION_TYPES, { error: `Transaction type must be one of ${TYPE_LIST}.` }),
  reversal: z.boolean({ error: 'Reversal must be true or false.' }),
  /** Sent back as the server gave it; ignored. */
  new_f: z.boolean().optional(),
  merge_into: z
    .object(
      { category: categoryName('merge_into.category'), sub_category: categoryName('merge_into.sub_category') },
      { error: 'merge_into must be {category, sub_category} of another row, or null.' },
    )
    .strict()
    .nullable()
    .optional(),
});

export const categoriesStepRequest = z.object({
  categories: z
    .array(categoryRowRequest, { error: 'categories must be a list of category rows.' })
    .min(1, 'There are no categories to save.')
    .max(20_000, 'At most 20000 category rows can be saved at once.'),
});

export const retirementSubCategoriesRequest = z.object({
  retirementSubCategories: z
    .array(z.string({ error: 'Each retirement subcategory must be a name.' }), {
      error: 'retirementSubCategories must be a list of subcategory names.',
    })
    .max(5000, 'Choose at most 5000 subcategories.'),
});

export type CategoryRowRequest = z.output<typeof categoryRowRequest>;
/** How one table is read when the user adjusts it, and one sheet's adjustments. */
export type TableSettingsDto = z.output<typeof tableSettingsRequest>;
export type SheetSettingsDto = z.output<typeof sheetSettingsRequest>;
