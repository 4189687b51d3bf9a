/**
 * The exports: the transactions list (its filters), the spending breakdown, the goals and
 * the net-worth entries, as spreadsheet files. Rows are built here from what the screens read;
 * cells.ts writes them, neutralising what a person typed.
 */
import type { TransactionFilters } from '../../contracts/transactions';
import { DEFAULT_MONEY_FORMAT } from '../../domain/money-format';
import type { Database } from '../../repositories/database';
import type { CategoryTotalsDto, PeriodDataDto, PeriodKey, SpendingAnalysisDto } from '../../contracts/workflow';
import type { GoalService } from '../goals';
import type { NetWorthService } from '../networth';
import type { TransactionListService } from '../transactions';
import type { AnalysisReadService } from '../workflow-analysis';
import { csvFile, date, money, number, text, xlsxFile, type ExportCell, type ExportSheet } from './cells';

/** Every file's amounts are in the user's home currency, named in a Currency column (CSV) and in the cells' format (.xlsx). */
export const TRANSACTION_HEADER = [
  'Date',
  'Description',
  'Category',
  'Subcategory',
  'Type',
  'Amount',
  'Currency',
  'Original amount',
  'Original currency',
];

/** The spending workbook's sheets: each period against the one before it. */
export const SPENDING_SHEETS: ReadonlyArray<{ name: string; current: PeriodKey; previous: PeriodKey }> = [
  { name: '12 Months', current: 'LY', previous: '2LY' },
  { name: '6 Months', current: '6_months', previous: '6_months_previous' },
  { name: '3 Months', current: '3_months', previous: '3_months_previous' },
];
export const SPENDING_HEADER = [
  'Type',
  'Category',
  'Subcategory',
  'This period',
  'Previous period',
  'Change',
  '% of income',
  'Average per period',
  'Currency',
];

const GROUPS = [
  { type: 'Income', key: 'income_categories', total: 'total_income' },
  { type: 'Expense', key: 'expense_categories', total: 'total_expenses' },
  { type: 'Savings', key: 'savings_categories', total: 'total_savings' },
] as const;

/** Cents-exact difference of two dollar figures. */
const change = (now: number, before: number) => Math.round((now - before) * 100) / 100;

/**
 * The rows of one spending sheet: per type its total, then each category and its subcategories
 * (this period's order, then ones only the previous had); amounts in `currency`.
 */
export function spendingRows(current: PeriodDataDto | undefined, previous: PeriodDataDto | undefined, currency: string): ExportCell[][] {
  const rows: ExportCell[][] = [];
  const amount = (value: number) => money(value, currency);
  const line = (
    type: string,
    category: string,
    subcategory: string,
    now: CategoryTotalsDto | undefined,
    before: CategoryTotalsDto | undefined,
  ) => {
    const nowTotal = now?.total ?? 0;
    const beforeTotal = before?.total ?? 0;
    rows.push([
      text(type),
      text(category),
      text(subcategory),
      amount(nowTotal),
      amount(beforeTotal),
      amount(change(nowTotal, beforeTotal)),
      number(now?.percent_of_income ?? 0),
      amount(now?.average_per_period ?? 0),
      text(currency),
    ]);
  };
  for (const group of GROUPS) {
    const nowTotal = current?.[group.total] ?? 0;
    const beforeTotal = previous?.[group.total] ?? 0;
    // The analysis gives no percent or average of a type's total: those cells stay empty.
    rows.push([
      text(group.type),
      text('Total'),
      text(''),
      amount(nowTotal),
      amount(beforeTotal),
      amount(change(nowTotal, beforeTotal)),
      text(''),
      text(''),
      text(currency),
    ]);
    const nowCategories = current?.[group.key] ?? {};
    const beforeCategories = previous?.[group.key] ?? {};
    const names = [...new Set([...Object.keys(nowCategories), ...Object.keys(beforeCategories)])];
    for (const name of names) {
      const now = nowCategories[name];
      const before = beforeCategories[name];
      line(group.type, name, '', now, before);
      const subNames = [...new Set([...Object.keys(now?.subcategories ?? {}), ...Object.keys(before?.subcategories ?? {})])];
      for (const sub of subNames) line(group.type, name, sub, now?.subcategories?.[sub], before?.subcategories?.[sub]);
    }
  }
  return rows;
}

