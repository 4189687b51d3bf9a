import { createHash, randomBytes } from 'node:crypto';
import { In, IsNull, type DataSource, type EntityManager, type EntityTarget, type FindOptionsWhere, type ObjectLiteral } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import type { TransactionType } from '../contracts/workflow';
import {
  CategoryClassification,
  Import,
  ReadingSetting,
  StoredAnalysis,
  Transaction as TransactionTable,
  WorkflowUpload,
  WorkflowUploadPart,
  WorkflowUploadSource,
} from '../db/entities';
import { writeForUser } from '../db/user-lock';
import { addToSums, emptySums, MonthlySums, pairKey, type CategoryClassification as Classification } from '../domain/analysis';
import { pairHints } from '../domain/workbook/hints';
import { searchTextOf } from '../domain/search/search-text';
import type {
  LayoutKind,
  PairHint,
  ParsedSheet,
  ParsedWorkbook,
  StreamedWorkbook,
  TableSettings,
  WorkflowOptions,
} from '../domain/workbook/types';
import { conflict } from '../errors';
import { decodeWorkbookStreamed, encodeWorkbook } from './workflow-codec';

/** Bound parameters per multi-row statement on MySQL (its bound is 65535). */
const MAX_PARAMETERS_PER_STATEMENT = 30_000;
/**
 * On SQLite (bound 32766): each run of a statement has a fixed cost, so the fewer the better, up
 * to the bound (2,000 transaction rows a statement: 200k rows stored in ≈ 0.75 s instead of ≈ 0.9 s
 * with 142 rows a statement; a larger bound array of parameters costs nothing more).
 */
const SQLITE_PARAMETERS_PER_STATEMENT = 28_000;

/** One row of the user's transactions table. */
export interface TransactionRow {
  date: string;
  category: string;
  subcategory: string;
  /** As in the sheet. */
  amountCents: number;
  /** What the analysis added to its type's total (0 when not counted or ignored). */
  contributionCents: number;
  type: TransactionType;
  counted: boolean;
  description: string;
  sheet: string;
  row: number;
}

/** What one categories step imported: recorded beside its rows so it can be made current again. */
export interface NewImport {
  createdAt: number;
  source: 'file' | 'googleSheet';
  /** The file's name, or the Google Sheet's id. */
  fileName: string | null;
  options: WorkflowOptions;
  classifications: readonly Classification[];
  analysis: AnalysisTexts;
}

/** Imports kept per user, their rows with them; older ones are pruned when a new one is added. */
export const MAX_KEPT_IMPORTS = 10;

/** What the options step needs of a table (one entry per table, several per sheet), kept beside the packed workbook. */
export interface SheetSummary extends Pick<ParsedSheet, 'range' | 'plan' | 'skip' | 'pivot' | 'duplicateOf'> {
  /** The sheet's name. */
  name: string;
  layout: LayoutKind | null;
  problem?: string;
  /** Distinct (category, subcategory) pairs, in order of first appearance, with the file's hint if any. */
  pairs: Array<[string, string] | [string, string, PairHint]>;
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
}

/** Remembered reading settings kept per user: far past any household's workbooks; the oldest go first. */
export const MAX_READING_SETTINGS = 500;

export interface AnalysisTexts {
  spendingAnalysis: string;
  transactionAnalysis: string;
  savingsSubcategories: string;
  lastUpdated: number;
}

export const UPLOADED_AGAIN = 'Your data was uploaded again in the meantime. Please go back to the upload step and continue from there.';

/**
 * A read workbook's summaries and its packed parts for keeping: the summaries are worked out here
 * while the parts are gzipped on libuv's threads.
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
    return summary;
  });
}

/**
 * The key of a (category, subcategory) pair in `category_classifications`: the pair's pairKey, hashed
 * to a fixed length. It only keeps a user's pairs unique: rows are read by user and replaced all at
 * once, never looked up by it, so rows kept under an earlier key need no migration.
 */
export function classificationKey(category: string, subcategory: string): string {
  return createHash('sha256').update(pairKey(category, subcategory)).digest('hex');
}

/**
 * Deletes the rows matching `where`, only when there are any. On MySQL (REPEATABLE READ) a DELETE
 * that matches nothing still locks the gap where such rows would go; other users' INSERTs into that
 * gap wait for it while this transaction's own INSERTs wait for theirs, and 20 first uploads at once
 * deadlocked that way. Called under the user's lock (writeForUser), whose holder alone
 * writes these rows, so the plain read sees all there are.
 */
