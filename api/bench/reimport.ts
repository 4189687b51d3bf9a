/**
 * `node build/reimport.js` (in api, after `tsc -b && tsc -p bench`): what writing an import costs
 * when it changes what is current (docs/decisions/sources.md). Into a fresh, migrated database it
 * writes, through WorkflowStore.addImport as the categories step does, a workbook source's first
 * import of N rows (default 50,000), then the same workbook again (its previous rows stop being
 * live), then, with two account sources holding transfers between them (Checking's card payments
 * and the card's payments received, ~1 pair per 50 rows), a third small statement of the card: the
 * picture is made anew and the transfers matched again. Each is timed; the whole is run `--runs=3`
 * times on fresh databases and the medians printed. `--db=mariadb` runs it on a throw-away MariaDB
 * database (load-servers.ts createDatabase) instead of a temporary SQLite file.
 */
import 'reflect-metadata';
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { DataSource } from 'typeorm';
import { createDataSource } from '../dist/db/data-source';
import type { SourceChoice } from '../dist/domain/sources/source-names';
import { benchImport, benchUser } from './bench-user';
import { WorkflowStore, type TransactionRow } from '../dist/services/workflow-store';
import { createDatabase } from './load-servers';

const DAY_MS = 86_400_000;
const FIRST_DAY = Date.UTC(2023, 0, 1);

