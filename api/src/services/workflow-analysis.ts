import type { DataSource } from 'typeorm';
import type { SavingsSubCategoriesDto } from '../contracts/workflow';
import { RetirementChoice, StoredAnalysis, UserOptions } from '../db/entities';

/** The transaction analysis before any data: what an analysis of no transactions stores too. */
export const NO_DATA_ANALYSIS = JSON.stringify({ message: 'No data' });

/**
 * The reads of the stored analysis and the retirement subcategory choice.
 * The analysis texts leave exactly as the categories step stored them: nothing is parsed, computed
 * or serialised again per request.
 */
export class AnalysisReadService {
  constructor(private readonly dataSource: DataSource) {}

  private stored(
    userId: number,
    column: 'spendingAnalysis' | 'transactionAnalysis' | 'savingsSubcategories',
  ): Promise<StoredAnalysis | null> {
    return this.dataSource.getRepository(StoredAnalysis).findOne({ select: { userId: true, [column]: true }, where: { userId } });
  }

  /** `GET /spending/api/spending-analysis`; before any analysis, the user's period type and no periods. */
  async spendingAnalysisJson(userId: number): Promise<string> {
    const analysis = await this.stored(userId, 'spendingAnalysis');
    if (analysis) return analysis.spendingAnalysis;
    const options = await this.dataSource.getRepository(UserOptions).findOneBy({ userId });
    return JSON.stringify({ pay_period_type: options?.payPeriodType ?? 'bi-weekly', period_data: {} });
  }

  /** `GET /summary/api/transaction-analysis`: `{message:"No data"}` before any analysis. */
  async transactionAnalysisJson(userId: number): Promise<string> {
    const analysis = await this.stored(userId, 'transactionAnalysis');
    return analysis ? analysis.transactionAnalysis : NO_DATA_ANALYSIS;
  }

  private async savingsNames(userId: number): Promise<string[]> {
    const analysis = await this.stored(userId, 'savingsSubcategories');
    return analysis ? (JSON.parse(analysis.savingsSubcategories) as string[]) : [];
  }

  /**
   * `GET /summary/api/get-savings-sub-categories`. The retirement choice is answered as far as it
   * still names savings subcategories: a later upload may no longer have some of them.
   */
  async savingsSubCategories(userId: number): Promise<SavingsSubCategoriesDto> {
    const [savings, choice] = await Promise.all([
      this.savingsNames(userId),
      this.dataSource.getRepository(RetirementChoice).findOneBy({ userId }),
    ]);
    const chosen = choice ? (JSON.parse(choice.subcategories) as string[]) : [];
    const available = new Set(savings);
    return { savings_sub_categories: savings, retirement_sub_categories: chosen.filter((name) => available.has(name)) };
  }

  /** Keeps only names that are savings subcategories (each once, in the order given); answers what was kept. */
  async setRetirementSubCategories(userId: number, names: readonly string[]): Promise<string[]> {
    const available = new Set(await this.savingsNames(userId));
    const kept = [...new Set(names)].filter((name) => available.has(name));
    const repo = this.dataSource.getRepository(RetirementChoice);
    await repo.upsert({ userId, subcategories: JSON.stringify(kept) }, ['userId']);
    return kept;
  }
}
