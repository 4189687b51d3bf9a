import type { DataSource, EntityManager } from 'typeorm';
import { TRIAL_ENDED, uploadsUsedUp } from '../contracts/auth';
import { MAX_CATEGORY_NAME_LENGTH, type CategoryRowDto, type PeriodType, type SuggestedOptionsDto } from '../contracts/workflow';
import { UsageEvent, UserOptions, type User, type WorkflowUpload } from '../db/entities';
import {
  analyse,
  categoryRows,
  countedContributionCents,
  mergeProblem,
  pairKey,
  pairResolver,
  savingsSubCategoryNames,
  type CategoryClassification,
  type CountedAs,
} from '../domain/analysis';
import { utcMsToIso } from '../domain/calendar';
import { findTemplate, type SourceKind, type TemplateConfig } from '../domain/templates';
import { datedTransactionsOnDemand, extractSheetId, suggestOptions } from '../domain/workbook';
import { withinMaxTotal } from '../domain/workbook/amounts';
import { countedTables } from '../domain/workbook/counted';
import { sheetReadings } from './workflow-readings';
import { previewOf, type SheetPreview } from '../domain/workbook/preview';
import type { ReadSettings } from '../domain/workbook/reading';
import type {
  DatedTransaction,
  ParsedWorkbook,
  SheetSettings,
  StreamedWorkbook,
  TableSettings,
  WorkflowOptions,
} from '../domain/workbook/types';
import { AppError, badRequest, notFound } from '../errors';
import type { AppConfig } from '../http/app';
import type { Clock } from './clock';
import { readEligibility } from './eligibility';
import {
  defaultParserPool,
  readGoogleSheet,
  readGoogleSource,
  readWorkbookFile,
  streamWorkbookFile,
  workbookLimits,
  type WorkbookParserPool,
} from './workbook';
import { fileErrors } from './workbook/messages';
import { partsOfSource, sourceOfParts } from './workflow-source';
import { visualsJson, withRawProperty } from './workflow-json';
import { summarizedAndEncoded, WorkflowStore, type SheetSummary, type TransactionRow } from './workflow-store';

export type UploadInput = { kind: 'file'; buffer: Buffer; fileName: string } | { kind: 'googleSheet'; sheetIdOrUrl: string };

export const FILE_UPLOADED = 'File uploaded successfully!';
export const SHEET_CONNECTED = 'Google Sheet connected successfully!';

/** Upload refused because the plan allows no more (403, answered with `eligible:false`). */
export class NotEligibleError extends AppError {
  constructor(
    message: string,
    readonly usageUsed: number,
  ) {
    super(403, message);
  }
}

const SOURCE_NAMES: Record<SourceKind, string> = { file: 'file uploads', googleSheet: 'Google Sheets' };

/** File names are kept for display only (never used in a path); bounded to the column's 255 characters. */
function displayName(fileName: string): string {
  return Array.from(fileName).slice(0, 255).join('');
}

/**
 * A workbook worth keeping has at least one sheet with a layout and a row with an amount; otherwise
 * the upload fails with what was looked for and what was found.
 */
function assertUsable(workbook: StreamedWorkbook): void {
  if (workbook.sheets.length === 0) throw badRequest('The workbook has no sheets.');
  if (workbook.sheets.some((sheet) => sheet.layout && sheet.rows.length > 0)) return;
  const matched = workbook.sheets.find((sheet) => sheet.layout);
  if (matched) {
    throw badRequest(
      `Sheet "${matched.name}" has the expected columns but no rows with an amount. Fill in some amounts and upload it again.`,
    );
  }
  // The readers' problem text names the sheet, the columns looked for and the cells found.
  const problems = workbook.sheets.slice(0, 3).map((sheet) => sheet.problem ?? `Sheet "${sheet.name}" has no header row.`);
  throw badRequest(problems.join(' '));
}

/**
 * The counted tables of the selected sheets of a kept upload; each sheet checked to exist and to
 * have a layout. A plan or a pivot among them is read but not counted; a choice of nothing else is refused.
 */
