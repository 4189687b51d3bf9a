import type { DataSource } from 'typeorm';
import type { DashboardCountsDto } from '../contracts/summary';
import { Database } from '../repositories/database';
import { NO_DATA_ANALYSIS } from './workflow-analysis';

/**
 * The dashboard's mode decision from two COUNTs on indexed user columns and one
 * primary-key lookup: no goal series, no net-worth totals, no analysis text leaves the database.
 */
export class DashboardCountsService {
  private readonly db: Database;

  constructor(dataSource: DataSource) {
    this.db = Database.of(dataSource);
  }

  async counts(userId: number): Promise<DashboardCountsDto> {
    const { goals, netWorth, analyses } = this.db.repos;
    const [goalCount, entries, lastUpdated] = await Promise.all([
      goals.count(userId),
      netWorth.countEntries(userId),
      analyses.lastUpdated(userId),
    ]);
    const withData = lastUpdated !== null ? await analyses.hasTransactionAnalysisOtherThan(userId, NO_DATA_ANALYSIS) : false;
    return {
      goals: goalCount,
      networth_entries: entries,
      has_analysis: withData,
      last_updated: lastUpdated !== null ? new Date(lastUpdated).toISOString() : null,
    };
  }
}
