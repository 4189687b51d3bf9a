/**
 * `npm run bench:transactions` (in api): the transactions list at 200k rows across several sources.
 * Into a fresh, migrated database it writes a user with 200,000 transactions in three sources, one
 * import each, through the path the categories step takes (WorkflowStore.addImport with
 * `options.source: {new: {name, kind}}`): a "Budget" workbook source with half the rows, and two
 * account sources, "Checking" (30%) and "Card" (20%). They cover the same two years (the budget typed
 * up to a week behind the statements, Card only the last 18 months), a few dozen category pairs,
 * equal dates many times over, so the live rows the list reads interleave three imports. Then it
 * times one page of the list for the queries the screens make: the first page, a page deep in the
 * list (by cursor), a window, one category's drill-down, and a text search. Each is run 15 times;
 * the median is printed, with how many imports the page's rows come from. With more than one
 * current import the list cannot use the sums recorded with an import: every count and total is
 * summed in SQL.
 *
 * `-- --db=mariadb` runs it on a throw-away MariaDB database (TEST_MARIADB_URL, else
 * mysql://root@127.0.0.1:3306) instead of a temporary SQLite file; `-- --rows=N` changes the total
 * (split 50/30/20 the same way). Target: every page < 100 ms at 200k rows (the SQL of the list: its
 * count and totals over the whole filtered set included). Uses the compiled build in `api/dist`, so
 * `tsc -b` comes first.
 */
import 'reflect-metadata';
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import mysql from 'mysql2/promise';
import { createDataSource } from '../dist/db/data-source';
import { benchImport, benchUser } from './bench-user';
import { TransactionListService } from '../dist/services/transactions';
import { SourcesService } from '../dist/services/sources';
import { systemClock } from '../dist/services/clock';
import { WorkflowStore, type TransactionRow } from '../dist/services/workflow-store';

const TARGET_MS = 100;
const RUNS = 15;
const PAIRS: Array<[string, string, string]> = [
  ['Income', 'Salary', 'Income'],
  ['Income', 'Interest', 'Income'],
  ['Savings', '401k', 'Savings'],
  ['Savings', 'Emergency fund', 'Savings'],
  ['Transfer', 'Card payment', 'Ignore'],
  ...['Food', 'Housing', 'Transport', 'Health', 'Fun', 'Kids'].flatMap((category) =>
    ['One', 'Two', 'Three', 'Four', 'Five'].map((sub): [string, string, string] => [category, `${category} ${sub}`, 'Expense']),
  ),
];
const SHOPS = ['Corner shop', 'Big Market', 'Pizza place', 'Gas station', 'Pharmacy', 'Cinema', 'Bookshop', 'Landlord', 'Payroll ACME'];

const EXPENSE_PAIRS = PAIRS.filter(([, , type]) => type === 'Expense');
const FIRST_DAY = Date.UTC(2023, 4, 1);
const DAY_MS = 86_400_000;

/** One source the benchmark writes, by one import. */
interface SourcePlan {
  name: string;
  kind: 'workbook' | 'account';
  fileName: string;
  sheet: string;
  rows: number;
  /** Days after FIRST_DAY of its first row, and how many days its rows cover. */
  firstDay: number;
  days: number;
  pairs: Array<[string, string, string]>;
  description: (shop: string, index: number) => string;
}

