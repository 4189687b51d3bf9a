import { Not, type DataSource } from 'typeorm';
import type { DashboardCountsDto } from '../contracts/summary';
import { NetWorthEntry, SavingsGoal, StoredAnalysis } from '../db/entities';
import { NO_DATA_ANALYSIS } from './workflow-analysis';

/**
 * The dashboard's mode decision from two COUNTs on indexed user columns and one
 * primary-key lookup: no goal series, no net-worth totals, no analysis text leaves the database.
 */
export class DashboardCountsService {
  constructor(private readonly dataSource: DataSource) {}

  async counts(userId: number): Promise<DashboardCountsDto> {
    const [goals, entries, analysis] = await Promise.all([
      this.dataSource.getRepository(SavingsGoal).countBy({ userId }),
      this.dataSource.getRepository(NetWorthEntry).countBy({ userId }),
      this.dataSource.getRepository(StoredAnalysis).findOne({ select: { userId: true, lastUpdated: true }, where: { userId } }),
    ]);
    const withData = analysis
      ? await this.dataSource.getRepository(StoredAnalysis).existsBy({ userId, transactionAnalysis: Not(NO_DATA_ANALYSIS) })
      : false;
    return {
      goals,
      networth_entries: entries,
      has_analysis: withData,
      last_updated: analysis ? new Date(analysis.lastUpdated).toISOString() : null,
    };
  }
}