function arg(name: string): string | undefined {
  return process.argv.find((value) => value.startsWith(`--${name}=`))?.split('=')[1];
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

const dateOf = (day: number) => new Date(FIRST_DAY + day * DAY_MS).toISOString().slice(0, 10);

/** A budget log of `rows` rows over two years; `edition` changes its amounts a little (a workbook rewritten). */
function* budget(rows: number, edition: number): Generator<TransactionRow> {
  for (let i = 0; i < rows; i += 1) {
    const income = i % 10 === 0;
    const cents = 100 + ((i * 7919 + edition) % 50_000);
    yield {
      date: dateOf(Math.floor((i / rows) * 730)),
      category: income ? 'Income' : 'Food',
      subcategory: income ? 'Salary' : `Food ${i % 7}`,
      amountCents: income ? cents : -cents,
      contributionCents: cents,
      type: income ? 'Income' : 'Expense',
      counted: true,
      description: `Shop ${i % 97} #${i}`,
      sheet: 'Log',
      row: i + 1,
      bankId: null,
    };
  }
}

/**
 * An account's statement of `rows` rows from `firstDay`: every 50th row of Checking pays the card
 * (`Payment to Card`), the card receiving it as `Payment Thank You` the next day.
 */
function* statement(rows: number, side: 'checking' | 'card', firstDay: number, idPrefix: string): Generator<TransactionRow> {
  for (let i = 0; i < rows; i += 1) {
    const transfer = i % 50 === 0;
    const cents = transfer ? 10_000 + i : 100 + ((i * 104_729) % 20_000);
    const day = firstDay + Math.floor(i / 20) + (transfer && side === 'card' ? 1 : 0);
    const amountCents = transfer ? (side === 'checking' ? -cents : cents) : -cents;
    yield {
      date: dateOf(day),
      category: transfer ? 'Transfer' : 'Spending',
      subcategory: transfer ? 'Card' : `Shop ${i % 13}`,
      amountCents,
      contributionCents: transfer && side === 'card' ? cents : Math.abs(amountCents),
      type: transfer && side === 'card' ? 'Income' : 'Expense',
      counted: true,
      description: transfer ? (side === 'checking' ? 'Payment to Card' : 'Payment Thank You') : `POS SHOP ${i % 13}`,
      sheet: side,
      row: i + 1,
      bankId: `${idPrefix}${i}`,
    };
  }
}

interface Timings {
  first: number;
  again: number;
  accounts: number;
  statement: number;
  matched: number;
}

async function once(dataSource: DataSource, rows: number): Promise<Timings> {
  const userId = await benchUser(dataSource, `bench-${Date.now()}-${Math.random()}@example.com`);
  const store = new WorkflowStore(dataSource);
  const analysis = { spendingAnalysis: '{}', transactionAnalysis: '{}', savingsSubcategories: '[]', lastUpdated: 0 };
  let createdAt = 0;
  const add = async (fileName: string, source: SourceChoice, sheet: string, written: Iterable<TransactionRow>): Promise<number> => {
    createdAt += 1;
    const options = { selected_sheets: [sheet], selected_date: '2023-01-01', period_type: 'monthly' as const, source };
    const started = performance.now();
    await store.writeForUser(userId, (repos) =>
      store.addImport(repos, userId, benchImport({ createdAt, fileName, options, analysis }), written),
    );
    return performance.now() - started;
  };
  const first = await add('budget.xlsx', { new: { name: 'Budget', kind: 'workbook' } }, 'Log', budget(rows, 0));
  const [{ id: budgetId }] = await dataSource.query<Array<{ id: number | string }>>(
    'SELECT id FROM sources WHERE user_id = ? AND name = ?',
    [userId, 'Budget'],
  );
  const again = await add('budget.xlsx', { id: Number(budgetId) }, 'Log', budget(rows, 1));
  const accountsStart = performance.now();
  await add('checking.csv', { new: { name: 'Checking', kind: 'account' } }, 'checking', statement(rows / 2, 'checking', 0, 'CHK'));
  await add('card.csv', { new: { name: 'Card', kind: 'account' } }, 'card', statement(rows / 2, 'card', 0, 'CARD'));
  const accounts = performance.now() - accountsStart;
  const [{ id: cardId }] = await dataSource.query<Array<{ id: number | string }>>('SELECT id FROM sources WHERE user_id = ? AND name = ?', [
    userId,
    'Card',
  ]);
  // Next month's card statement: 200 new rows; every transfer is matched again.
  const statementMs = await add('card-next.csv', { id: Number(cardId) }, 'card', statement(200, 'card', 400, 'NEXT'));
  const [{ matched }] = await dataSource.query<Array<{ matched: number | string }>>(
    'SELECT COUNT(*) AS matched FROM transactions WHERE user_id = ? AND transfer_of IS NOT NULL',
    [userId],
  );
  return { first, again, accounts, statement: statementMs, matched: Number(matched) };
}

async function main(): Promise<void> {
  const rows = Number(arg('rows') ?? 50_000);
  const runs = Number(arg('runs') ?? 3);
  const engine = arg('db') === 'mariadb' ? 'mariadb' : 'sqlite';
  const results: Timings[] = [];
  for (let run = 0; run < runs; run += 1) {
    const workDir = mkdtempSync(path.join(os.tmpdir(), 'ontrack-bench-reimport-'));
    const database = await createDatabase(engine, workDir);
    const dataSource = createDataSource(database.url);
    try {
      await dataSource.initialize();
      await dataSource.runMigrations({ transaction: 'each' });
      const timings = await once(dataSource, rows);
      results.push(timings);
      console.log(
        `${engine} run ${run + 1}: first import ${timings.first.toFixed(0)} ms, re-import ${timings.again.toFixed(0)} ms, ` +
          `two account sources ${timings.accounts.toFixed(0)} ms, next card statement ${timings.statement.toFixed(0)} ms (${timings.matched} rows matched)`,
      );
    } finally {
      if (dataSource.isInitialized) await dataSource.destroy();
      await database.drop();
      await rm(workDir, { recursive: true, force: true });
    }
  }
  const of = (key: keyof Timings) => median(results.map((timing) => timing[key])).toFixed(0);
  console.log(
    `${engine} medians of ${runs} at ${rows.toLocaleString('en-US')} rows: first import ${of('first')} ms, re-import ${of('again')} ms, ` +
      `two account sources ${of('accounts')} ms, next card statement (transfers matched again) ${of('statement')} ms`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
