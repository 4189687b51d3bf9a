import type { DataSource } from 'typeorm';
import type { ImportDto, ImportsDto } from '../contracts/transactions';
import type { CategoryClassification } from '../domain/analysis';
import { centsToDollars } from '../domain/money';
import type { WorkflowOptions } from '../domain/workbook/types';
import { notFound } from '../errors';
import { Database } from '../repositories/database';
import type { ListedImport } from '../repositories/imports';
import { refreshPicture } from './picture';
import { MAX_KEPT_IMPORTS } from './workflow-store';
import { message } from '../i18n';

export const NO_SUCH_IMPORT = 'There is no such import.';

function importDto(row: ListedImport): ImportDto {
  const options = JSON.parse(row.options) as Partial<WorkflowOptions>;
  return {
    id: row.id,
    created_at: new Date(row.createdAt).toISOString(),
    file_name: row.fileName,
    source: row.source === 'googleSheet' ? 'google_sheet' : 'file',
    source_id: row.sourceId,
    selected_sheets: options.selected_sheets ?? [],
    rows: row.rowCount,
    totals: {
      income: centsToDollars(row.incomeCents),
      expenses: centsToDollars(row.expensesCents),
      savings: centsToDollars(row.savingsCents),
    },
    current: row.current,
  };
}

/**
 * The user's import history: the kept imports, newest first, and making one of them
 * current again. Imports are recorded and pruned by the categories step (WorkflowStore.addImport).
 */
export class ImportHistoryService {
  private readonly db: Database;

  constructor(dataSource: DataSource) {
    this.db = Database.of(dataSource);
  }

  /** `GET /workflow/api/imports`. */
  async list(userId: number): Promise<ImportsDto> {
    return { imports: (await this.db.repos.imports.list(userId, MAX_KEPT_IMPORTS)).map(importDto) };
  }

  /**
   * `POST /workflow/api/imports/{id}/restore`: in ONE transaction under the user's lock, the import
   * becomes current again in its source only (a workbook source's other imports stop being current;
   * every import of an account source is current), a deleted source comes back with it, its
   * classifications replace the user's, and the analysis is made of every current import
   * (picture.ts). Adds no import. Another user's id, or one pruned, is a 404.
   */
  async restore(userId: number, importId: number): Promise<void> {
    await this.db.writeForUser(userId, async (repos) => {
      const chosen = await repos.imports.own(userId, importId);
      if (!chosen) throw notFound(message('imports.notFound'));
      const source = chosen.sourceId === null ? null : await repos.sources.own(userId, chosen.sourceId, true);
      if (source?.deletedAt != null) await repos.sources.setDeleted(userId, source.id, null);
      if (source?.kind === 'account') {
        await repos.imports.setLive(userId, await repos.imports.idsOfSource(userId, source.id, false), true);
      } else {
        const others = source ? await repos.imports.idsOfSource(userId, source.id, true) : [];
        await repos.imports.setLive(
          userId,
          others.filter((id) => id !== chosen.id),
          false,
        );
        await repos.imports.setLive(userId, [chosen.id], true);
      }
      await repos.classifications.replace(userId, JSON.parse(chosen.classifications) as CategoryClassification[]);
      await refreshPicture(repos, userId, { id: chosen.id, analysis: chosen });
    });
  }
}
