import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { addToSums, emptySums, MonthlySums, pairKey, type CategoryClassification as Classification } from '../domain/analysis';
import { pairHints } from '../domain/workbook/rows/pair-hints';
import { searchTextOf } from '../domain/search/search-text';
import type { LayoutKind, PairHint, ParsedTable, StreamedWorkbook, WorkflowOptions } from '../domain/workbook/types';
import { conflict } from '../errors';
import type { WorkflowUpload } from '../db/entities';
import type { AnalysisTexts } from '../repositories/analysis';
import { Database, type Repositories } from '../repositories/database';
import type { TransactionRow } from '../repositories/imports';
import { newRows } from '../domain/sources/dedupe';
import { columnsOfSignature } from '../domain/workbook/reading/settings';
import type { ImportSummaryDto } from '../contracts/workflow';
import { conversionFor } from './currency-conversion';
import { refreshPicture } from './picture';
import { sourceForImport, type KeptProposal } from './sources';
import { decodeWorkbookStreamed, encodeWorkbook } from './workflow-codec';
import { message } from '../i18n';

export type { AnalysisTexts, TransactionRow };

/** What one categories step imported: recorded beside its rows so it can be made current again. */
export interface NewImport {
  createdAt: number;
  source: 'file' | 'googleSheet';
  /** The file's name, or the Google Sheet's id. */
  fileName: string | null;
  /** The account the chosen statement states, if any (workflow-selection.ts accountOfSheets). */
  accountNumber: string | null;
  /** The chosen table's columns, hashed, if any (workflow-selection.ts columnsOfSheets). */
  columnSignature: string | null;
  /** The ISO 4217 code the chosen tables state, if any (home-currency.ts statedCurrency). */
  currency: string | null;
  options: WorkflowOptions;
  classifications: readonly Classification[];
  analysis: AnalysisTexts;
  /** The source proposed at upload, if kept (KeptOptions): used unless the options chose one. */
  keptProposal?: KeptProposal;
}

/**
 * What the kept upload's `options` column holds (JSON): the source proposed at upload (services/sources.ts
 * proposalFor), kept from the upload step on, and the options step's choices once made. An upload
 * kept before proposals were kept holds the choices alone, or nothing (null) until they are made.
 */
export interface KeptOptions extends Partial<WorkflowOptions> {
  source_proposal?: KeptProposal;
}

/** The kept upload's options text, read: the choices made (none while `selected_sheets` is absent) and the kept proposal. */
export function keptOptions(text: string | null): { chosen: WorkflowOptions | null; keptProposal: KeptProposal | undefined } {
  const { source_proposal: keptProposal, ...chosen } = text ? (JSON.parse(text) as KeptOptions) : {};
  return { chosen: chosen.selected_sheets ? (chosen as WorkflowOptions) : null, keptProposal };
}

/** What addImport answers: where the rows went, and the user's analysis as it stored it. */
export interface AddedImport {
  importSummary: ImportSummaryDto;
  analysis: AnalysisTexts;
}

/** Imports kept per user, their rows with them; older ones are pruned when a new one is added. */
export const MAX_KEPT_IMPORTS = 10;

/** What the options step needs of a table (one entry per table, several per sheet), kept beside the packed workbook. */
export interface SheetSummary extends Pick<ParsedTable, 'range' | 'plan' | 'skip' | 'pivot' | 'duplicateOf' | 'account'> {
  /** The sheet's name. */
  name: string;
  layout: LayoutKind | null;
  /** Why no layout matched (ParsedTable.problem): a text in no language yet, or a sentence stored before keys. */
  problem?: ParsedTable['problem'];
  /** Its header labels, normalised (`columnsOfSignature`): the same export of a bank has the same. */
  columns?: string;
  /** Distinct (category, subcategory) pairs, in order of first appearance, with the file's hint if any. */
  pairs: Array<[string, string] | [string, string, PairHint]>;
  /** The currency its reading states (`TableReading.currency`): the user's home currency (services/home-currency.ts). */
  currency?: string;
}

export interface NewUpload {
  templateId: string;
  source: 'file' | 'googleSheet';
  fileName: string | null;
  googleSheetId: string | null;
  sheets: SheetSummary[];
  parts: Buffer[];
  /** The source in parts, to read again with the user's settings (workflow-source.ts). */
  sourceParts: Buffer[];
  uploadedAt: number;
  /** The source proposed for it, kept for the categories step (KeptOptions); omitted, that step proposes one. */
  proposal?: KeptProposal;
}

/** Remembered reading settings kept per user: far past any household's workbooks; the oldest go first. */
export const MAX_READING_SETTINGS = 500;

export const UPLOADED_AGAIN = 'Your data was uploaded again in the meantime. Please go back to the upload step and continue from there.';

/**
 * A read workbook's summaries and its packed parts for keeping: the summaries are worked out here
 * while a large workbook's parts are gzipped on libuv's threads (a small one's on this thread:
 * workflow-codec.ts).
 */
