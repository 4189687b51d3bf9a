import { IsNull, type EntityManager, type Repository } from 'typeorm';
import type { DataSourceKind } from '../domain/sources/source-names';
import { Import, Source } from '../db/entities';
import { updateExisting } from '../db/gap-locks';

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

  /** The user's sources by id, each with its rows and dates (of the current import) and its imports. */
  async listWithFigures(userId: number): Promise<SourceWithFigures[]> {
    const sources = await this.sources.find({ where: { userId }, order: { id: 'ASC' } });
    if (sources.length === 0) return [];
    const counts = await this.manager.query<
      Array<{ source_id: number | string | null; imports: number | string; last_at: number | string }>
    >('SELECT source_id, COUNT(*) AS imports, MAX(created_at) AS last_at FROM imports WHERE user_id = ? GROUP BY source_id', [userId]);
    const bySource = new Map(counts.map((row) => [Number(row.source_id), { imports: Number(row.imports), last: Number(row.last_at) }]));
    const current = await this.manager
      .getRepository(Import)
      .findOne({ select: { id: true, sourceId: true }, where: { userId, current: true } });
    let currentRows = { rows: 0, firstDate: null as string | null, lastDate: null as string | null };
    if (current && current.sourceId !== null) {
      const [row] = await this.manager.query<Array<{ n: number | string; first_date: string | null; last_date: string | null }>>(
        'SELECT COUNT(*) AS n, MIN(date) AS first_date, MAX(date) AS last_date FROM transactions WHERE user_id = ? AND import_id = ?',
        [userId, current.id],
      );
      currentRows = { rows: Number(row.n), firstDate: row.first_date ?? null, lastDate: row.last_date ?? null };
    }
    return sources.map((source) => {
      const imports = bySource.get(source.id);
      const figures = current?.sourceId === source.id ? currentRows : { rows: 0, firstDate: null, lastDate: null };
      return {
        id: source.id,
        name: source.name,
        kind: source.kind,
        currency: source.currency,
        ...figures,
        imports: imports?.imports ?? 0,
        lastImportAt: imports ? imports.last : null,
      };
    });
  }

  /** The user's source; null whether it is absent or someone else's. */
  own(userId: number, sourceId: number): Promise<Source | null> {
    return this.sources.findOneBy({ id: sourceId, userId });
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
    });
    return Number(inserted.identifiers[0].id);
  }

  /**
   * The workbook source a new import of the user goes to: the one holding the current import, else
   * the user's first workbook source; null when the user has none.
   */
  async workbookForNextImport(userId: number): Promise<number | null> {
    const current = await this.manager
      .getRepository(Import)
      .findOne({ select: { id: true, sourceId: true }, where: { userId, current: true } });
    if (current && current.sourceId !== null) {
      const holding = await this.sources.findOne({ select: { id: true }, where: { id: current.sourceId, userId, kind: 'workbook' } });
      if (holding) return holding.id;
    }
    const first = await this.sources.findOne({ select: { id: true }, where: { userId, kind: 'workbook' }, order: { id: 'ASC' } });
    return first?.id ?? null;
  }

  /** Gives the user's imports of no source (recorded by a release before sources, during a rolling deploy) to `sourceId`. */
  async adoptUnsourced(userId: number, sourceId: number): Promise<void> {
    await updateExisting(this.manager, Import, { userId, sourceId: IsNull() }, { sourceId });
  }
}