async function deleteExisting<Entity extends ObjectLiteral>(
  manager: EntityManager,
  target: EntityTarget<Entity>,
  where: FindOptionsWhere<Entity>,
): Promise<void> {
  if (await mayMatch(manager, target, where)) await manager.getRepository(target).delete(where);
}

/** The same for an UPDATE, which locks the gap of what it would match just as a DELETE does. */
async function updateExisting<Entity extends ObjectLiteral>(
  manager: EntityManager,
  target: EntityTarget<Entity>,
  where: FindOptionsWhere<Entity>,
  change: QueryDeepPartialEntity<Entity>,
): Promise<void> {
  if (await mayMatch(manager, target, where)) await manager.getRepository(target).update(where, change);
}

/** False only when MySQL has no row to lock; SQLite takes no gap locks (its transactions run one at a time), so it is not asked. */
async function mayMatch<Entity extends ObjectLiteral>(
  manager: EntityManager,
  target: EntityTarget<Entity>,
  where: FindOptionsWhere<Entity>,
): Promise<boolean> {
  return manager.connection.options.type !== 'mysql' || manager.getRepository(target).existsBy(where);
}

/** Distinct (category, subcategory, description) triples whose search text is kept while rows are written. */
const SEARCH_TEXTS_KEPT = 10_000;

/**
 * searchTextOf for each row written, worked out once per distinct names: a log repeats a few
 * hundred payees under a few dozen pairs, and four new strings per row were a tenth of the
 * categories step's writing. Nested maps, so no key string is built per row.
 */
