import type { DataSource } from 'typeorm';
import {
  MAX_CATEGORY_NAME_LENGTH,
  type CategoryRowDto,
  type ImportSummaryDto,
  type PeriodType,
  type SuggestedOptionsDto,
} from '../contracts/workflow';
import type { User, WorkflowUpload } from '../db/entities';
import { analyse, categoryRows, savingsSubCategoryNames, type CategoryClassification } from '../domain/analysis';
import { utcMsToIso } from '../domain/calendar';
import { findTemplate, type SourceKind, type TemplateConfig } from '../domain/templates';
import { suggestOptions } from '../domain/workbook';
import { withinMaxTotal } from '../domain/workbook/cells/amounts';
import { mergedClassifications } from './workflow-classifications';
import { sheetPreview, sheetReadings } from './workflow-readings';
import { accountOfSheets, columnsOfSheets, proposalForSheets, selectedSheets } from './workflow-selection';
import type { ReadSettings } from '../domain/workbook/reading/settings';
import type { ParsedWorkbook, SheetSettings, TableSettings, WorkflowOptions } from '../domain/workbook/types';
import { AppError, badRequest, notFound } from '../errors';
import type { Clock } from './clock';
import { Database, type Repositories } from '../repositories/database';
import { afterOneMoreUse, readEligibility, type Eligibility } from './eligibility';
import { proposeHomeCurrency, statedCurrency } from './home-currency';
import { datedInHomeCurrency, transactionRows } from './transaction-rows';
import { defaultParserPool, type WorkbookParserPool } from './workbook';
import { fileErrors } from './workbook/messages';
import { visualsJson, withRawProperty } from './workflow-json';
import { checkSheetSettings, WorkflowReader, type UploadInput, type WorkflowConfig } from './workflow-reading';
import {
  keptOptions,
  MAX_READING_SETTINGS,
  summarizedAndEncoded,
  WorkflowStore,
  type KeptOptions,
  type SheetSummary,
} from './workflow-store';
import type { Language } from '../domain/locale';
import { type Message, message, translate } from '../i18n';

export type { UploadInput, WorkflowConfig };

export const FILE_UPLOADED = 'File uploaded successfully!';
export const SHEET_CONNECTED = 'Google Sheet connected successfully!';

/** Upload refused because the plan allows no more (403, answered with `eligible:false`). */
export class NotEligibleError extends AppError {
  constructor(
    text: Message,
    readonly usageUsed: number,
  ) {
    super(403, text);
  }
}

/**
 * The three steps of the update-data workflow: upload keeps the parsed
 * workbook and counts one use; options saves the choices and answers the category rows; categories
 * saves the classifications and replaces transactions and analysis in one transaction.
 */
export class WorkflowService {
  private readonly store: WorkflowStore;
  private readonly db: Database;
  private readonly reader: WorkflowReader;

  constructor(
    dataSource: DataSource,
    private readonly clock: Clock,
    config: WorkflowConfig,
    /** Where files and Google Sheets are parsed (tests pass a pool of their own). */
    parsers: WorkbookParserPool = defaultParserPool,
  ) {
    this.store = new WorkflowStore(dataSource);
    this.db = Database.of(dataSource);
    this.reader = new WorkflowReader(config, parsers);
  }

  /** 404 for an unknown template, 400 when it does not take this source. */
  template(templateId: string, source?: SourceKind): TemplateConfig {
    const template = findTemplate(templateId);
    if (!template) throw notFound(message('workflow.templateNotFound'));
    const refusal = source === 'file' ? 'workflow.templateRefusesFiles' : 'workflow.templateRefusesGoogleSheets';
    if (source && !template.allowedSources.includes(source)) throw badRequest(message(refusal, { template: template.name }));
    return template;
  }

  /**
   * 403 (NotEligibleError) unless the user may upload now; read through a transaction's `repos`
   * inside one. Answers what it read.
   */
  async assertEligible(user: User, repos: Repositories = this.db.repos): Promise<Eligibility> {
    const eligibility = await readEligibility(repos, user, this.clock.now());
    const { eligible, usageUsed, plan, planActive } = eligibility;
    if (eligible) return eligibility;
    const trialOver = !planActive && this.clock.now() >= user.trialEndsAt;
    const why = trialOver ? message('workflow.trialEnded') : message('workflow.uploadsUsedUp', { limit: plan.usageLimit });
    throw new NotEligibleError(why, usageUsed);
  }

