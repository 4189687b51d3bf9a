import { IsNull, type EntityManager, type Repository } from 'typeorm';
import type { DataSourceKind } from '../domain/sources/source-names';
import { Import, Source } from '../db/entities';

/** A source with its newest import's file name and time (null when it has none): what proposing a source reads. */
export type SourceWithLastImport = Source & { lastFileName: string | null; lastImportAt: number | null };

/** A source with what the sources list tells of it (ids and counts as numbers, instants in epoch ms). */
export interface SourceWithFigures extends Pick<Source, 'id' | 'name' | 'kind' | 'currency'> {
  /** Rows of the source's current import (0 when none of its imports is the user's current one). */
  rows: number;
  firstDate: string | null;
  lastDate: string | null;
  imports: number;
  lastImportAt: number | null;
}

/** The changes a source can take. */
export type SourceChanges = Partial<Pick<Source, 'name' | 'kind'>>;

/**
 * The user's sources (docs/decisions/sources.md). Every statement names the owner; writes run in the
 * caller's transaction under the user's lock (user-lock.ts).
 */
export class SourceRepository {
  private readonly sources: Repository<Source>;

  constructor(private readonly manager: EntityManager) {
    this.sources = manager.getRepository(Source);
  }

  /** The user's sources by id (deleted ones left out), each with its live rows' count and dates, and its imports. */
  async listWithFigures(userId: number, onlyId?: number): Promise<SourceWithFigures[]> {
    const sources = await this.sources.find({
      where: onlyId === undefined ? { userId, deletedAt: IsNull() } : { userId, id: onlyId, deletedAt: IsNull() },
      order: { id: 'ASC' },
    });
    if (sources.length === 0) return [];
    const only = onlyId === undefined ? '' : ' AND source_id = ?';
    const params = onlyId === undefined ? [userId] : [userId, onlyId];
    const counts = await this.manager.query<
      Array<{ source_id: number | string | null; imports: number | string; last_at: number | string }>
    >(`SELECT source_id, COUNT(*) AS imports, MAX(created_at) AS last_at FROM imports WHERE user_id = ?${only} GROUP BY source_id`, params);
    const rows = await this.manager.query<
      Array<{ source_id: number | string; n: number | string; first_date: string | null; last_date: string | null }>
    >(
      `SELECT i.source_id AS source_id, COUNT(*) AS n, MIN(t.date) AS first_date, MAX(t.date) AS last_date
         FROM transactions t JOIN imports i ON i.id = t.import_id
        WHERE t.user_id = ? AND t.live = 1${only.replace('source_id', 'i.source_id')} GROUP BY i.source_id`,
      params,
    );
    const importsOf = new Map(counts.map((row) => [Number(row.source_id), { imports: Number(row.imports), last: Number(row.last_at) }]));
    const rowsOf = new Map(rows.map((row) => [Number(row.source_id), row]));
    return sources.map((source) => {
      const imports = importsOf.get(source.id);
      const live = rowsOf.get(source.id);
      return {
        id: source.id,
        name: source.name,
        kind: source.kind,
        currency: source.currency,
        rows: live ? Number(live.n) : 0,
        firstDate: live?.first_date ?? null,
        lastDate: live?.last_date ?? null,
        imports: imports?.imports ?? 0,
        lastImportAt: imports ? imports.last : null,
      };
    });
  }

  /** The user's sources by id (deleted ones left out). */
  live(userId: number): Promise<Source[]> {
    return this.sources.find({ where: { userId, deletedAt: IsNull() }, order: { id: 'ASC' } });
  }

