/**
 * `npm run bench:transactions` (in api): the transactions list at 200k rows. Writes a
 * user with one import of 200,000 transactions (two years, a few dozen category pairs, equal dates
 * many times over) into a fresh, migrated database, then times one page of the list for the
 * queries the screens make: the first page, a page deep in the list (by cursor), a window, one
 * category's drill-down, and a text search. Each is run 15 times; the median is printed.
 *
 * `-- --db=mariadb` runs it on a throw-away MariaDB database (TEST_MARIADB_URL, else
 * mysql://root@127.0.0.1:3306) instead of a temporary SQLite file; `-- --rows=N` changes the size.
 * Target: every page < 100 ms at 200k rows (the SQL of the list: its count and totals over the whole
 * filtered set included). Uses the compiled build in `api/dist`, so `tsc -b` comes first.
 */
import 'reflect-metadata';
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import mysql from 'mysql2/promise';
import { createDataSource } from '../dist/db/data-source';
import { PricingPlan, User } from '../dist/db/entities';
import { TransactionListService } from '../dist/services/transactions';
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
    const [plan] = await dataSource.getRepository(PricingPlan).find({ take: 1 });
    const inserted = await dataSource.getRepository(User).insert({
      email: 'bench@example.com',
      passwordHash: 'x',
      planId: plan.id,
      planPaid: false,
      templateId: 'wealth-whisperer',
      trialEndsAt: 0,
      createdAt: 0,
    });
    const userId = Number(inserted.identifiers[0].id);
    // Written as a categories step writes them (WorkflowStore.addImport), so the import records its sums.
    function* generated(): Generator<TransactionRow> {
      for (let i = 0; i < rows; i += 1) {
        const [category, subcategory, type] = PAIRS[i % PAIRS.length];
        // Oldest first, as a log is written: ~270 rows a day over two years, many on each date.
        const date = new Date(Date.UTC(2023, 4, 1) + Math.floor((i / rows) * 730) * 86_400_000).toISOString().slice(0, 10);
        const cents = 100 + ((i * 7919) % 50_000);
        const amountCents = type === 'Income' ? cents : -cents;
        yield {
          date,
          category,
          subcategory,
          amountCents,
          contributionCents: type === 'Ignore' ? 0 : cents,
          type: type as TransactionRow['type'],
          counted: true,
          description: `${SHOPS[i % SHOPS.length]} #${i}`,
          sheet: 'Log',
          row: i + 1,
        };
      }
    }
    const started = performance.now();
    const store = new WorkflowStore(dataSource);
    const options = { selected_sheets: ['Log'], selected_date: '2023-05-01', period_type: 'monthly' as const };
    const analysis = { spendingAnalysis: '{}', transactionAnalysis: '{}', savingsSubcategories: '[]', lastUpdated: 0 };
    await store.writeForUser(userId, (manager) =>
      store.addImport(
        manager,
        userId,
        { createdAt: 0, source: 'file', fileName: 'bench.xlsx', options, classifications: [], analysis },
        generated(),
      ),
    );
    if (engine === 'mariadb') await dataSource.query('ANALYZE TABLE transactions');
    else await dataSource.query('ANALYZE');
    console.log(`${engine}: wrote ${rows.toLocaleString('en-US')} rows in ${Math.round(performance.now() - started)} ms`);

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
      let count = 0;
      for (let run = 0; run < RUNS; run += 1) {
        const start = performance.now();
        count = (await list.page(userId, query)).count;
        times.push(performance.now() - start);
      }
      const ms = median(times);
      worst = Math.max(worst, ms);
      console.log(`${name.padEnd(42)} ${ms.toFixed(1).padStart(7)} ms   (count ${count.toLocaleString('en-US')})`);
    }
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
