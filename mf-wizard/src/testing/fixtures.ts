/** Shared test data for the wizard: templates, a session, options metadata, sources and the stub routes. */
import { DEFAULT_STEPS, findTemplate } from '@ontrack/api/domain';
import type {
  CategoryRowDto,
  ImportSummaryDto,
  SessionDto,
  SheetReadingDto,
  SourceDto,
  SourceProposalDto,
  UploadStepResponse,
  UserOptionsMetadataDto,
} from '@ontrack/api/contracts';
import { stubFetch, type StubRoute } from '../../../shell/testing/fetch-stub';
import type { WizardTemplate } from '../features/wizard/lib/types';

function template(id: string, extra: Partial<WizardTemplate> = {}): WizardTemplate {
  const found = findTemplate(id);
  if (!found) throw new Error(`No built-in template ${id}`);
  return { ...found, ...extra };
}

export const WEALTH = template('wealth-whisperer', {
  downloads: { blank: '/workflow/templates/wealth-whisperer/blank.xlsx', sample: '/workflow/templates/wealth-whisperer/sample.xlsx' },
});
/** File only, two-column options form; here without workbooks to download. */
export const DEBT_FREE_MOM = template('debt-free-mom', { downloads: undefined });
export const GOOGLE_ONLY = template('zero-based-budget', {
  id: 'google-only',
  name: 'Google Only Budget',
  allowedSources: ['googleSheet'],
});

export const TEMPLATES = { templates: [WEALTH, DEBT_FREE_MOM, GOOGLE_ONLY] };

export const SESSION: SessionDto = {
  success: true,
  logged_in: true,
  id: 7,
  user: 'Ada',
  eligible: true,
  plan_id: 2,
  plan_name: 'Annual',
  usage_limit: 20,
  usage_used: 1,
  template_id: 'wealth-whisperer',
  trial_ends_at: '2999-01-01T00:00:00.000Z',
  steps: DEFAULT_STEPS,
};

export const NO_OPTIONS: UserOptionsMetadataDto = {
  period_start_date: null,
  selected_sheets: [],
  pay_period_type: null,
  google_sheet_id: null,
  last_update_timestamp: null,
};

export const EARLIER_OPTIONS: UserOptionsMetadataDto = {
  period_start_date: '2024-07-01',
  selected_sheets: '["Feb","Jan"]' as unknown as string[],
  pay_period_type: 'monthly',
  google_sheet_id: null,
  last_update_timestamp: '2025-01-10T09:00:00.000Z',
};

export const SOURCES_ROUTE = 'GET /workflow/api/sources';

/** The user's sources (`GET /workflow/api/sources`): two bank accounts and their budget workbook. */
export const SOURCES: SourceDto[] = [
  {
    id: 3,
    name: 'Checking',
    kind: 'account',
    currency: 'USD',
    rows: 240,
    first_date: '2024-01-02',
    last_date: '2025-02-28',
    imports: 4,
    last_import_at: '2025-03-05T12:00:00.000Z',
  },
  {
    id: 5,
    name: 'My budget',
    kind: 'workbook',
    currency: null,
    rows: 59,
    first_date: '2024-12-25',
    last_date: '2025-03-15',
    imports: 2,
    last_import_at: '2025-01-10T12:00:00.000Z',
  },
  {
    id: 8,
    name: 'Savings',
    kind: 'account',
    currency: 'USD',
    rows: 12,
    first_date: '2024-06-30',
    last_date: '2025-01-31',
    imports: 1,
    last_import_at: '2025-02-20T12:00:00.000Z',
  },
];

/** The upload's proposal for a workbook like the last one: the user's budget workbook. */
export const BUDGET_PROPOSAL: SourceProposalDto = {
  id: 5,
  name: 'My budget',
  kind: 'workbook',
  reason: 'file_and_columns',
  last_import_at: '2025-01-10T12:00:00.000Z',
};

export const UPLOAD_OK = {
  success: true,
  eligible: true,
  usage_used: 2,
  data: {
    sheet_names: ['Jan', 'Feb', 'Mar', 'Notes'],
    suggested_options: { selected_sheets: ['Jan', 'Feb', 'Mar'], selected_date: '2025-01-01', period_type: 'monthly' },
    sheets: [] as SheetReadingDto[],
    visuals_data: null,
    source_proposal: BUDGET_PROPOSAL,
  },
} satisfies UploadStepResponse;

type TableReadingDto = SheetReadingDto['tables'][number];

/** One table's reading as the upload answers it; a log of 59 rows unless changed. */
export function tableReading(extra: Partial<TableReadingDto> = {}): TableReadingDto {
  return {
    range: 'A1:D61',
    layout: 'log',
    header_row: 1,
    columns: { date: 'A', category: 'B', subcategory: 'C', amount: 'D' },
    direction: 'signed',
    rows: 59,
    skipped: { totals: 1, blank: 0, placeholders: 0, balances: 0, subtotals: 0 },
    dates: { from: '2021-12-25', to: '2022-03-15', order: 'MDY' },
    money: { in: 13600, out: 10980 },
    currency: '$',
    suggested: true,
    duplicate_of: null,
    remembered: false,
    warnings: [],
    problem: null,
    ...extra,
  };
}

export const CATEGORY_ROWS: CategoryRowDto[] = [
  { category: 'Housing', sub_category: 'Rent', transaction_type: 'Expense', reversal: false, new_f: false },
  { category: 'Salary', sub_category: 'Paycheck', transaction_type: 'Income', reversal: false, new_f: false },
  { category: 'Pets', sub_category: 'Vet', transaction_type: 'Expense', reversal: false, new_f: true },
  { category: 'Savings', sub_category: '401k', transaction_type: 'Savings', reversal: false, new_f: false },
];

export const VISUALS = {
  transaction_analysis: { message: 'No data' },
  spending_analysis: { pay_period_type: 'monthly', period_data: {} },
};

/** The categories step's answer once the rows are imported, summed up as `summary` says. */
export function importedAnswer(summary: ImportSummaryDto) {
  return { body: { success: true, data: { visuals_data: VISUALS, import: summary } } };
}

/** The calls every wizard view makes, plus the ones a test adds or replaces. */
export function stubWizard(routes: Record<string, StubRoute> = {}, { session = SESSION, metadata = NO_OPTIONS } = {}) {
  return stubFetch({
    'GET /auth/csrf-token': { body: { csrf_token: 'tok-1' } },
    'GET /auth/check-login-status': { body: session },
    'GET /workflow/templates': { body: TEMPLATES },
    'GET /auth/api/user-options-metadata': { body: metadata },
    [SOURCES_ROUTE]: { body: { sources: SOURCES } },
    ...routes,
  });
}

/** A Google Sheet ID of the shape the server accepts (20 to 100 letters, digits, `-` or `_`). */
export const SHEET_ID = '1BxiMVs0XRA5nFMdKvBdBZjgmUUqptlbs74OgvE2upms';

export const UPLOAD_ROUTE = 'POST /workflow/api/template/wealth-whisperer/step/upload';
export const OPTIONS_ROUTE = 'POST /workflow/api/template/wealth-whisperer/step/options';
export const CATEGORIES_ROUTE = 'POST /workflow/api/template/wealth-whisperer/step/categories';
export const PREVIEW_ROUTE = 'POST /workflow/api/template/wealth-whisperer/preview';