export class ExportService {
  constructor(
    private readonly transactions: TransactionListService,
    private readonly analysis: AnalysisReadService,
    private readonly goals: GoalService,
    private readonly networth: NetWorthService,
    private readonly db: Database,
  ) {}

  /** The user's home currency (docs/decisions/money-format.md), US dollars until there is one. */
  private async currencyOf(userId: number): Promise<string> {
    return (await this.db.repos.userOptions.of(userId))?.homeCurrency ?? DEFAULT_MONEY_FORMAT.currency;
  }

  private async transactionSheet(userId: number, filters: TransactionFilters): Promise<ExportSheet> {
    const list = this.transactions;
    const currency = await this.currencyOf(userId);
    return {
      name: 'Transactions',
      header: TRANSACTION_HEADER,
      rows: (async function* () {
        for await (const item of list.all(userId, filters)) {
          yield [
            date(item.date),
            text(item.description),
            text(item.category),
            text(item.sub_category),
            text(item.type),
            money(item.amount, currency),
            text(currency),
            // A row read in another currency keeps its amount as written there (services/currency-rates.ts).
            item.original ? money(item.original.amount, item.original.currency) : text(''),
            text(item.original?.currency ?? ''),
          ];
        }
      })(),
    };
  }

  async transactionsCsv(userId: number, filters: TransactionFilters): Promise<Buffer> {
    return csvFile(await this.transactionSheet(userId, filters));
  }

  async transactionsXlsx(userId: number, filters: TransactionFilters): Promise<Buffer> {
    return xlsxFile([await this.transactionSheet(userId, filters)]);
  }

  async spendingXlsx(userId: number): Promise<Buffer> {
    const spending = JSON.parse(await this.analysis.spendingAnalysisJson(userId)) as SpendingAnalysisDto;
    const currency = await this.currencyOf(userId);
    return xlsxFile(
      SPENDING_SHEETS.map((sheet) => ({
        name: sheet.name,
        header: SPENDING_HEADER,
        rows: spendingRows(spending.period_data[sheet.current], spending.period_data[sheet.previous], currency),
      })),
    );
  }

  async goalsCsv(userId: number): Promise<Buffer> {
    const [goals, currency] = await Promise.all([this.goals.list(userId), this.currencyOf(userId)]);
    return csvFile({
      name: 'Goals',
      header: [
        'Name',
        'Category',
        'Current amount',
        'Target amount',
        'Target date',
        'Contribution',
        'Frequency',
        'Interest rate',
        'On track',
        'Projected completion',
        'Currency',
      ],
      rows: goals.map((goal) => [
        text(goal.name),
        text(goal.category),
        money(goal.currentAmount, currency),
        money(goal.targetAmount, currency),
        date(goal.targetDate),
        money(goal.contributionAmount, currency),
        text(goal.contributionFrequency),
        number(goal.interestRate),
        text(goal.onTrack ? 'Yes' : 'No'),
        goal.projectedCompletion ? date(goal.projectedCompletion) : text(''),
        text(currency),
      ]),
    });
  }

  async networthCsv(userId: number): Promise<Buffer> {
    const [{ entries }, currency] = await Promise.all([this.networth.dashboard(userId), this.currencyOf(userId)]);
    return csvFile({
      name: 'Net worth',
      header: ['Date', 'Type', 'Category', 'Name', 'Value', 'Currency'],
      rows: entries.map((entry) => [
        date(entry.date),
        text(entry.type),
        text(entry.category),
        text(entry.name),
        money(entry.value, currency),
        text(currency),
      ]),
    });
  }
}