/** The three sources of `rows` rows: a budget workbook with half, Checking with 30%, Card with the rest. */
function planSources(rows: number): SourcePlan[] {
  const workbook = Math.round(rows * 0.5);
  const checking = Math.round(rows * 0.3);
  return [
    {
      name: 'Budget',
      kind: 'workbook',
      fileName: 'budget.xlsx',
      sheet: 'Log',
      rows: workbook,
      // Typed up a week behind the statements: the newest rows are the accounts'.
      firstDay: 0,
      days: 723,
      pairs: PAIRS,
      description: (shop, index) => `${shop} #${index}`,
    },
    {
      name: 'Checking',
      kind: 'account',
      fileName: 'checking.csv',
      sheet: 'checking',
      rows: checking,
      firstDay: 0,
      days: 730,
      pairs: PAIRS,
      description: (shop, index) => `POS ${shop.toUpperCase()} REF ${index}`,
    },
    {
      name: 'Card',
      kind: 'account',
      fileName: 'card.csv',
      sheet: 'card',
      rows: rows - workbook - checking,
      firstDay: 182,
      days: 548,
      pairs: EXPENSE_PAIRS,
      description: (shop, index) => `*${shop.toUpperCase()}* ${index}`,
    },
  ];
}

/** A source's rows, oldest first as a log or statement is written, many on each date. */
function* generated(plan: SourcePlan): Generator<TransactionRow> {
  for (let i = 0; i < plan.rows; i += 1) {
    const [category, subcategory, type] = plan.pairs[i % plan.pairs.length];
    const day = plan.firstDay + Math.floor((i / plan.rows) * plan.days);
    const date = new Date(FIRST_DAY + day * DAY_MS).toISOString().slice(0, 10);
    const cents = 100 + ((i * 7919 + plan.sheet.length * 104_729) % 50_000);
    yield {
      date,
      category,
      subcategory,
      amountCents: type === 'Income' ? cents : -cents,
      contributionCents: type === 'Ignore' ? 0 : cents,
      type: type as TransactionRow['type'],
      counted: true,
      description: plan.description(SHOPS[i % SHOPS.length], i),
      sheet: plan.sheet,
      row: i + 1,
      bankId: null,
    };
  }
}