function rowSearchTexts(): (row: Pick<TransactionRow, 'category' | 'subcategory' | 'description'>) => string {
  const byPair = new Map<string, Map<string, Map<string, string>>>();
  let kept = 0;
  return ({ category, subcategory, description }) => {
    let bySubcategory = byPair.get(category);
    if (!bySubcategory) byPair.set(category, (bySubcategory = new Map()));
    let byDescription = bySubcategory.get(subcategory);
    if (!byDescription) bySubcategory.set(subcategory, (byDescription = new Map()));
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

/** The synchronous handle better-sqlite3 gives TypeORM (only what the bulk path uses). */
interface SqliteHandle {
  prepare(sql: string): { run(...params: unknown[]): unknown };
}

/**
 * Storage of the update-data workflow. Every method is scoped by the user id it is given; writes
 * that belong together run in one `dataSource.transaction` with only that transaction's manager.
 */
export class WorkflowStore {
  private readonly sqlite: boolean;

  constructor(private readonly dataSource: DataSource) {
    this.sqlite = dataSource.options.type === 'better-sqlite3';
  }

  /**
   * Runs `work` in one database transaction that holds the user's write lock, taken before anything
   * else (db/user-lock.ts): two uploads of one user, e.g. racing for the last use of the month, run
   * one after the other on any number of instances. `work` must use only `manager` (a second pooled
   * connection could wait on this one), must not call `writeForUser` again, and may run more than
   * once (a deadlock on MySQL retries the whole transaction).
   */
  async writeForUser<T>(userId: number, work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return writeForUser(this.dataSource, userId, work);
  }

  /** The user's kept upload (without its workbook); null when none. */
  async upload(userId: number): Promise<WorkflowUpload | null> {
    return this.dataSource.getRepository(WorkflowUpload).findOneBy({ userId });
  }

  /**
   * The kept upload's parsed workbook, its rows made as they are iterated (workflow-codec.ts); 409
   * when the upload is no longer the one of `revision`.
   */
  async workbook(userId: number, revision: string): Promise<StreamedWorkbook> {
    // One read transaction, so the parts all belong to the upload checked: a REPEATABLE READ snapshot on
    // MySQL (no writer's lock: a read need not hold up the user's next upload), the data source's
    // transaction queue on SQLite. The writes that follow check the revision again under the lock.
    const read = async (manager: EntityManager) => {
      await this.assertSameUpload(manager, userId, revision);
      return manager.getRepository(WorkflowUploadPart).find({ where: { userId }, order: { seq: 'ASC' } });
    };
    const parts = this.sqlite ? await this.dataSource.transaction(read) : await this.dataSource.transaction('REPEATABLE READ', read);
    return decodeWorkbookStreamed(parts.map((part) => part.data));
  }

  /** Replaces the user's kept upload (inside the caller's transaction); returns its revision. */
  async replaceUpload(manager: EntityManager, userId: number, upload: NewUpload): Promise<string> {
    const revision = randomBytes(16).toString('hex');
    // Parts and source go with their upload row (ON DELETE CASCADE); deleting the parts first keeps that explicit.
    await deleteExisting(manager, WorkflowUploadPart, { userId });
    await deleteExisting(manager, WorkflowUpload, { userId });
    await manager.getRepository(WorkflowUpload).insert({
      userId,
      revision,
      templateId: upload.templateId,
      source: upload.source,
      fileName: upload.fileName,
      googleSheetId: upload.googleSheetId,
      sheets: JSON.stringify(upload.sheets),
      partCount: upload.parts.length,
      options: null,
      uploadedAt: upload.uploadedAt,
    });
    for (const [seq, data] of upload.parts.entries()) {
      await manager.getRepository(WorkflowUploadPart).insert({ userId, seq, data });
    }
    for (const [seq, data] of upload.sourceParts.entries()) {
      await manager.getRepository(WorkflowUploadSource).insert({ userId, seq, data });
    }
    return revision;
  }

  /** The kept upload's source parts, in order (none for an upload kept before sources were). */
  async sourceParts(userId: number, revision: string): Promise<Buffer[]> {
    const read = async (manager: EntityManager) => {
      await this.assertSameUpload(manager, userId, revision);
      return manager.getRepository(WorkflowUploadSource).find({ where: { userId }, order: { seq: 'ASC' } });
    };
    const parts = this.sqlite ? await this.dataSource.transaction(read) : await this.dataSource.transaction('REPEATABLE READ', read);
    return parts.map((part) => part.data);
  }

  /** The upload read again with the user's settings (inside the caller's transaction): its tables and parsed parts. */
  async replaceReading(manager: EntityManager, userId: number, sheets: SheetSummary[], parts: Buffer[]): Promise<void> {
    await deleteExisting(manager, WorkflowUploadPart, { userId });
    for (const [seq, data] of parts.entries()) {
      await manager.getRepository(WorkflowUploadPart).insert({ userId, seq, data });
    }
    await manager.getRepository(WorkflowUpload).update({ userId }, { sheets: JSON.stringify(sheets), partCount: parts.length });
  }

  /** The user's remembered settings, by table signature. */
  async readingSettings(userId: number): Promise<Record<string, TableSettings>> {
    const rows = await this.dataSource
      .getRepository(ReadingSetting)
      .find({ where: { userId }, order: { updatedAt: 'DESC' }, take: MAX_READING_SETTINGS });
    return Object.fromEntries(rows.map((row) => [row.signature, JSON.parse(row.settings) as TableSettings]));
  }

  /** Remembers settings per table signature (inside the caller's transaction), keeping the newest MAX_READING_SETTINGS. */
  async rememberReadingSettings(
    manager: EntityManager,
    userId: number,
    bySignature: ReadonlyArray<[string, TableSettings]>,
    now: number,
  ): Promise<void> {
    if (bySignature.length === 0) return;
    const repository = manager.getRepository(ReadingSetting);
    for (const [signature, settings] of bySignature) {
      const signatureKey = createHash('sha256').update(signature).digest('hex');
      await deleteExisting(manager, ReadingSetting, { userId, signatureKey });
      await repository.insert({ userId, signatureKey, signature, settings: JSON.stringify(settings), updatedAt: now });
    }
    const kept = await repository.find({
      select: { userId: true, signatureKey: true },
      where: { userId },
      order: { updatedAt: 'DESC', signatureKey: 'ASC' },
    });
    for (const row of kept.slice(MAX_READING_SETTINGS)) await repository.delete({ userId, signatureKey: row.signatureKey });
  }

  /**
   * Inside a write transaction: fails with 409 unless the kept upload is still the one read
   * (another tab or device may have uploaded in between; its sheets are not these).
   */
  async assertSameUpload(manager: EntityManager, userId: number, revision: string): Promise<void> {
    const current = await manager.getRepository(WorkflowUpload).findOne({ select: { userId: true, revision: true }, where: { userId } });
    if (current?.revision !== revision) throw conflict(UPLOADED_AGAIN);
  }

  async saveOptions(manager: EntityManager, userId: number, options: WorkflowOptions): Promise<void> {
    await manager.getRepository(WorkflowUpload).update({ userId }, { options: JSON.stringify(options) });
  }

  async classifications(userId: number): Promise<Classification[]> {
    const rows = await this.dataSource.getRepository(CategoryClassification).findBy({ userId });
    return rows.map((row) => {
      const classification: Classification = {
        category: row.category,
        sub_category: row.subcategory,
        transaction_type: row.transactionType as TransactionType,
        reversal: row.reversal,
      };
      if (row.mergeCategory !== null && row.mergeSubcategory !== null)
        classification.merge_into = { category: row.mergeCategory, sub_category: row.mergeSubcategory };
      return classification;
    });
  }

  async replaceClassifications(manager: EntityManager, userId: number, rows: readonly Classification[]): Promise<void> {
    await deleteExisting(manager, CategoryClassification, { userId });
    await this.insertMany(
      manager,
      'category_classifications',
      ['user_id', 'pair_key', 'category', 'subcategory', 'transaction_type', 'reversal', 'merge_category', 'merge_subcategory'],
      rows.map((row) => [
        userId,
        classificationKey(row.category, row.sub_category),
        row.category,
        row.sub_category,
        row.transaction_type,
        row.reversal ? 1 : 0,
        row.merge_into?.category ?? null,
        row.merge_into?.sub_category ?? null,
      ]),
    );
  }

  /**
   * Records an import and writes its rows (inside the caller's transaction), making it the user's
   * current one; then prunes the user's imports past the newest MAX_KEPT_IMPORTS with their rows, in
   * the same transaction. `rows` is read once, as the rows are written. Answers the import's id.
   */
  async addImport(manager: EntityManager, userId: number, record: NewImport, rows: Iterable<TransactionRow>): Promise<number> {
    const imports = manager.getRepository(Import);
    // A first import has no current one: on MySQL, an UPDATE of nothing would lock the gap other users insert into.
    await updateExisting(manager, Import, { userId, current: true }, { current: false });
    const inserted = await imports.insert({
      userId,
      createdAt: record.createdAt,
      source: record.source,
      fileName: record.fileName,
      options: JSON.stringify(record.options),
      rowCount: 0,
      incomeCents: 0,
      expensesCents: 0,
      savingsCents: 0,
      latestDate: null,
      windowSums: null,
      classifications: JSON.stringify(record.classifications),
      spendingAnalysis: record.analysis.spendingAnalysis,
      transactionAnalysis: record.analysis.transactionAnalysis,
      savingsSubcategories: record.analysis.savingsSubcategories,
      current: true,
    });
    const importId = Number(inserted.identifiers[0].id);

    // seq keeps counting after the user's kept rows, so rows of every kept import share the key.
    const [{ last }] = (await manager.query(`SELECT MAX(seq) AS last FROM transactions WHERE user_id = ?`, [userId])) as Array<{
      last: number | string | null;
    }>;
    let seq = last === null ? 0 : Number(last) + 1;
    // The list's count and totals of the whole import and of each window, summed as the rows go by.
    const sums = emptySums();
    const monthly = new MonthlySums();
    let latestDate: string | null = null;
    const searchText = rowSearchTexts();
    await this.insertMany(
      manager,
      'transactions',
      [
        'user_id',
        'seq',
        'import_id',
        'date',
        'category',
        'subcategory',
        'amount_cents',
        'contribution_cents',
        'type',
        'counted',
        'description',
        'sheet',
        'sheet_row',
        'search_text',
      ],
      {
        *[Symbol.iterator]() {
          for (const row of rows) {
            addToSums(sums, row.type, row.contributionCents);
            monthly.add(row.date, row.type, row.contributionCents);
            if (row.counted && row.type !== 'Ignore' && (latestDate === null || row.date > latestDate)) latestDate = row.date;
            yield [
              userId,
              seq++,
              importId,
              row.date,
              row.category,
              row.subcategory,
              row.amountCents,
              row.contributionCents,
              row.type,
              row.counted ? 1 : 0,
              row.description,
              row.sheet,
              row.row,
              searchText(row),
            ];
          }
        },
      },
    );
    await imports.update(
      { id: importId },
      {
        rowCount: sums.count,
        incomeCents: sums.income,
        expensesCents: sums.expenses,
        savingsCents: sums.savings,
        latestDate,
        windowSums: JSON.stringify(latestDate ? monthly.windows(latestDate) : {}),
      },
    );
    await this.pruneImports(manager, userId);
    return importId;
  }

  /** Deletes the user's imports past the newest MAX_KEPT_IMPORTS, and their rows (rows of no import too: written before imports existed). */
  private async pruneImports(manager: EntityManager, userId: number): Promise<void> {
    const imports = manager.getRepository(Import);
    const kept = await imports.find({ select: { id: true }, where: { userId }, order: { createdAt: 'DESC', id: 'DESC' } });
    const pruned = kept.slice(MAX_KEPT_IMPORTS).map((row) => row.id);
    if (pruned.length > 0) {
      await manager.getRepository(TransactionTable).delete({ userId, importId: In(pruned) });
      await imports.delete({ userId, id: In(pruned) });
    }
    await deleteExisting(manager, TransactionTable, { userId, importId: IsNull() });
  }

  /** The user's current import (its id), or null before the first. */
  async currentImportId(userId: number, manager: EntityManager = this.dataSource.manager): Promise<number | null> {
    const current = await manager.getRepository(Import).findOne({ select: { id: true }, where: { userId, current: true } });
    return current?.id ?? null;
  }

  async replaceAnalysis(manager: EntityManager, userId: number, texts: AnalysisTexts): Promise<void> {
    await deleteExisting(manager, StoredAnalysis, { userId });
    await manager.getRepository(StoredAnalysis).insert({ userId, ...texts });
  }

  async analysis(userId: number): Promise<StoredAnalysis | null> {
    return this.dataSource.getRepository(StoredAnalysis).findOneBy({ userId });
  }

  /**
   * Bulk insert through the transaction's own connection (docs/architecture.md, Bulk writes): multi-row
   * INSERTs, each as many rows as fit the bound below. On SQLite the full-size statement is prepared
   * once and run synchronously batch after batch, so nothing else can interleave (200k rows: ≈ 0.3 s,
   * against ≈ 0.7 s for a single-row statement run 200k times); on MySQL each batch is a few hundred
   * KB of SQL, far below max_allowed_packet. Rows are taken from the iterable as they are written,
   * so no second copy of a large set is held.
   */
  private async insertMany(manager: EntityManager, table: string, columns: string[], rows: Iterable<unknown[]>): Promise<void> {
    const escape = (name: string) => this.dataSource.driver.escape(name);
    const head = `INSERT INTO ${escape(table)} (${columns.map(escape).join(', ')}) VALUES `;
    const tuple = `(${columns.map(() => '?').join(', ')})`;
    const statementFor = (count: number) => head + new Array<string>(count).fill(tuple).join(', ');
    const perStatement = Math.max(
      1,
      Math.floor((this.sqlite ? SQLITE_PARAMETERS_PER_STATEMENT : MAX_PARAMETERS_PER_STATEMENT) / columns.length),
    );

    // SQLite writes return nothing (synchronous: not even a microtask can slip in between); MySQL's a promise.
    let write: (params: unknown[], count: number) => Promise<void> | void;
    if (this.sqlite) {
      if (!manager.queryRunner?.isTransactionActive) throw new Error('Bulk insert runs only inside a transaction.');
      const handle = (await manager.queryRunner.connect()) as SqliteHandle;
      const full = handle.prepare(statementFor(perStatement));
      write = (params, count) => {
        if (count === perStatement) full.run(...params);
        else handle.prepare(statementFor(count)).run(...params.slice(0, count * columns.length));
      };
    } else {
      write = async (params, count) => {
        await manager.query(statementFor(count), count === perStatement ? params : params.slice(0, count * columns.length));
      };
    }

    const params: unknown[] = new Array(perStatement * columns.length);
    let count = 0;
    for (const row of rows) {
      for (let column = 0; column < columns.length; column += 1) params[count * columns.length + column] = row[column];
      count += 1;
      if (count === perStatement) {
        const pending = write(params, count);
        if (pending) await pending;
        count = 0;
      }
    }
    if (count > 0) await write(params, count);
  }
}