export async function summarizedAndEncoded(workbook: StreamedWorkbook): Promise<{ summaries: SheetSummary[]; parts: Buffer[] }> {
  const encoding = encodeWorkbook(workbook);
  encoding.catch(() => undefined); // awaited below; never an unhandled rejection meanwhile
  const summaries = summarizeSheets(workbook);
  return { summaries, parts: await encoding };
}

/** The summaries of a parsed workbook's sheets. */
export function summarizeSheets(workbook: StreamedWorkbook): SheetSummary[] {
  return workbook.sheets.map((sheet) => {
    const hints = pairHints(sheet);
    const pairs = new Map<string, SheetSummary['pairs'][number]>();
    for (const row of sheet.rows) {
      const key = pairKey(row.category, row.subcategory);
      if (pairs.has(key)) continue;
      const hint = hints.get(key);
      pairs.set(key, hint ? [row.category, row.subcategory, hint] : [row.category, row.subcategory]);
    }
    const summary: SheetSummary = { name: sheet.name, layout: sheet.layout, pairs: [...pairs.values()] };
    if (sheet.problem !== undefined) summary.problem = sheet.problem;
    // Only what decides counting (countedTables), and only when set: old summaries lack them all.
    if (sheet.range) summary.range = sheet.range;
    if (sheet.plan) summary.plan = true;
    if (sheet.skip) summary.skip = true;
    if (sheet.pivot) summary.pivot = true;
    if (sheet.duplicateOf) summary.duplicateOf = sheet.duplicateOf;
    // Where the upload belongs (services/sources.ts proposalFor).
    if (sheet.account) summary.account = sheet.account;
    if (sheet.signature) summary.columns = columnsOfSignature(sheet.signature);
    if (sheet.reading?.currency) summary.currency = sheet.reading.currency;
    return summary;
  });
}

/** Distinct (category, subcategory, description) triples whose search text is kept while rows are written. */
const SEARCH_TEXTS_KEPT = 10_000;

/**
 * searchTextOf for each row written, worked out once per distinct names: a log repeats a few
 * hundred payees under a few dozen pairs, so most rows need no new strings at all. Nested maps, so
 * no key string is built per row either.
 */
function rowSearchTexts(): (row: Pick<TransactionRow, 'category' | 'subcategory' | 'description'>) => string {
  const byPair = new Map<string, Map<string, Map<string, string>>>();
  let kept = 0;
  return ({ category, subcategory, description }) => {
    let bySubcategory = byPair.get(category);
    if (!bySubcategory) byPair.set(category, (bySubcategory = new Map<string, Map<string, string>>()));
    let byDescription = bySubcategory.get(subcategory);
    if (!byDescription) bySubcategory.set(subcategory, (byDescription = new Map<string, string>()));
    let text = byDescription.get(description);
    if (text === undefined) {
      text = searchTextOf(description, category, subcategory);
      if (kept < SEARCH_TEXTS_KEPT) {
        byDescription.set(description, text);
        kept += 1;
      }
    }
    return text;
  };
}

/**
 * The update-data workflow's storage rules over its repositories: the kept upload read back whole
 * or not at all (409 when another upload replaced it meanwhile), and an import recorded with its
 * rows, its sums and the user's older imports pruned. Methods given `repos` run in the caller's
 * transaction (writeForUser).
 */
export class WorkflowStore {
  private readonly db: Database;

  constructor(dataSource: DataSource) {
    this.db = Database.of(dataSource);
  }

  /**
   * Runs `work` in one database transaction that holds the user's write lock (db/user-lock.ts):
   * two uploads of one user, e.g. racing for the last use of the month, run one after the other on
   * any number of instances.
   */
  writeForUser<T>(userId: number, work: (repos: Repositories) => Promise<T>): Promise<T> {
    return this.db.writeForUser(userId, work);
  }

  /** The user's kept upload (without its workbook); null when none. */
  upload(userId: number): Promise<WorkflowUpload | null> {
    return this.db.repos.uploads.of(userId);
  }

  /**
   * The kept upload's parsed workbook, its rows made as they are iterated (workflow-codec.ts); 409
   * when the upload is no longer the one of `revision`. The parts are read with the revision in one
   * statement (WorkflowUploadRepository.partsOf); the writes that follow check it again under the lock.
   */
  async workbook(userId: number, revision: string): Promise<StreamedWorkbook> {
    return decodeWorkbookStreamed(await this.partsOf(userId, revision, 'workbook'));
  }

  /** The kept upload's source parts, in order (none for an upload kept before sources were); 409 as `workbook`. */
  sourceParts(userId: number, revision: string): Promise<Buffer[]> {
    return this.partsOf(userId, revision, 'source');
  }

  private async partsOf(userId: number, revision: string, kind: 'workbook' | 'source'): Promise<Buffer[]> {
    const parts = await this.db.repos.uploads.partsOf(userId, revision, kind);
    if (!parts) throw conflict(message('workflow.uploadedAgain'));
    return parts;
  }

