import type { DataSource } from 'typeorm';
import {
  RETIREMENT_FIELDS,
  RETIREMENT_FIELD_SCALE,
  retirementAgeOrderProblem,
  type RetirementField,
  type RetirementPlanDto,
  type RetirementProjectionDto,
} from '../contracts/retirement';
import type { PeriodDataDto, SpendingAnalysisDto, TransactionAnalysisDto } from '../contracts/workflow';
import type { RetirementPlan } from '../db/entities';
import { centsToDollars, roundToCents } from '../domain/money';
import { namedEntries, summarizeNetWorth } from '../domain/networth/summarize';
import {
  applySavedInputs,
  deriveRetirementPlan,
  MONTHS_PER_YEAR,
  retirementNotices,
  retirementProjectionDto,
  retirementSeed,
  type DerivedRetirementPlan,
  type NetWorthSavings,
  type RetirementInputs,
  type SpreadsheetYear,
} from '../domain/retirement';
import { badRequest } from '../errors';
import { Database } from '../repositories/database';
import type { Clock } from './clock';
import type { AnalysisReadService } from './workflow-analysis';
import { validationMessage } from '../i18n-validation';

/** The asset categories whose latest values are the savings invested for retirement. */
export const RETIREMENT_NET_WORTH_CATEGORIES = ['Retirement', 'Investments'] as const;

/** Answers kept for inputs seen recently: typing back and forth asks for the same plan again. */
const PROJECTION_CACHE_SIZE = 64;

/** A derived plan and the spreadsheet year it came from (null without one). */
interface Derived {
  plan: DerivedRetirementPlan;
  spreadsheet: SpreadsheetYear | null;
}

type SavedUnits = Partial<Record<RetirementField, number | null>>;

/** The row's saved values in wire units (dollars, percent, years); null where nothing is saved. */
function savedInputs(row: RetirementPlan | null): SavedUnits {
  if (!row) return {};
  return Object.fromEntries(
    RETIREMENT_FIELDS.map((field) => [field, row[field] === null ? null : row[field] / RETIREMENT_FIELD_SCALE[field]]),
  );
}

/** The retirement planner: a user's saved inputs, what their data derives, and projections. */
export class RetirementService {
  private readonly cache = new Map<number, { inputs: RetirementInputs; answer: RetirementProjectionDto }>();
  private readonly db: Database;

  constructor(
    dataSource: DataSource,
    private readonly clock: Clock,
    private readonly analysis: AnalysisReadService,
  ) {
    this.db = Database.of(dataSource);
  }

  /** Computes without saving; the same inputs give the same answer, kept for the recent ones. */
  project(inputs: RetirementInputs): RetirementProjectionDto {
    const problem = retirementAgeOrderProblem(inputs);
    if (problem) throw badRequest(validationMessage(problem.message));
    const seed = retirementSeed(inputs);
    const cached = this.cache.get(seed);
    if (cached && RETIREMENT_FIELDS.every((field) => cached.inputs[field] === inputs[field])) return cached.answer;
    const answer = retirementProjectionDto(inputs);
    this.cache.delete(seed);
    this.cache.set(seed, { inputs: { ...inputs }, answer });
    if (this.cache.size > PROJECTION_CACHE_SIZE) this.cache.delete(this.cache.keys().next().value as number);
    return answer;
  }

  async plan(userId: number): Promise<RetirementPlanDto> {
    const [derived, row] = await Promise.all([this.derived(userId), this.db.repos.retirementPlans.of(userId)]);
    return this.planDto(derived, savedInputs(row));
  }

  /**
   * Saves the fields given (`changes` in stored units; null clears a field back to its derived
   * value, absent leaves it). The ages' order is checked on the plan as it would be, and a 400
   * names the field and saves nothing.
   */
  async save(userId: number, changes: SavedUnits): Promise<RetirementPlanDto> {
    const derived = await this.derived(userId);
    const saved = await this.db.writeForUser(userId, async ({ retirementPlans }) => {
      const row = await retirementPlans.of(userId);
      const units: Record<string, number | null> = {};
      for (const field of RETIREMENT_FIELDS) units[field] = changes[field] !== undefined ? changes[field] : (row?.[field] ?? null);
      const wire = savedInputs({ ...(units as unknown as RetirementPlan) });
      const problem = retirementAgeOrderProblem(applySavedInputs(derived.plan, wire).inputs);
      if (problem) throw badRequest(validationMessage(problem.message));
      await retirementPlans.save(userId, units, this.clock.now());
      return wire;
    });
    return this.planDto(derived, saved);
  }

