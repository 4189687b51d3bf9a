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
import { type ContractValue, fieldLabel, says, saysOneOf } from './says';
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

/** A table's reading as answered: its warnings and problem written out in the request's language (services/reading-texts.ts). */
export type TableReadingDto = Omit<TableReading, 'warnings' | 'problem'> & { warnings: string[]; problem: string | null };

/** One sheet as read: each of its tables' reading, in sheet order. */
export interface SheetReadingDto {
  name: string;
  hidden: boolean;
  tables: TableReadingDto[];
}

/** A sheet's preview as answered: its tables' readings written out. */
export type SheetPreviewDto = Omit<SheetPreview, 'tables'> & { tables: TableReadingDto[] };

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
  data?: SheetPreviewDto;
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

const TYPE_LIST = ['Income', 'Savings', 'Expense', 'Ignore'];

/** `POST …/step/upload` with a Google Sheet (JSON); a file comes as multipart instead. */
export const googleSheetUploadRequest = z.object({
  file_source_type: z.literal('google_sheet', { error: says('validation.fileSourceType') }),
  sheet_id: z
    .string({ error: says('validation.enterSheet') })
    .trim()
    .min(1, says('validation.enterSheet'))
    .max(1000, says('validation.sheetIdTooLong')),
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
        .string({ error: says('validation.rangeText') })
        .regex(/^[A-Z]{1,3}[1-9]\d{0,6}:[A-Z]{1,3}[1-9]\d{0,6}$/, says('validation.rangeForm'))
        .optional(),
      header_row: z
        .number({ error: says('validation.headerRowNumber') })
        .int(says('validation.headerRowWhole'))
        .min(1, says('validation.headerRowMin'))
        .max(1_048_576, says('validation.headerRowMax'))
        .optional(),
      columns: z
        .record(z.string(), z.string({ error: says('validation.columnLetters') }).regex(/^[A-Z]{1,3}$/, says('validation.columnLetters')), {
          error: says('validation.columnsMap'),
        })
        .refine(
          (columns) => Object.keys(columns).every((role) => (COLUMN_ROLES as readonly string[]).includes(role)),
          says('validation.columnRole', { values: COLUMN_ROLES.join(', ') }),
        )
        .optional(),
      plan_as_actual: z.boolean({ error: says('validation.trueOrFalse', { field: 'plan_as_actual' }) }).optional(),
      date_order: z.enum(['MDY', 'DMY'], { error: says('validation.dateOrder') }).optional(),
      direction: z.enum(DIRECTIONS, { error: says('validation.oneOf', { field: 'direction', values: DIRECTIONS.join(', ') }) }).optional(),
      period_start: z
        .string({ error: says('validation.dateForm', { field: 'period_start' }) })
        .regex(/^\d{4}-\d{2}-\d{2}$/, says('validation.dateForm', { field: 'period_start' }))
        .refine(isAcceptedIsoDate, says('validation.calendarDate', { field: 'period_start' }))
        .optional(),
      skip: z.boolean({ error: says('validation.trueOrFalse', { field: 'skip' }) }).optional(),
    },
    { error: says('validation.tableEntry') },
  )
  .strict();

export const sheetSettingsRequest = z
  .object(
    {
      tables: z.array(tableSettingsRequest, { error: says('validation.tablesList') }).max(50, says('validation.tablesAtMost', { max: 50 })),
    },
    { error: says('validation.sheetEntry') },
  )
  .strict();

/** `sheet_settings` of the options step: per sheet name, its tables' settings. */
export const sheetSettingsByName = z
  .record(z.string().max(1000), sheetSettingsRequest, { error: says('validation.sheetSettingsMap') })
  .refine((value) => Object.keys(value).length <= 1000, says('validation.sheetSettingsAtMost', { max: 1000 }));

/** `POST …/preview`: one sheet read with the settings given, nothing saved. */
export const previewRequest = z
  .object({
    sheet: z
      .string({ error: says('validation.previewSheet') })
      .min(1, says('validation.previewSheet'))
      .max(1000),
    settings: sheetSettingsRequest.optional(),
  })
  .strict();

