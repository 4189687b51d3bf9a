/**
 * A user who accepts every default: upload, options with the upload's
 * `suggested_options`, categories with the rows and types the options step guessed, then the
 * stored analysis. Shared by the real-shape acceptance tests and `scripts/check-workbooks.ts`, so
 * both walk the same path; it asserts nothing (no jest), it reports.
 */
import type { Response } from 'supertest';
import type { SheetReadingDto } from '../../src/contracts/workflow';
import type { ApiClient } from './client';
import { chooseOptions, saveCategories, uploadFile, type CategoryRow, type OptionsBody } from './workflow';

export interface LyFigures {
  total_income: number;
  total_expenses: number;
  total_savings: number;
  expense_categories?: Record<string, { total: number }>;
}

export interface DefaultsOutcome {
  /** `null` when every step answered 200 with success; else which step refused and what it said. */
  refused: string | null;
  suggested: OptionsBody | null;
  guessed: CategoryRow[] | null;
  /** The stored analysis's LY window; null before the categories step or when it is absent. */
  ly: LyFigures | null;
  /** Every table's warnings from the upload answer's `data.sheets`. */
  warnings: { sheet: string; range: string; text: string }[];
  /** Whether the suggested tables carry dates of their own (a log, or a grid of months with years). */
  dated: boolean;
  /** The first currency a suggested table's reading notes, or null. */
  currency: string | null;
}

function refusal(step: string, res: Response): string | null {
  if (res.status === 200 && res.body?.success === true) return null;
  const message = typeof res.body?.error === 'string' ? res.body.error : res.text.slice(0, 300);
  return `${step} answered ${res.status}: ${message}`;
}

function warningsOf(upload: Response): DefaultsOutcome['warnings'] {
  const sheets = (upload.body?.data?.sheets ?? []) as SheetReadingDto[];
  return sheets.flatMap((sheet) =>
    sheet.tables.flatMap((table) => table.warnings.map((text) => ({ sheet: sheet.name, range: table.range, text }))),
  );
}

export async function acceptEveryDefault(
  client: ApiClient,
  template: string,
  file: { buffer: Buffer; fileName: string },
): Promise<DefaultsOutcome> {
  const outcome: DefaultsOutcome = { refused: null, suggested: null, guessed: null, ly: null, warnings: [], dated: false, currency: null };
  const upload = await uploadFile(client, template, file.buffer, file.fileName);
  outcome.warnings = warningsOf(upload);
  const suggestedTables = ((upload.body?.data?.sheets ?? []) as SheetReadingDto[]).flatMap((sheet) =>
    sheet.tables.filter((table) => table.suggested),
  );
  outcome.dated = suggestedTables.some((table) => table.dates.from !== null);
  outcome.currency = suggestedTables.find((table) => table.currency !== null)?.currency ?? null;
  outcome.refused = refusal('upload', upload);
  if (outcome.refused) return outcome;
  outcome.suggested = upload.body.data.suggested_options as OptionsBody;

  const options = await chooseOptions(client, template, outcome.suggested);
  outcome.refused = refusal(`options ${JSON.stringify(outcome.suggested)}`, options);
  if (outcome.refused) return outcome;
  outcome.guessed = options.body.data.categories as CategoryRow[];

  const categories = await saveCategories(client, template, outcome.guessed);
  outcome.refused = refusal('categories', categories);
  if (outcome.refused) return outcome;

  const spending = await client.get('/spending/api/spending-analysis');
  outcome.ly = (spending.body?.period_data?.LY as LyFigures | undefined) ?? null;
  return outcome;
}
