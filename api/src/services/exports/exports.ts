/**
 * The exports: the transactions list (its filters), the spending breakdown, the goals and
 * the net-worth entries, as spreadsheet files. Rows are built here from what the screens read;
 * cells.ts writes them, neutralising what a person typed.
 */
import type { TransactionFilters } from '../../contracts/transactions';
import type { CategoryTotalsDto, PeriodDataDto, PeriodKey, SpendingAnalysisDto } from '../../contracts/workflow';
import type { GoalService } from '../goals';
import type { NetWorthService } from '../networth';
import type { TransactionListService } from '../transactions';
import type { AnalysisReadService } from '../workflow-analysis';
import { csvFile, date, number, text, xlsxFile, type ExportCell, type ExportSheet } from './cells';

export const TRANSACTION_HEADER = ['Date', 'Description', 'Category', 'Subcategory', 'Type', 'Amount'];

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
];

const GROUPS = [
  { type: 'Income', key: 'income_categories', total: 'total_income' },
  { type: 'Expense', key: 'expense_categories', total: 'total_expenses' },
  { type: 'Savings', key: 'savings_categories', total: 'total_savings' },
] as const;

/** Cents-exact difference of two dollar figures. */
const change = (now: number, before: number) => Math.round((now - before) * 100) / 100;

/** The rows of one spending sheet: per type its total, then each category and its subcategories (this period's order, then ones only the previous had). */
export function spendingRows(current: PeriodDataDto | undefined, previous: PeriodDataDto | undefined): ExportCell[][] {
  const rows: ExportCell[][] = [];
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
      number(nowTotal),
      number(beforeTotal),
      number(change(nowTotal, beforeTotal)),
      number(now?.percent_of_income ?? 0),
      number(now?.average_per_period ?? 0),
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
      number(nowTotal),
      number(beforeTotal),
      number(change(nowTotal, beforeTotal)),
      text(''),
      text(''),
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
  ) {}

  private transactionSheet(userId: number, filters: TransactionFilters): ExportSheet {
    const list = this.transactions;
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
            number(item.amount),
          ];
        }
      })(),
    };
  }

  transactionsCsv(userId: number, filters: TransactionFilters): Promise<Buffer> {
    return csvFile(this.transactionSheet(userId, filters));
  }

  transactionsXlsx(userId: number, filters: TransactionFilters): Promise<Buffer> {
    return xlsxFile([this.transactionSheet(userId, filters)]);
  }

  async spendingXlsx(userId: number): Promise<Buffer> {
    const spending = JSON.parse(await this.analysis.spendingAnalysisJson(userId)) as SpendingAnalysisDto;
    return xlsxFile(
      SPENDING_SHEETS.map((sheet) => ({
        name: sheet.name,
        header: SPENDING_HEADER,
        rows: spendingRows(spending.period_data[sheet.current], spending.period_data[sheet.previous]),
      })),
    );
  }

  async goalsCsv(userId: number): Promise<Buffer> {
    const goals = await this.goals.list(userId);
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
      ],
      rows: goals.map((goal) => [
        text(goal.name),
        text(goal.category),
        number(goal.currentAmount),
        number(goal.targetAmount),
        date(goal.targetDate),
        number(goal.contributionAmount),
        text(goal.contributionFrequency),
        number(goal.interestRate),
        text(goal.onTrack ? 'Yes' : 'No'),
        goal.projectedCompletion ? date(goal.projectedCompletion) : text(''),
      ]),
    });
  }

  async networthCsv(userId: number): Promise<Buffer> {
    const { entries } = await this.networth.dashboard(userId);
    return csvFile({
      name: 'Net worth',
      header: ['Date', 'Type', 'Category', 'Name', 'Value'],
      rows: entries.map((entry) => [date(entry.date), text(entry.type), text(entry.category), text(entry.name), number(entry.value)]),
    });
  }
}