  /** Replaces the user's kept upload (inside the caller's transaction); returns its new revision. */
  async replaceUpload(repos: Repositories, userId: number, upload: NewUpload): Promise<string> {
    const revision = randomBytes(16).toString('hex');
    const row = {
      revision,
      templateId: upload.templateId,
      source: upload.source,
      fileName: upload.fileName,
      googleSheetId: upload.googleSheetId,
      sheets: JSON.stringify(upload.sheets),
      options: upload.proposal ? JSON.stringify({ source_proposal: upload.proposal } satisfies KeptOptions) : null,
      uploadedAt: upload.uploadedAt,
    };
    await repos.uploads.replace(userId, row, upload.parts, upload.sourceParts);
    return revision;
  }

  /**
   * Inside a write transaction: fails with 409 unless the kept upload is still the one read
   * (another tab or device may have uploaded in between; its sheets are not these).
   */
  async assertSameUpload(repos: Repositories, userId: number, revision: string): Promise<void> {
    if ((await repos.uploads.revision(userId)) !== revision) throw conflict(message('workflow.uploadedAgain'));
  }

  /**
   * Records an import and writes its rows (inside the caller's transaction, after the user's
   * classifications are saved) under the source the options chose (sourceForImport), with its
   * count and totals, of the whole import and of each analysis window, summed as the rows go by. A
   * workbook source's import replaces its current one; an account source's adds only the rows it
   * does not hold yet (domain/sources/dedupe.ts). Then the user's analysis becomes that of every
   * current import (picture.ts), and their imports past the newest MAX_KEPT_IMPORTS that are not
   * current are pruned with their rows. `rows` is read once. Answers where the rows went and how
   * many were added and found already held, and the analysis now stored (the caller need not read it).
   */
  async addImport(repos: Repositories, userId: number, record: NewImport, rows: Iterable<TransactionRow>): Promise<AddedImport> {
    const target = await sourceForImport(repos, userId, record.options.source, record, record.keptProposal);
    if (target.created && record.keptProposal && !record.options.source) {
      // The new source the upload's proposal made is what it proposes from now on (the upload may be
      // imported again): proposing again would name it too, by its account or its file and columns.
      const proposal = { ...record.keptProposal.proposal, id: target.id, name: target.name, kind: target.kind };
      const kept: KeptOptions = {
        ...record.options,
        source_proposal: { accountNumber: record.accountNumber, columnSignature: record.columnSignature, proposal },
      };
      await repos.uploads.saveOptions(userId, JSON.stringify(kept));
    }
    const current = await repos.imports.idsOfSource(userId, target.id, true);
    let kept: Iterable<TransactionRow> = rows;
    let alreadyPresent = 0;
    if (target.kind === 'account') {
      const fresh = newRows([...rows], await repos.imports.heldRows(userId, current));
      kept = fresh.added;
      alreadyPresent = fresh.alreadyPresent;
    } else {
      await repos.imports.setLive(userId, current, false);
    }
    const sums = emptySums();
    const monthly = new MonthlySums();
    const latest: { date: string | null } = { date: null };
    const summed = {
      *[Symbol.iterator]() {
        for (const row of kept) {
          addToSums(sums, row.type, row.contributionCents);
          monthly.add(row.date, row.type, row.contributionCents);
          if (row.counted && row.type !== 'Ignore' && (latest.date === null || row.date > latest.date)) latest.date = row.date;
          yield row;
        }
      },
    };
    const importId = await repos.imports.add(
      userId,
      {
        createdAt: record.createdAt,
        source: record.source,
        sourceId: target.id,
        fileName: record.fileName,
        options: JSON.stringify(record.options),
        classifications: JSON.stringify(record.classifications),
        spendingAnalysis: record.analysis.spendingAnalysis,
        transactionAnalysis: record.analysis.transactionAnalysis,
        savingsSubcategories: record.analysis.savingsSubcategories,
      },
      summed,
      rowSearchTexts(),
    );
    await repos.imports.recordSums(userId, importId, {
      rowCount: sums.count,
      incomeCents: sums.income,
      expensesCents: sums.expenses,
      savingsCents: sums.savings,
      latestDate: latest.date,
      windowSums: JSON.stringify(latest.date ? monthly.windows(latest.date) : {}),
    });
    // An import was just made current, so the picture is never none: its own analysis at the least.
    const analysis = (await refreshPicture(repos, userId, { id: importId, analysis: record.analysis })) ?? record.analysis;
    await repos.imports.prune(userId, MAX_KEPT_IMPORTS);
    const conversion = await conversionFor(repos, userId, record.currency);
    const converted = conversion && { currency: conversion.from, rate: conversion.rate, home_currency: conversion.to };
    return {
      importSummary: {
        source_id: target.id,
        source_name: target.name,
        added: sums.count,
        already_present: alreadyPresent,
        ...(converted && { converted }),
      },
      analysis,
    };
  }
}