  private planDto({ plan: derived, spreadsheet }: Derived, saved: SavedUnits): RetirementPlanDto {
    // Derived ages are always the spec's defaults and every save checks the ages' order of the
    // merged plan, so a stored plan always projects.
    const plan = applySavedInputs(derived, saved);
    return {
      inputs: plan.inputs,
      sources: plan.sources,
      bases: plan.bases,
      derived,
      projection: this.project(plan.inputs),
      notices: retirementNotices(spreadsheet, plan.sources),
    };
  }

  /** What the user's own data gives each field, before anything saved, and the spreadsheet year it came from. */
  private async derived(userId: number): Promise<Derived> {
    const [spreadsheet, netWorth] = await Promise.all([this.spreadsheetYear(userId), this.netWorthSavings(userId)]);
    return { plan: deriveRetirementPlan(spreadsheet, netWorth), spreadsheet };
  }

  /** The stored analysis' LY totals, the month its window ends with, and the chosen retirement subcategories' total. */
  private async spreadsheetYear(userId: number): Promise<SpreadsheetYear | null> {
    const spending = JSON.parse(await this.analysis.spendingAnalysisJson(userId)) as SpendingAnalysisDto;
    const ly: PeriodDataDto | undefined = spending.period_data?.LY;
    if (!ly) return null;
    // The window ends with the month of the current import's latest counted transaction (recorded
    // with the import): the rows of earlier imports are kept for the import history, and their
    // dates say nothing about the analysis the totals come from.
    const latestMonth = await this.db.repos.imports.latestDate(userId);
    if (!latestMonth) return null;
    const choice = await this.analysis.savingsSubCategories(userId);
    let chosenRetirement: SpreadsheetYear['chosenRetirement'] = null;
    if (choice.retirement_sub_categories.length > 0) {
      const transactions = JSON.parse(await this.analysis.transactionAnalysisJson(userId)) as TransactionAnalysisDto;
      const chosen = new Set(choice.retirement_sub_categories);
      const amounts =
        transactions.message === 'ok'
          ? transactions.savings.categories.flatMap((category) => category.subcategories).filter((sub) => chosen.has(sub.name))
          : [];
      // Summed in cents: the amounts are dollars to the cent.
      const cents = amounts.reduce((sum, sub) => sum + roundToCents(sub.amount), 0);
      chosenRetirement = { names: choice.retirement_sub_categories, total: centsToDollars(cents) };
    }
    return {
      totalIncome: ly.total_income,
      totalExpenses: ly.total_expenses,
      totalSavings: ly.total_savings,
      latestMonth,
      // Analyses stored before coverage was recorded (domain/analysis/result.ts) are taken as a full year.
      monthsCovered: ly.months_covered ?? MONTHS_PER_YEAR,
      chosenRetirement,
    };
  }

  /** The latest values of the user's Retirement and Investments assets; null when they have none. */
  private async netWorthSavings(userId: number): Promise<NetWorthSavings | null> {
    const categories = await this.db.repos.netWorth.assetCategoriesNamed(userId, RETIREMENT_NET_WORTH_CATEGORIES);
    if (categories.length === 0) return null;
    const nameOf = new Map(categories.map((category) => [category.id, category.name]));
    const entries = await this.db.repos.netWorth.assetEntriesIn(userId, [...nameOf.keys()]);
    if (entries.length === 0) return null;
    const items = namedEntries(entries, nameOf, '');
    const used = new Set(items.map((item) => item.category));
    return {
      total: centsToDollars(summarizeNetWorth(items).currentTotals.assets),
      categories: RETIREMENT_NET_WORTH_CATEGORIES.filter((name) => used.has(name)),
      latestDate: items.reduce((latest, item) => (item.date > latest ? item.date : latest), items[0].date),
    };
  }
}
