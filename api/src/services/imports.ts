import type { DataSource } from 'typeorm';
import type { ImportDto, ImportsDto } from '../contracts/transactions';
import type { CategoryClassification } from '../domain/analysis';
import { centsToDollars } from '../domain/money';
import type { WorkflowOptions } from '../domain/workbook/types';
import { notFound } from '../errors';
import { Database } from '../repositories/database';
import type { ListedImport } from '../repositories/imports';
import { MAX_KEPT_IMPORTS } from './workflow-store';

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
   * becomes the current one (its rows are what the list reads), and its classifications and
   * analysis replace the user's. Adds no import. Another user's id, or one pruned, is a 404.
   */
  async restore(userId: number, importId: number): Promise<void> {
    await this.db.writeForUser(userId, async (repos) => {
      const chosen = await repos.imports.own(userId, importId);
      if (!chosen) throw notFound(NO_SUCH_IMPORT);
      await repos.imports.makeCurrent(userId, chosen.id);
      await repos.classifications.replace(userId, JSON.parse(chosen.classifications) as CategoryClassification[]);
      await repos.analyses.replace(userId, {
        spendingAnalysis: chosen.spendingAnalysis,
        transactionAnalysis: chosen.transactionAnalysis,
        savingsSubcategories: chosen.savingsSubcategories,
        // The data is as of that import: its analysis says so too (transaction_analysis.lastUpdated).
        lastUpdated: chosen.createdAt,
      });
    });
  }
}