export const optionsStepRequest = z.object({
  selected_sheets: z.preprocess(
    listOrJsonList,
    z
      .array(z.string({ error: says('validation.selectedSheetName') }), { error: says('validation.selectedSheetsList') })
      .min(1, says('validation.selectSheet'))
      .max(1000, says('validation.selectAtMostSheets', { max: 1000 }))
      .refine((names) => new Set(names).size === names.length, says('validation.sheetOnce'))
      // The choice is kept as JSON text in a column that holds 64 KB on MySQL; long names in many
      // scripts reach that well before 1000 sheets.
      .refine(
        (names) => new TextEncoder().encode(JSON.stringify(names)).length <= MAX_SELECTED_SHEETS_BYTES,
        says('validation.tooManySheets'),
      ),
  ),
  selected_date: z
    .string({ error: says('validation.choosePeriodStart') })
    .regex(/^\d{4}-\d{2}-\d{2}$/, says('validation.periodStartForm'))
    .refine(isAcceptedIsoDate, says('validation.periodStartReal')),
  period_type: z.enum(PERIOD_TYPES, { error: says('validation.periodType') }),
  template_id: z
    .string({ error: says('validation.required', { field: 'template_id' }) })
    .min(1, says('validation.required', { field: 'template_id' }))
    .max(64),
  sheet_settings: sheetSettingsByName.optional(),
  source: z
    .union(
      [
        z.strictObject({
          id: z
            .number({ error: says('validation.sourceId') })
            .int(says('validation.sourceId'))
            .positive(),
        }),
        z.strictObject({
          new: z.strictObject({
            name: z
              .string({ error: says('validation.text', { field: 'source.new.name' }) })
              .trim()
              .min(1, says('validation.notEmpty', { field: 'source.new.name' }))
              .max(MAX_SOURCE_NAME_LENGTH, says('validation.maxCharacters', { field: 'source.new.name', max: MAX_SOURCE_NAME_LENGTH }))
              .pipe(withoutControlCharacters('source.new.name')),
            kind: z.enum(SOURCE_KINDS, { error: saysOneOf('source.new.kind', SOURCE_KINDS) }),
          }),
        }),
      ],
      { error: says('validation.sourceChoice') },
    )
    .optional(),
});

const categoryName = (field: ContractValue) =>
  z
    .string({ error: says('validation.text', { field }) })
    .max(MAX_CATEGORY_NAME_LENGTH, says('validation.maxCharacters', { field, max: MAX_CATEGORY_NAME_LENGTH }));

export const categoryRowRequest = z.object({
  category: categoryName(fieldLabel('category')),
  sub_category: categoryName(fieldLabel('subcategory')),
  transaction_type: z.enum(TRANSACTION_TYPES, { error: saysOneOf(fieldLabel('transactionType'), TYPE_LIST) }),
  reversal: z.boolean({ error: says('validation.trueOrFalse', { field: fieldLabel('reversal') }) }),
  /** Sent back as the server gave it; ignored. */
  new_f: z.boolean().optional(),
  merge_into: z
    .object(
      { category: categoryName('merge_into.category'), sub_category: categoryName('merge_into.sub_category') },
      { error: says('validation.mergeInto') },
    )
    .strict()
    .nullable()
    .optional(),
});

export const categoriesStepRequest = z.object({
  categories: z
    .array(categoryRowRequest, { error: says('validation.categoriesList') })
    .min(1, says('validation.noCategories'))
    .max(20_000, says('validation.categoriesAtMost', { max: 20_000 })),
});

export const retirementSubCategoriesRequest = z.object({
  retirementSubCategories: z
    .array(z.string({ error: says('validation.retirementSubcategoryName') }), {
      error: says('validation.retirementSubcategoriesList'),
    })
    .max(5000, says('validation.retirementSubcategoriesAtMost', { max: 5000 })),
});

export type CategoryRowRequest = z.output<typeof categoryRowRequest>;
/** How one table is read when the user adjusts it, and one sheet's adjustments. */
export type TableSettingsDto = z.output<typeof tableSettingsRequest>;
export type SheetSettingsDto = z.output<typeof sheetSettingsRequest>;