function arg(name: string): string | undefined {
  return process.argv.find((value) => value.startsWith(`--${name}=`))?.split('=')[1];
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function main(): Promise<void> {
  const rows = Number(arg('rows') ?? 200_000);
  const engine = arg('db') === 'mariadb' ? 'mariadb' : 'sqlite';
  let url: string;
  let cleanup: () => Promise<void>;
  if (engine === 'mariadb') {
    const server = (process.env.TEST_MARIADB_URL ?? 'mysql://root@127.0.0.1:3306').replace(/\/+$/, '');
    const name = `ontrack_bench_${process.pid}`;
    const admin = await mysql.createConnection({ uri: server });
    await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    url = `${server}/${name}`;
    cleanup = async () => {
      await admin.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await admin.end();
    };
  } else {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'ontrack-bench-'));
    url = `sqlite:${path.join(dir, 'bench.sqlite')}`;
    cleanup = () => rm(dir, { recursive: true, force: true });
  }

  const dataSource = createDataSource(url);
  try {
    await dataSource.initialize();
    await dataSource.runMigrations({ transaction: 'each' });
    const userId = await benchUser(dataSource, 'bench@example.com');
    // Written as categories steps write them (WorkflowStore.addImport), one import per source, each
    // in its own transaction under the user's lock, as the app records them.
    const store = new WorkflowStore(dataSource);
    const analysis = { spendingAnalysis: '{}', transactionAnalysis: '{}', savingsSubcategories: '[]', lastUpdated: 0 };
    const sources = planSources(rows);
    const started = performance.now();
    const written: string[] = [];
    for (const [index, source] of sources.entries()) {
      const options = {
        selected_sheets: [source.sheet],
        selected_date: '2023-05-01',
        period_type: 'monthly' as const,
        source: { new: { name: source.name, kind: source.kind } },
      };
      const { importSummary: summary } = await store.writeForUser(userId, (repos) =>
        store.addImport(
          repos,
          userId,
          benchImport({ createdAt: index + 1, fileName: source.fileName, options, analysis }),
          generated(source),
        ),
      );
      if (summary.added !== source.rows || summary.already_present !== 0)
        throw new Error(`${source.name}: ${summary.added} rows added and ${summary.already_present} already present, not ${source.rows}`);
      written.push(`${summary.source_name} (${source.kind}) ${summary.added.toLocaleString('en-US')}`);
    }
    const writeMs = performance.now() - started;
    if (engine === 'mariadb') await dataSource.query('ANALYZE TABLE transactions');
    else await dataSource.query('ANALYZE');
    console.log(`${engine}: wrote ${rows.toLocaleString('en-US')} rows in ${Math.round(writeMs)} ms: ${written.join(', ')}`);
    const [span] = await dataSource.query<Array<Record<'live_rows' | 'imports' | 'sources', number | string>>>(
      `SELECT COUNT(*) AS live_rows, COUNT(DISTINCT t.import_id) AS imports, COUNT(DISTINCT i.source_id) AS sources
         FROM transactions t JOIN imports i ON i.id = t.import_id WHERE t.user_id = ? AND t.live = 1`,
      [userId],
    );
    console.log(
      `the ${Number(span.live_rows).toLocaleString('en-US')} live rows span ${Number(span.sources)} sources in ${Number(span.imports)} imports;` +
        ' with more than one current import the count and totals are summed in SQL',
    );
    /** How many imports a page's rows come from (an item's id is its row's seq). */
    const importsOf = async (ids: number[]): Promise<number> => {
      if (ids.length === 0) return 0;
      const [{ imports }] = await dataSource.query<Array<{ imports: number | string }>>(
        `SELECT COUNT(DISTINCT import_id) AS imports FROM transactions WHERE user_id = ? AND seq IN (${ids.map(() => '?').join(', ')})`,
        [userId, ...ids],
      );
      return Number(imports);
    };

    const list = new TransactionListService(dataSource);
    const first = await list.page(userId, { limit: 100 });
    let deep = first.next_cursor!;
    for (let page = 0; page < 20; page += 1) deep = (await list.page(userId, { limit: 500, cursor: deep })).next_cursor!;
    const cases: Array<[string, Parameters<TransactionListService['page']>[1]]> = [
      ['first page (100 rows)', { limit: 100 }],
      ['page 10,000 rows deep (by cursor)', { limit: 100, cursor: deep }],
      ['window LY', { limit: 100, window: 'LY' }],
      [
        'drill-down: Food / Food Two in 6_months',
        { limit: 100, window: '6_months', category: 'Food', sub_category: 'Food Two', type: 'Expense' },
      ],
      ['search "market"', { limit: 100, q: 'market' }],
    ];
    let worst = 0;
    for (const [name, query] of cases) {
      const times: number[] = [];
      let page: Awaited<ReturnType<TransactionListService['page']>> | undefined;
      for (let run = 0; run < RUNS; run += 1) {
        const start = performance.now();
        page = await list.page(userId, query);
        times.push(performance.now() - start);
      }
      const ms = median(times);
      worst = Math.max(worst, ms);
      const count = page?.count ?? 0;
      const imports = await importsOf(page?.items.map((item) => item.id) ?? []);
      console.log(
        `${name.padEnd(42)} ${ms.toFixed(1).padStart(7)} ms   (count ${count.toLocaleString('en-US')}, page holds rows of ${imports} imports)`,
      );
    }
    // The Sources view's list: each source's live rows counted and dated (not a list page: no target).
    const sourcesService = new SourcesService(dataSource, systemClock);
    const sourceTimes: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const start = performance.now();
      await sourcesService.list(userId);
      sourceTimes.push(performance.now() - start);
    }
    console.log(`${'sources list (rows and dates per source)'.padEnd(42)} ${median(sourceTimes).toFixed(1).padStart(7)} ms   (no target)`);
    console.log(
      worst < TARGET_MS
        ? `OK: every page under ${TARGET_MS} ms, the search included`
        : `SLOW: a page took ${worst.toFixed(1)} ms (target ${TARGET_MS} ms)`,
    );
    if (worst >= TARGET_MS) process.exitCode = 1;
  } finally {
    if (dataSource.isInitialized) await dataSource.destroy();
    await cleanup();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
