import { createHash } from 'node:crypto';
import type { EntityManager, Repository } from 'typeorm';
import type { TransactionType } from '../contracts/workflow';
import { CategoryClassification, ReadingSetting, WorkflowUpload, WorkflowUploadPart, WorkflowUploadSource } from '../db/entities';
import { insertMany } from '../db/bulk-insert';
import { pairKey, type CategoryClassification as Classification } from '../domain/analysis';
import type { TableSettings } from '../domain/workbook/types';

/**
 * The kept upload's row as the upload step writes it (sheets: JSON text of its summaries; options:
 * what the upload step chose already, services/workflow-store.ts KeptOptions).
 */
export type NewUploadRow = Pick<
  WorkflowUpload,
  'revision' | 'templateId' | 'source' | 'fileName' | 'googleSheetId' | 'sheets' | 'options' | 'uploadedAt'
>;

/**
 * The key of a (category, subcategory) pair in `category_classifications`: the pair's pairKey, hashed
 * to a fixed length. It only keeps a user's pairs unique: rows are read by user and replaced all at
 * once, never looked up by it, so rows kept under an earlier key need no migration.
 */
export function classificationKey(category: string, subcategory: string): string {
  return createHash('sha256').update(pairKey(category, subcategory)).digest('hex');
}

/**
 * The user's kept upload (one per user): its row, its parsed workbook in parts and its source in
 * parts. Writes run under the user's lock (user-lock.ts).
 */
export class WorkflowUploadRepository {
  private readonly uploads: Repository<WorkflowUpload>;
  private readonly parts: Repository<WorkflowUploadPart>;
  private readonly sources: Repository<WorkflowUploadSource>;

  constructor(private readonly manager: EntityManager) {
    this.uploads = manager.getRepository(WorkflowUpload);
    this.parts = manager.getRepository(WorkflowUploadPart);
    this.sources = manager.getRepository(WorkflowUploadSource);
  }

  /** The user's kept upload (without its workbook); null when none. */
  of(userId: number): Promise<WorkflowUpload | null> {
    return this.uploads.findOneBy({ userId });
  }

  /** The kept upload's revision alone; null when none. */
  async revision(userId: number): Promise<string | null> {
    const row = await this.uploads.findOne({ select: { userId: true, revision: true }, where: { userId } });
    return row?.revision ?? null;
  }

  /**
   * The kept upload's parsed workbook (`workbook`) or source (`source`) in parts, in order, provided
   * the upload is still the one of `revision`; null when it is not. The parts come in one statement
   * joined to the revision: a statement reads one snapshot on both databases, so the parts all
   * belong to the upload checked without a transaction around two reads (each statement is a
   * round trip, and under load a turn of the event loop: docs/operations.md, Load).
   */
  async partsOf(userId: number, revision: string, kind: 'workbook' | 'source'): Promise<Buffer[] | null> {
    const rows = await (kind === 'workbook' ? this.parts : this.sources)
      .createQueryBuilder('part')
      .select(['part.userId', 'part.seq', 'part.data'])
      .innerJoin(WorkflowUpload, 'upload', 'upload.userId = part.userId AND upload.revision = :revision', { revision })
      .where('part.userId = :userId', { userId })
      .orderBy('part.seq', 'ASC')
      .getMany();
    if (rows.length > 0) return rows.map((row) => row.data);
    // No parts: an upload kept without any (a source kept before sources were), or another upload.
    return (await this.revision(userId)) === revision ? [] : null;
  }

  /** Replaces the user's kept upload with this row, workbook and source (in the caller's transaction). */
  async replace(userId: number, row: NewUploadRow, parts: readonly Buffer[], sourceParts: readonly Buffer[]): Promise<void> {
    // Its parts and source go with the row: both tables' keys to it are ON DELETE CASCADE (one statement, not three).
    await this.uploads.delete({ userId });
    await this.uploads.insert({ userId, ...row, partCount: parts.length });
    for (const [seq, data] of parts.entries()) await this.parts.insert({ userId, seq, data });
    for (const [seq, data] of sourceParts.entries()) await this.sources.insert({ userId, seq, data });
  }

  /** The upload read again (in the caller's transaction): its summaries and parsed parts. */
  async replaceReading(userId: number, sheets: string, parts: readonly Buffer[]): Promise<void> {
    await this.parts.delete({ userId });
    for (const [seq, data] of parts.entries()) await this.parts.insert({ userId, seq, data });
    await this.uploads.update({ userId }, { sheets, partCount: parts.length });
  }

  /** The options step's choices for the kept upload (JSON text, services/workflow-store.ts KeptOptions). */
  async saveOptions(userId: number, options: string): Promise<void> {
    await this.uploads.update({ userId }, { options });
  }
}

/** Reading settings the user gave tables, remembered by the table's signature. */
export class ReadingSettingRepository {
  private readonly settings: Repository<ReadingSetting>;

  constructor(private readonly manager: EntityManager) {
    this.settings = manager.getRepository(ReadingSetting);
  }

  /** The newest `limit` of the user's settings, by table signature. */
  async of(userId: number, limit: number): Promise<Record<string, TableSettings>> {
    const rows = await this.settings.find({ where: { userId }, order: { updatedAt: 'DESC' }, take: limit });
    return Object.fromEntries(rows.map((row) => [row.signature, JSON.parse(row.settings) as TableSettings]));
  }

  /** Remembers settings per signature (in the caller's transaction), keeping the user's newest `keep`. */
  async remember(userId: number, bySignature: ReadonlyArray<[string, TableSettings]>, now: number, keep: number): Promise<void> {
    if (bySignature.length === 0) return;
    for (const [signature, settings] of bySignature) {
      const signatureKey = createHash('sha256').update(signature).digest('hex');
      await this.settings.delete({ userId, signatureKey });
      await this.settings.insert({ userId, signatureKey, signature, settings: JSON.stringify(settings), updatedAt: now });
    }
    const kept = await this.settings.find({
      select: { userId: true, signatureKey: true },
      where: { userId },
      order: { updatedAt: 'DESC', signatureKey: 'ASC' },
    });
    for (const row of kept.slice(keep)) await this.settings.delete({ userId, signatureKey: row.signatureKey });
  }
}

/** The user's classification of each (category, subcategory) pair. */
export class ClassificationRepository {
  constructor(private readonly manager: EntityManager) {}

  async of(userId: number): Promise<Classification[]> {
    const rows = await this.manager.getRepository(CategoryClassification).findBy({ userId });
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

  /** Makes `rows` the user's classifications (in the caller's transaction: the rows go in bulk, db/bulk-insert.ts). */
  async replace(userId: number, rows: readonly Classification[]): Promise<void> {
    await this.manager.delete(CategoryClassification, { userId });
    await insertMany(
      this.manager,
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
}