function selectedSheets(sheets: readonly SheetSummary[], names: readonly string[]): SheetSummary[] {
  for (const name of names) {
    const tables = sheets.filter((candidate) => candidate.name === name);
    if (tables.length === 0) throw badRequest(`Sheet "${name}" is not in the uploaded workbook.`);
    if (!tables.some((table) => table.layout)) throw badRequest(tables[0].problem ?? `Sheet "${name}" has no header row.`);
  }
  const counted = countedTables(sheets, names);
  if (counted.length === 0)
    throw badRequest(
      'The selected sheets hold only a plan or a summary, which is not counted. Choose the sheet with what really happened.',
    );
  return counted;
}

/**
 * The three steps of the update-data workflow: upload keeps the parsed
 * workbook and counts one use; options saves the choices and answers the category rows; categories
 * saves the classifications and replaces transactions and analysis in one transaction.
 */
export class WorkflowService {
  private readonly store: WorkflowStore;

  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly config: AppConfig,
    /** Where files and Google Sheets are parsed (tests pass a pool of their own). */
    private readonly parsers: WorkbookParserPool = defaultParserPool,
  ) {
    this.store = new WorkflowStore(dataSource);
  }

  /** 404 for an unknown template, 400 when it does not take this source. */
  template(templateId: string, source?: SourceKind): TemplateConfig {
    const template = findTemplate(templateId);
    if (!template) throw notFound('That budget template does not exist.');
    if (source && !template.allowedSources.includes(source)) {
      throw badRequest(`The ${template.name} template does not accept ${SOURCE_NAMES[source]}.`);
    }
    return template;
  }

  /** 403 (NotEligibleError) unless the user may upload now; read through `manager` inside a transaction. */
  async assertEligible(user: User, manager: EntityManager = this.dataSource.manager): Promise<void> {
    const { eligible, usageUsed, plan, planActive } = await readEligibility(manager, user, this.clock.now());
    if (eligible) return;
    const trialOver = !planActive && this.clock.now() >= user.trialEndsAt;
    throw new NotEligibleError(trialOver ? TRIAL_ENDED : uploadsUsedUp(plan.usageLimit), usageUsed);
  }

  /** The upload step; answers the JSON text of `UploadStepResponse` (visuals_data as stored). */
  async upload(user: User, templateId: string, input: UploadInput): Promise<string> {
    this.template(templateId, input.kind);
    await this.assertEligible(user);

    const limits = workbookLimits(this.config);
    // Tables the user adjusted in an earlier upload of the same workbook read as they did then.
    const read: ReadSettings = { remembered: await this.store.readingSettings(user.id) };
    let googleSheetId: string | null = null;
    let workbook: StreamedWorkbook;
    let sourceParts: Buffer[];
    if (input.kind === 'file') {
      workbook = await streamWorkbookFile({ buffer: input.buffer, fileName: input.fileName }, limits, read, this.parsers);
      sourceParts = partsOfSource(input.buffer);
    } else {
      googleSheetId = extractSheetId(input.sheetIdOrUrl);
      if (!googleSheetId)
        throw badRequest('That is not a Google Sheet ID or URL. Paste the link of a sheet shared as "anyone with the link can view".');
      const google = { apiKey: this.config.googleApiKey ?? null, rootUrl: this.config.googleSheetsRootUrl ?? null };
      const sheet = await readGoogleSheet(googleSheetId, google, limits, read, this.parsers);
      workbook = sheet.workbook;
      sourceParts = partsOfSource(sheet.source);
    }
    assertUsable(workbook);
    const { summaries: sheets, parts } = await summarizedAndEncoded(workbook);
    const readings = sheetReadings(workbook);

    await this.store.writeForUser(user.id, async (manager) => {
      // Checked again under the user's lock: two uploads racing for the last use count once.
      await this.assertEligible(user, manager);
      const now = this.clock.now();
      await this.store.replaceUpload(manager, user.id, {
        templateId,
        source: input.kind,
        fileName: input.kind === 'file' ? displayName(input.fileName) : null,
        googleSheetId,
        sheets,
        parts,
        sourceParts,
        uploadedAt: now,
      });
      await manager.getRepository(UsageEvent).insert({ userId: user.id, createdAt: now });
      if (googleSheetId) await this.updateUserOptions(manager, user.id, { googleSheetId });
    });

    const [usage, userOptions, analysis] = await Promise.all([
      readEligibility(this.dataSource.manager, user, this.clock.now()),
      this.dataSource.getRepository(UserOptions).findOneBy({ userId: user.id }),
      this.store.analysis(user.id),
    ]);
    const suggested: SuggestedOptionsDto = suggestOptions(
      workbook,
      (userOptions?.payPeriodType as PeriodType | null) ?? null,
      utcMsToIso(this.clock.now()),
    );
    const data = withRawProperty(
      JSON.stringify({ sheet_names: readings.map((sheet) => sheet.name), suggested_options: suggested, sheets: readings }),
      'visuals_data',
      analysis ? visualsJson(analysis.transactionAnalysis, analysis.spendingAnalysis) : 'null',
    );
    const head = JSON.stringify({
      success: true,
      message: input.kind === 'file' ? FILE_UPLOADED : SHEET_CONNECTED,
      eligible: usage.eligible,
      usage_used: usage.usageUsed,
    });
    return withRawProperty(head, 'data', data);
  }

  /**
   * The kept upload read again with the user's settings for some sheets;
   * the tables they did not touch read as at upload (detected, or as remembered).
   */
  private async readAgain(
    user: User,
    upload: WorkflowUpload,
    sheetSettings: Record<string, SheetSettings>,
    field: 'sheet_settings' | 'settings',
    gridOf?: string,
  ): Promise<ParsedWorkbook> {
    const kept = JSON.parse(upload.sheets) as SheetSummary[];
    for (const [name, settings] of Object.entries(sheetSettings)) {
      const tables = kept.filter((table) => table.name === name);
      if (tables.length === 0)
        throw badRequest(`${field === 'settings' ? 'sheet' : field}: sheet "${name}" is not in the uploaded workbook.`);
      for (const [index, entry] of settings.tables.entries()) {
        // A range names a table as it was read (data.sheets); settings for no table would do nothing.
        if (entry.range !== undefined && !tables.some((table) => table.range === entry.range)) {
          const place = field === 'settings' ? `settings.tables[${index}]` : `sheet_settings["${name}"].tables[${index}]`;
          throw badRequest(`${place}.range: no table was read at ${entry.range}; give the range of a table as the upload read it.`);
        }
      }
    }
    const parts = await this.store.sourceParts(user.id, upload.revision);
    if (parts.length === 0)
      throw badRequest('This upload was kept before it could be read again. Upload the file once more to adjust how it is read.');
    const read: ReadSettings = {
      sheets: sheetSettings,
      remembered: await this.store.readingSettings(user.id),
      ...(gridOf !== undefined ? { gridOf } : {}),
    };
    const limits = workbookLimits(this.config);
    const source = sourceOfParts(parts);
    if (upload.source === 'file')
      return readWorkbookFile({ buffer: source, fileName: upload.fileName ?? 'workbook.xlsx' }, limits, read, this.parsers);
    return readGoogleSource(source, limits, read, this.parsers);
  }

  /** The preview: one sheet read with the settings given; nothing is saved. */
  async preview(user: User, templateId: string, input: { sheet: string; settings?: SheetSettings }): Promise<SheetPreview> {
    this.template(templateId);
    const upload = await this.requireUpload(user.id);
    const workbook = await this.readAgain(user, upload, { [input.sheet]: input.settings ?? { tables: [] } }, 'settings', input.sheet);
    return previewOf(workbook.sheets.filter((table) => table.name === input.sheet));
  }

  /** The options step: saves the choices, answers every (category, subcategory) pair as a category row. */
  async chooseOptions(
    user: User,
    templateId: string,
    input: WorkflowOptions & { template_id: string; sheet_settings?: Record<string, SheetSettings> },
  ): Promise<CategoryRowDto[]> {
    this.template(templateId);
    if (!findTemplate(input.template_id)) throw badRequest('template_id must be one of the budget templates.');
    const upload = await this.requireUpload(user.id);
    // Settings read the upload again, into new tables kept in place of the old; without them the
    // summaries kept with the upload are enough: the rows stay packed until the categories step.
    let reread: { summaries: SheetSummary[]; parts: Buffer[]; adjusted: Array<[string, TableSettings]> } | null = null;
    if (input.sheet_settings && Object.keys(input.sheet_settings).length > 0) {
      const workbook = await this.readAgain(user, upload, input.sheet_settings, 'sheet_settings');
      const adjusted = workbook.sheets
        .filter((table) => table.settings && table.signature)
        .map((table): [string, TableSettings] => [table.signature!, table.settings!]);
      reread = { ...(await summarizedAndEncoded(workbook)), adjusted };
    }
    const sheets = selectedSheets(reread?.summaries ?? (JSON.parse(upload.sheets) as SheetSummary[]), input.selected_sheets);
    const pairs = sheets.flatMap((sheet) => sheet.pairs.map(([category, subcategory, hint]) => ({ category, subcategory, hint })));
    if (pairs.length === 0) throw badRequest('The selected sheets have no rows with an amount. Choose other sheets.');
    const tooLong = pairs.find((p) => p.category.length > MAX_CATEGORY_NAME_LENGTH || p.subcategory.length > MAX_CATEGORY_NAME_LENGTH);
    if (tooLong) {
      const name = tooLong.category.length > MAX_CATEGORY_NAME_LENGTH ? tooLong.category : tooLong.subcategory;
      throw badRequest(
        `A category name is longer than ${MAX_CATEGORY_NAME_LENGTH} characters ("${name.slice(0, 40)}…"). Shorten it in the workbook and upload it again.`,
      );
    }
    const rows = categoryRows(pairs, await this.store.classifications(user.id));

    const options: WorkflowOptions = {
      selected_sheets: input.selected_sheets,
      selected_date: input.selected_date,
      period_type: input.period_type,
    };
    await this.store.writeForUser(user.id, async (manager) => {
      await this.store.assertSameUpload(manager, user.id, upload.revision);
      if (reread) {
        await this.store.replaceReading(manager, user.id, reread.summaries, reread.parts);
        await this.store.rememberReadingSettings(manager, user.id, reread.adjusted, this.clock.now());
      }
      await this.store.saveOptions(manager, user.id, options);
      await this.updateUserOptions(manager, user.id, {
        periodStartDate: options.selected_date,
        selectedSheets: JSON.stringify(options.selected_sheets),
        payPeriodType: options.period_type,
        lastUpdateTimestamp: this.clock.now(),
      });
    });
    return rows;
  }

  /**
   * The categories step: saves the classifications, builds the transactions from the kept workbook
   * and options, analyses them, and replaces transactions, classifications and analysis in ONE
   * transaction. Answers the JSON text of `visuals_data`, byte for byte what the reads will send.
   */
  async saveCategories(user: User, templateId: string, rows: readonly CategoryClassification[]): Promise<string> {
    this.template(templateId);
    const upload = await this.requireUpload(user.id);
    if (!upload.options) throw badRequest('Choose the options first.');
    const options = JSON.parse(upload.options) as WorkflowOptions;

    // Made anew on each of the walks below, from the kept columns: never 200k objects at once.
    const transactions = datedTransactionsOnDemand(await this.store.workbook(user.id, upload.revision), options);
    // Only pairs the selected sheets hold may be classified: anything else would be stored for
    // nothing and grow the user's classifications with every request. The upload's summaries list
    // each table's pairs (summarizeSheets), so no walk of the rows is needed for them.
    const present = new Set<string>();
    for (const table of countedTables(JSON.parse(upload.sheets) as SheetSummary[], options.selected_sheets)) {
      for (const [category, subcategory] of table.pairs) present.add(pairKey(category, subcategory));
    }

    const merged = new Map<string, CategoryClassification>();
    for (const row of await this.store.classifications(user.id)) merged.set(pairKey(row.category, row.sub_category), row);
    const seen = new Set<string>();
    for (const row of rows) {
      const key = pairKey(row.category, row.sub_category);
      if (seen.has(key)) throw badRequest(`The category "${row.category} / ${row.sub_category}" is listed more than once.`);
      if (!present.has(key))
        throw badRequest(
          `The category "${row.category} / ${row.sub_category}" is not in the selected sheets. Go back to the options step and try again.`,
        );
      seen.add(key);
      const classification: CategoryClassification = {
        category: row.category,
        sub_category: row.sub_category,
        transaction_type: row.transaction_type,
        reversal: row.reversal,
      };
      if (row.merge_into) classification.merge_into = { category: row.merge_into.category, sub_category: row.merge_into.sub_category };
      merged.set(key, classification);
    }
    const refused = mergeProblem(rows, (category, subcategory) => present.has(pairKey(category, subcategory)));
    if (refused) {
      const row = rows[refused.index];
      throw badRequest(`Category row ${refused.index + 1} (${row.category} / ${row.sub_category}): ${refused.message}`);
    }
    const classifications = [...merged.values()];

    const now = this.clock.now();
    // Uploads are refused past the total when read; one kept before that rule is refused here, as
    // the analysis walks it, rather than summed past 2^53 (where the analysis's rounding would throw).
    const checked = { length: transactions.length, [Symbol.iterator]: () => withinMaxTotal(transactions, fileErrors.totalTooLarge) };
    const result = analyse(checked, classifications, options, new Date(now).toISOString());
    const texts = {
      spendingAnalysis: JSON.stringify(result.spending_analysis),
      transactionAnalysis: JSON.stringify(result.transaction_analysis),
      savingsSubcategories: JSON.stringify(savingsSubCategoryNames(result.transaction_analysis)),
      lastUpdated: now,
    };

    await this.store.writeForUser(user.id, async (manager) => {
      await this.store.assertSameUpload(manager, user.id, upload.revision);
      await this.store.addImport(
        manager,
        user.id,
        {
          createdAt: now,
          source: upload.source,
          fileName: upload.source === 'file' ? upload.fileName : upload.googleSheetId,
          options,
          classifications,
          analysis: texts,
        },
        transactionRows(transactions, classifications),
      );
      await this.store.replaceClassifications(manager, user.id, classifications);
      await this.store.replaceAnalysis(manager, user.id, texts);
      await this.updateUserOptions(manager, user.id, { lastUpdateTimestamp: now });
    });
    return visualsJson(texts.transactionAnalysis, texts.spendingAnalysis);
  }

  private async requireUpload(userId: number): Promise<WorkflowUpload> {
    const upload = await this.store.upload(userId);
    if (!upload) throw badRequest('Upload a file first.');
    return upload;
  }

  /** Sets some of the user's options metadata, creating the row on first use. */
  private async updateUserOptions(manager: EntityManager, userId: number, changes: Partial<Omit<UserOptions, 'userId'>>): Promise<void> {
    const repo = manager.getRepository(UserOptions);
    if (await repo.existsBy({ userId })) {
      await repo.update({ userId }, changes);
    } else {
      await repo.insert({
        userId,
        periodStartDate: null,
        selectedSheets: null,
        payPeriodType: null,
        googleSheetId: null,
        lastUpdateTimestamp: null,
        ...changes,
      });
    }
  }
}

/**
 * The rows of the transactions table, made one at a time as they are written: each dated
 * transaction as read, counted as the analysis counts it (the same resolution of its pair and the
 * same contribution, so a window's rows add up to the analysis' figures).
 */
export function* transactionRows(
  transactions: Iterable<DatedTransaction>,
  classifications: readonly CategoryClassification[],
): Generator<TransactionRow> {
  const resolve = pairResolver(classifications);
  // Resolved once per pair, as the analysis does.
  const byPair = new Map<string, CountedAs>();
  for (const transaction of transactions) {
    const key = pairKey(transaction.category, transaction.subcategory);
    let countedAs = byPair.get(key);
    if (!countedAs) {
      countedAs = resolve(transaction.category, transaction.subcategory, transaction.hint);
      byPair.set(key, countedAs);
    }
    yield {
      date: transaction.date,
      category: countedAs.category,
      subcategory: countedAs.subcategory,
      amountCents: transaction.amountCents,
      contributionCents: countedContributionCents(transaction, countedAs),
      type: countedAs.type,
      counted: transaction.counted,
      description: transaction.description ?? '',
      sheet: transaction.sheet ?? '',
      row: transaction.row ?? 0,
    };
  }
}