  /**
   * The user's sources (deleted ones left out), with the file name and time of each one's newest
   * import: one row per source read (the newest by time, then id), whatever the imports they hold.
   */
  async withLastImport(userId: number): Promise<SourceWithLastImport[]> {
    // Both at once: each is a round trip, and outside a transaction each has a connection of its own.
    const [sources, newest] = await Promise.all([
      this.live(userId),
      this.manager.query<Array<{ source_id: number | string; file_name: string | null; created_at: number | string }>>(
        `SELECT source_id, file_name, created_at FROM (
           SELECT source_id, file_name, created_at, ROW_NUMBER() OVER (PARTITION BY source_id ORDER BY created_at DESC, id DESC) AS newest
             FROM imports WHERE user_id = ? AND source_id IS NOT NULL) ranked
          WHERE newest = 1`,
        [userId],
      ),
    ]);
    const last = new Map(newest.map((row) => [Number(row.source_id), row]));
    return sources.map((source) => {
      const row = last.get(source.id);
      return { ...source, lastFileName: row?.file_name ?? null, lastImportAt: row ? Number(row.created_at) : null };
    });
  }

  /** The user's source; null whether it is absent, deleted (unless `deletedToo`) or someone else's. */
  own(userId: number, sourceId: number, deletedToo = false): Promise<Source | null> {
    return this.sources.findOneBy(deletedToo ? { id: sourceId, userId } : { id: sourceId, userId, deletedAt: IsNull() });
  }

  /** Keeps the account number the source's statements state, unless it already has one. */
  async keepAccountNumber(userId: number, sourceId: number, accountNumber: string): Promise<void> {
    await this.sources.update({ id: sourceId, userId, accountNumber: IsNull() }, { accountNumber: accountNumber.slice(0, 64) });
  }

  /** Records the currency (ISO 4217) the source's data states: in place of the one it has when `replace`, else only where it has none. */
  async recordCurrency(userId: number, sourceId: number, currency: string, replace: boolean): Promise<void> {
    await this.sources.update(replace ? { id: sourceId, userId } : { id: sourceId, userId, currency: IsNull() }, { currency });
  }

  /** Records the columns of the source's newest import (a hash, workflow-selection.ts columnsOfSheets). */
  async recordColumns(userId: number, sourceId: number, columnSignature: string): Promise<void> {
    await this.sources.update({ id: sourceId, userId }, { columnSignature });
  }

  /** Marks the user's source deleted at `at`, or not deleted (null). */
  async setDeleted(userId: number, sourceId: number, at: number | null): Promise<void> {
    await this.sources.update({ id: sourceId, userId }, { deletedAt: at });
  }

  /** How many kept imports the user's source holds. */
  importCount(userId: number, sourceId: number): Promise<number> {
    return this.manager.getRepository(Import).countBy({ userId, sourceId });
  }

  async update(userId: number, sourceId: number, changes: SourceChanges): Promise<void> {
    await this.sources.update({ id: sourceId, userId }, changes);
  }

  /** Adds a source of the user's; answers its id. */
  async add(userId: number, fields: { name: string; kind: DataSourceKind; createdAt: number }): Promise<number> {
    const inserted = await this.sources.insert({
      userId,
      name: fields.name,
      kind: fields.kind,
      currency: null,
      createdAt: fields.createdAt,
      deletedAt: null,
      accountNumber: null,
      columnSignature: null,
    });
    return Number(inserted.identifiers[0].id);
  }

  /**
   * The workbook source a new import of the user goes to when they choose none: the one holding
   * their newest current import of a workbook source, else their first workbook source; null when
   * they have none (deleted ones are not chosen).
   */
  async workbookForNextImport(userId: number): Promise<number | null> {
    const workbooks = await this.sources.find({
      select: { id: true },
      where: { userId, kind: 'workbook', deletedAt: IsNull() },
      order: { id: 'ASC' },
    });
    if (workbooks.length === 0) return null;
    const ids = new Set(workbooks.map((row) => row.id));
    const current = await this.manager
      .getRepository(Import)
      .find({ select: { id: true, sourceId: true }, where: { userId, current: true }, order: { createdAt: 'DESC', id: 'DESC' } });
    return current.find((row) => row.sourceId !== null && ids.has(row.sourceId))?.sourceId ?? workbooks[0].id;
  }

  /** Gives the user's imports of no source (recorded by a release before sources, during a rolling deploy) to `sourceId`. */
  async adoptUnsourced(userId: number, sourceId: number): Promise<void> {
    await this.manager.update(Import, { userId, sourceId: IsNull() }, { sourceId });
  }
}
