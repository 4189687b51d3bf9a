import type { DataSource } from 'typeorm';
import type { SavingsSubCategoriesDto } from '../contracts/workflow';
import { Database } from '../repositories/database';

/** The transaction analysis before any data: what an analysis of no transactions stores too. */
export const NO_DATA_ANALYSIS = JSON.stringify({ message: 'No data' });

/**
 * The reads of the stored analysis and the retirement subcategory choice.
 * The analysis texts leave exactly as the categories step stored them: nothing is parsed, computed
 * or serialised again per request.
 */
export class AnalysisReadService {
  private readonly db: Database;

  constructor(dataSource: DataSource) {
    this.db = Database.of(dataSource);
  }

  /** `GET /spending/api/spending-analysis`; before any analysis, the user's period type and no periods. */
  async spendingAnalysisJson(userId: number): Promise<string> {
    const analysis = await this.db.repos.analyses.text(userId, 'spendingAnalysis');
    if (analysis !== null) return analysis;
    const options = await this.db.repos.userOptions.of(userId);
    return JSON.stringify({ pay_period_type: options?.payPeriodType ?? 'bi-weekly', period_data: {} });
  }

  /** `GET /summary/api/transaction-analysis`: `{message:"No data"}` before any analysis. */
  async transactionAnalysisJson(userId: number): Promise<string> {
    return (await this.db.repos.analyses.text(userId, 'transactionAnalysis')) ?? NO_DATA_ANALYSIS;
  }

  private async savingsNames(userId: number): Promise<string[]> {
    const names = await this.db.repos.analyses.text(userId, 'savingsSubcategories');
    return names !== null ? (JSON.parse(names) as string[]) : [];
  }

  /**
   * `GET /summary/api/get-savings-sub-categories`. The retirement choice is answered as far as it
   * still names savings subcategories: a later upload may no longer have some of them.
   */
  async savingsSubCategories(userId: number): Promise<SavingsSubCategoriesDto> {
    const [savings, chosen] = await Promise.all([this.savingsNames(userId), this.db.repos.analyses.retirementChoice(userId)]);
    const available = new Set(savings);
    return { savings_sub_categories: savings, retirement_sub_categories: chosen.filter((name) => available.has(name)) };
  }

  /** Keeps only names that are savings subcategories (each once, in the order given); answers what was kept. */
  async setRetirementSubCategories(userId: number, names: readonly string[]): Promise<string[]> {
    const available = new Set(await this.savingsNames(userId));
    const kept = [...new Set(names)].filter((name) => available.has(name));
    await this.db.repos.analyses.saveRetirementChoice(userId, kept);
    return kept;
  }
}
