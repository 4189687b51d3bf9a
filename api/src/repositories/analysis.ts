import { Not, type EntityManager, type Repository } from 'typeorm';
import { RetirementChoice, StoredAnalysis } from '../db/entities';

/** The analysis texts as the categories step stores them, and when. */
export type AnalysisTexts = Pick<StoredAnalysis, 'spendingAnalysis' | 'transactionAnalysis' | 'savingsSubcategories' | 'lastUpdated'>;

type AnalysisText = 'spendingAnalysis' | 'transactionAnalysis' | 'savingsSubcategories';

/** The user's stored analysis (one row per user) and their retirement subcategory choice. */
export class AnalysisRepository {
  private readonly analyses: Repository<StoredAnalysis>;
  private readonly choices: Repository<RetirementChoice>;

  constructor(private readonly manager: EntityManager) {
    this.analyses = manager.getRepository(StoredAnalysis);
    this.choices = manager.getRepository(RetirementChoice);
  }

  of(userId: number): Promise<StoredAnalysis | null> {
    return this.analyses.findOneBy({ userId });
  }

  /** One of the texts alone (each may be large); null before any analysis. */
  async text(userId: number, column: AnalysisText): Promise<string | null> {
    const row = await this.analyses.findOne({ select: { userId: true, [column]: true }, where: { userId } });
    return row ? row[column] : null;
  }

  /** When the analysis was made, or null before any. */
  async lastUpdated(userId: number): Promise<number | null> {
    const row = await this.analyses.findOne({ select: { userId: true, lastUpdated: true }, where: { userId } });
    return row?.lastUpdated ?? null;
  }

  /** Whether the stored transaction analysis is other than `noData`, compared in the database (the text may be large). */
  hasTransactionAnalysisOtherThan(userId: number, noData: string): Promise<boolean> {
    return this.analyses.existsBy({ userId, transactionAnalysis: Not(noData) });
  }

  /** Makes `texts` the user's analysis (in the caller's transaction, under the user's lock). */
  async replace(userId: number, texts: AnalysisTexts): Promise<void> {
    // One statement: the row's key is the user, so on MySQL the write locks that row alone.
    await this.analyses.upsert({ userId, ...texts }, ['userId']);
  }

  /** Removes the user's analysis: they have no current data any more (every source deleted). */
  async clear(userId: number): Promise<void> {
    await this.analyses.delete({ userId });
  }

  /** The retirement subcategories the user chose, as saved; [] before any choice. */
  async retirementChoice(userId: number): Promise<string[]> {
    const choice = await this.choices.findOneBy({ userId });
    return choice ? (JSON.parse(choice.subcategories) as string[]) : [];
  }

  async saveRetirementChoice(userId: number, names: readonly string[]): Promise<void> {
    await this.choices.upsert({ userId, subcategories: JSON.stringify(names) }, ['userId']);
  }
}