  /**
   * The upload step; answers the JSON text of `UploadStepResponse` (visuals_data as stored). The
   * route's gate (http/routes/workflow-steps.ts, uploadGate) has refused a user who may not upload
   * before the body was read.
   */
  async upload(user: User, templateId: string, input: UploadInput, answerLanguage: Language | Promise<Language> = 'en'): Promise<string> {
    this.template(templateId, input.kind);

    // What the upload reads of the user's, at once (each read is a round trip, and under load a wait
    // for the event loop: docs/operations.md, Load): the settings of tables they adjusted in an
    // earlier upload of the same workbook, which read as they did then; their options (the pay
    // period); their analysis as stored, which the answer carries and the upload does not change;
    // their sources, one of which is proposed for the upload; and the language of the answer, when
    // the caller is still reading it.
    const [remembered, userOptions, analysis, sources, language] = await Promise.all([
      this.rememberedSettings(user.id),
      this.db.repos.userOptions.of(user.id),
      this.db.repos.analyses.of(user.id),
      this.db.repos.sources.withLastImport(user.id),
      answerLanguage,
    ]);
    const { workbook, sourceParts, fileName, googleSheetId } = await this.reader.readUpload(input, remembered);
    const { summaries: sheets, parts } = await summarizedAndEncoded(workbook);
    const readings = sheetReadings(workbook, language);

    const suggested: SuggestedOptionsDto = suggestOptions(
      workbook,
      (userOptions?.payPeriodType as PeriodType | null) ?? null,
      utcMsToIso(this.clock.now()),
    );
    // Kept with the upload: the categories step uses it unless the options change what it was made for.
    const origin = { source: input.kind, fileName: fileName ?? googleSheetId };
    const proposal = await proposalForSheets(this.db.repos, user.id, origin, sheets, suggested.selected_sheets, sources);

    const usage = await this.store.writeForUser(user.id, async (repos) => {
      // Checked again under the user's lock: two uploads racing for the last use count once.
      const before = await this.assertEligible(user, repos);
      const now = this.clock.now();
      await this.store.replaceUpload(repos, user.id, {
        templateId,
        source: input.kind,
        fileName,
        googleSheetId,
        sheets,
        parts,
        sourceParts,
        uploadedAt: now,
        proposal,
      });
      await repos.usage.record(user.id, now);
      if (googleSheetId) await repos.userOptions.set(user.id, { googleSheetId });
      return afterOneMoreUse(before, user, now);
    });

    const data = withRawProperty(
      JSON.stringify({
        sheet_names: readings.map((sheet) => sheet.name),
        suggested_options: suggested,
        sheets: readings,
        source_proposal: proposal.proposal,
      }),
      'visuals_data',
      analysis ? visualsJson(analysis.transactionAnalysis, analysis.spendingAnalysis) : 'null',
    );
    const head = JSON.stringify({
      success: true,
      message: translate(message(input.kind === 'file' ? 'workflow.fileUploaded' : 'workflow.sheetConnected'), language),
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
    checkSheetSettings(JSON.parse(upload.sheets) as SheetSummary[], sheetSettings, field);
    const parts = await this.store.sourceParts(user.id, upload.revision);
    const read: ReadSettings = {
      sheets: sheetSettings,
      remembered: await this.rememberedSettings(user.id),
      ...(gridOf !== undefined ? { gridOf } : {}),
    };
    return this.reader.readAgain(upload, parts, read);
  }

  /** The preview: one sheet read with the settings given; nothing is saved. */
  async preview(user: User, templateId: string, input: { sheet: string; settings?: SheetSettings }, language: Language = 'en') {
    this.template(templateId);
    const upload = await this.requireUpload(user.id);
    const workbook = await this.readAgain(user, upload, { [input.sheet]: input.settings ?? { tables: [] } }, 'settings', input.sheet);
    return sheetPreview(
      workbook.sheets.filter((table) => table.name === input.sheet),
      language,
    );
  }

  /** The options step: saves the choices, answers every (category, subcategory) pair as a category row. */
  async chooseOptions(
    user: User,
    templateId: string,
    input: WorkflowOptions & { template_id: string; sheet_settings?: Record<string, SheetSettings> },
  ): Promise<CategoryRowDto[]> {
    this.template(templateId);
    if (!findTemplate(input.template_id)) throw badRequest(message('workflow.templateIdInvalid'));
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
    if (pairs.length === 0) throw badRequest(message('workflow.noAmounts'));
    const tooLong = pairs.find((p) => p.category.length > MAX_CATEGORY_NAME_LENGTH || p.subcategory.length > MAX_CATEGORY_NAME_LENGTH);
    if (tooLong) {
      const name = tooLong.category.length > MAX_CATEGORY_NAME_LENGTH ? tooLong.category : tooLong.subcategory;
      throw badRequest(message('workflow.categoryTooLong', { max: MAX_CATEGORY_NAME_LENGTH, name: name.slice(0, 40) }));
    }
    const rows = categoryRows(pairs, await this.db.repos.classifications.of(user.id));

    if (input.source && 'id' in input.source && !(await this.db.repos.sources.own(user.id, input.source.id)))
      throw badRequest(message('workflow.noSuchSource'));
    const options: WorkflowOptions = {
      selected_sheets: input.selected_sheets,
      selected_date: input.selected_date,
      period_type: input.period_type,
      ...(input.source ? { source: input.source } : {}),
    };
    await this.store.writeForUser(user.id, async (repos) => {
      await this.store.assertSameUpload(repos, user.id, upload.revision);
      if (reread) {
        await repos.uploads.replaceReading(user.id, JSON.stringify(reread.summaries), reread.parts);
        await repos.readingSettings.remember(user.id, reread.adjusted, this.clock.now(), MAX_READING_SETTINGS);
      }
      const kept: KeptOptions = { ...options, source_proposal: keptOptions(upload.options).keptProposal };
      await repos.uploads.saveOptions(user.id, JSON.stringify(kept));
      await repos.userOptions.set(user.id, {
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
   * transaction. Answers the JSON text of `visuals_data`, byte for byte what the reads will send, and
   * what the import added to which source.
   */
  async saveCategories(
    user: User,
    templateId: string,
    rows: readonly CategoryClassification[],
  ): Promise<{ visuals: string; importSummary: ImportSummaryDto }> {
    this.template(templateId);
    const upload = await this.requireUpload(user.id);
    const { chosen: options, keptProposal } = keptOptions(upload.options);
    if (!options) throw badRequest(message('workflow.optionsFirst'));

    // Two reads at once, each a round trip: the kept workbook, its rows made anew on each of the
    // walks below from the kept columns (never 200k objects at once), and the user's classifications.
    const summaries = JSON.parse(upload.sheets) as SheetSummary[];
    const [transactions, classified] = await Promise.all([
      datedInHomeCurrency(this.db.repos, user.id, { revision: upload.revision, summaries }, options, this.store),
      this.db.repos.classifications.of(user.id),
    ]);
    const classifications = mergedClassifications(classified, rows, summaries, options.selected_sheets);

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

    const fileName = upload.source === 'file' ? upload.fileName : upload.googleSheetId;
    const { analysis, importSummary } = await this.store.writeForUser(user.id, async (repos) => {
      await this.store.assertSameUpload(repos, user.id, upload.revision);
      await repos.classifications.replace(user.id, classifications);
      const imported = await this.store.addImport(
        repos,
        user.id,
        {
          createdAt: now,
          source: upload.source,
          fileName,
          accountNumber: accountOfSheets(summaries, options.selected_sheets),
          columnSignature: columnsOfSheets(summaries, options.selected_sheets),
          currency: statedCurrency(summaries, options.selected_sheets),
          options,
          classifications,
          analysis: texts,
          ...(keptProposal ? { keptProposal } : {}),
        },
        transactionRows(transactions, classifications),
      );
      await repos.userOptions.set(user.id, { lastUpdateTimestamp: now });
      await proposeHomeCurrency(repos, user.id, summaries, options.selected_sheets);
      return imported;
    });
    return { visuals: visualsJson(analysis.transactionAnalysis, analysis.spendingAnalysis), importSummary };
  }

  private async requireUpload(userId: number): Promise<WorkflowUpload> {
    const upload = await this.store.upload(userId);
    if (!upload) throw badRequest(message('workflow.uploadFirst'));
    return upload;
  }

  /** The reading settings the user gave tables in earlier uploads, by table signature. */
  private rememberedSettings(userId: number): Promise<Record<string, TableSettings>> {
    return this.db.repos.readingSettings.of(userId, MAX_READING_SETTINGS);
  }
}
