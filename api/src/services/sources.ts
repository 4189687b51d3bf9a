import type { DataSource } from 'typeorm';
import type { SourceDto, SourcesDto, UpdateSourceRequest } from '../contracts/sources';
import { sourceNameFor } from '../domain/sources/source-names';
import { conflict, notFound } from '../errors';
import { Database, type Repositories } from '../repositories/database';
import type { SourceWithFigures } from '../repositories/sources';

export const NO_SUCH_SOURCE = 'There is no such source.';

/** Imports from which a source's kind is fixed: its rows were read as that kind more than once. */
const KIND_FIXED_AT_IMPORTS = 2;

function sourceDto(row: SourceWithFigures): SourceDto {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    currency: row.currency,
    rows: row.rows,
    first_date: row.firstDate,
    last_date: row.lastDate,
    imports: row.imports,
    last_import_at: row.lastImportAt === null ? null : new Date(row.lastImportAt).toISOString(),
  };
}

/**
 * The source a new import is recorded under (inside the categories step's transaction, before the
 * import is added): the user's workbook source holding the current import, else their first
 * workbook source, else a new one named after the import's file (sourceNameFor, as the sources
 * migration names them). Imports of no source, recorded by a release before sources, join it.
 */
export async function sourceForNewImport(
  repos: Repositories,
  userId: number,
  record: { source: string; fileName: string | null; createdAt: number },
): Promise<number> {
  const sourceId =
    (await repos.sources.workbookForNextImport(userId)) ??
    (await repos.sources.add(userId, {
      name: sourceNameFor(record.source, record.fileName),
      kind: 'workbook',
      createdAt: record.createdAt,
    }));
  await repos.sources.adoptUnsourced(userId, sourceId);
  return sourceId;
}

/** The user's sources (docs/decisions/sources.md): listing them with their figures, renaming, changing their kind. */
export class SourcesService {
  private readonly db: Database;

  constructor(dataSource: DataSource) {
    this.db = Database.of(dataSource);
  }

  /** `GET /workflow/api/sources`: read together, so the figures belong to one moment. */
  async list(userId: number): Promise<SourcesDto> {
    const sources = await this.db.readTogether((repos) => repos.sources.listWithFigures(userId));
    return { sources: sources.map(sourceDto) };
  }

  /**
   * `PATCH /workflow/api/sources/{id}`, under the user's lock: another user's id is a 404; a kind
   * changed once the source holds KIND_FIXED_AT_IMPORTS imports is a 409 (its imports were kept as
   * that kind), and nothing is changed. Answers the source as it is now.
   */
  async update(userId: number, sourceId: number, changes: UpdateSourceRequest): Promise<SourceDto> {
    return this.db.writeForUser(userId, async (repos) => {
      const source = await repos.sources.own(userId, sourceId);
      if (!source) throw notFound(NO_SUCH_SOURCE);
      if (changes.kind !== undefined && changes.kind !== source.kind) {
        const imports = await repos.sources.importCount(userId, sourceId);
        if (imports >= KIND_FIXED_AT_IMPORTS)
          throw conflict(`This source already holds ${imports} imports, so its kind can no longer be changed.`);
      }
      await repos.sources.update(userId, sourceId, {
        ...(changes.name !== undefined ? { name: changes.name } : {}),
        ...(changes.kind !== undefined ? { kind: changes.kind } : {}),
      });
      const updated = (await repos.sources.listWithFigures(userId)).find((row) => row.id === sourceId);
      if (!updated) throw notFound(NO_SUCH_SOURCE);
      return sourceDto(updated);
    });
  }
}
