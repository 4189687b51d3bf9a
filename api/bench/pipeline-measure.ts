/**
 * The measuring side of the pipeline bench (bench/pipeline.ts): what one child process measures,
 * either the whole pipeline through HTTP or a bare SheetJS parse, and its peak resident set.
 */
// First, as in src/server.ts: TypeORM (the app's database layer in api/dist) needs it before its entities.
import 'reflect-metadata';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { HttpBrowser } from './http-browser';

export const MB = 1024 * 1024;

// ---------------------------------------------------------------------------------------------
// Memory: the process's peak resident set.

function peakRssFromProc(): number | null {
  try {
    const match = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync('/proc/self/status', 'utf8'));
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}

/** Samples rss every 5 ms as a fallback where /proc is missing (the main thread may be busy, so it can miss a peak). */
function startRssSampler(): () => number {
  let peak = process.memoryUsage.rss();
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 5);
  return () => {
    clearInterval(timer);
    return Math.max(peak, process.memoryUsage.rss(), peakRssFromProc() ?? 0);
  };
}

// ---------------------------------------------------------------------------------------------
// Child: SheetJS alone.

export async function measureSheetJs(file: string): Promise<Record<string, unknown>> {
  const XLSX = await import('@e965/xlsx');
  const stopSampler = startRssSampler();
  const buffer = readFileSync(file);
  const start = performance.now();
  const workbook = XLSX.read(buffer, { type: 'buffer' });
  const ms = performance.now() - start;
  const rows = workbook.Sheets[workbook.SheetNames[0]]['!ref'];
  return { ms, peakRss: stopSampler(), ref: rows };
}

// ---------------------------------------------------------------------------------------------
// Child: the pipeline through HTTP.

function expectOk(step: string, res: { status: number; text: string }): void {
  if (res.status !== 200 && res.status !== 201) throw new Error(`${step} answered ${res.status}: ${res.text.slice(0, 400)}`);
}

export async function measurePipeline(file: string): Promise<Record<string, unknown>> {
  const { createDataSource } = await import('../dist/db/data-source');
  const { createApp } = await import('../dist/http/app');
  const { silentLogger } = await import('../dist/config/logger');
  const { systemClock } = await import('../dist/services/clock');
  const workbookServices = await import('../dist/services/workbook');
  const codec = await import('../dist/services/workflow-codec');
  const { datedTransactions } = await import('../dist/domain/workbook');
  const { analyse } = await import('../dist/domain/analysis');
  const { transactionRows } = await import('../dist/services/transaction-rows');
  const { WorkflowStore } = await import('../dist/services/workflow-store');

  const stopSampler = startRssSampler();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ontrack-bench-db-'));
  const buffer = readFileSync(file);
  const uploadMaxBytes = Math.max(10 * MB, buffer.length);
  const dataSource = createDataSource(`sqlite:${path.join(dir, 'bench.sqlite')}`);
  await dataSource.initialize();
  await dataSource.runMigrations({ transaction: 'each' });
  const config = { sessionSecret: 'bench', appUrl: 'http://localhost', secureCookies: false, nodeEnv: 'production', uploadMaxBytes };
  const app = createApp({ dataSource, config, clock: systemClock, mailer: { send: () => Promise.resolve() }, logger: silentLogger });
  // As src/server.ts does at boot: the parsing worker is started with the server, not by the first upload.
  workbookServices.defaultParserPool.prewarm(workbookServices.workbookLimits(config).maxHeapMb);
  const handle = app.callback(); // Koa answers every failure itself: its promise never rejects.
  const server = http.createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const browser = new HttpBrowser(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  try {
    await browser.request('GET', '/auth/csrf-token');
    const register = await browser.request('POST', '/auth/register', {
      register_email: 'bench@example.com',
      register_password: 'benchmark password',
      register_password2: 'benchmark password',
      plan_id: 1,
      template_id: 'wealth-whisperer',
    });
    expectOk('register', register);

    // What the app holds before the first upload (the warm parsing worker included).
    const rssBeforeUpload = process.memoryUsage.rss();
    // Only the three steps are timed.
    const t0 = performance.now();
    const form = new FormData();
    form.append('file_source_type', 'file');
    form.append('file', new Blob([buffer]), path.basename(file));
    const upload = await browser.request('POST', '/workflow/api/template/wealth-whisperer/step/upload', form);
    expectOk('upload', upload);
    const t1 = performance.now();
    const peakAfterUpload = peakRssFromProc();
    const rssAfterUpload = process.memoryUsage.rss();
    const suggested = (upload.body as { data: { suggested_options: Record<string, unknown> } }).data.suggested_options;
    const options = await browser.request('POST', '/workflow/api/template/wealth-whisperer/step/options', {
      ...suggested,
      period_type: 'monthly',
      template_id: 'wealth-whisperer',
    });
    expectOk('options', options);
    const t2 = performance.now();
    const peakAfterOptions = peakRssFromProc();
    const rssAfterOptions = process.memoryUsage.rss();
    const rows = (options.body as { data: { categories: unknown[] } }).data.categories;
    const categories = await browser.request('POST', '/workflow/api/template/wealth-whisperer/step/categories', { categories: rows });
    expectOk('categories', categories);
    const t3 = performance.now();
    const peakRss = stopSampler();
    const peakAfterCategories = peakRssFromProc();
    const rssAfterCategories = process.memoryUsage.rss();
    const analysed = categories.body as { data: { visuals_data: { spending_analysis: { period_data: object } } } };
    const periods = Object.keys(analysed.data.visuals_data.spending_analysis.period_data);

    // Where the time goes, each part on its own (after the peak was taken; the worker is warm now).
    const parts: Record<string, number> = {};
    const time = async <T>(name: string, work: () => Promise<T> | T): Promise<T> => {
      const start = performance.now();
      const result = await work();
      parts[name] = performance.now() - start;
      return result;
    };
    const workbook = await time('read (checks + worker parse)', () =>
      workbookServices.readWorkbookFile({ buffer, fileName: path.basename(file) }, workbookServices.workbookLimits(config)),
    );
    const encoded = await time('encode (columns + gzip)', () => codec.encodeWorkbook(workbook));
    const stored = await time('decode (gunzip + columns)', () => codec.decodeWorkbookStreamed(encoded));
    const options0 = {
      selected_sheets: suggested.selected_sheets as string[],
      selected_date: suggested.selected_date as string,
      period_type: 'monthly' as const,
    };
    const transactions = await time('date transactions (rows made as read)', () => datedTransactions(stored, options0));
    await time('analyse', () => analyse(transactions, [], options0, new Date().toISOString()));
    const store = new WorkflowStore(dataSource);
    await time('classify + store transactions (one SQLite transaction)', () =>
      store.writeForUser(1, (repos) =>
        store.addImport(
          repos,
          1,
          {
            createdAt: Date.now(),
            source: 'file',
            fileName: path.basename(file),
            accountNumber: null,
            columnSignature: null,
            currency: null,
            options: options0,
            classifications: [],
            analysis: { spendingAnalysis: '{}', transactionAnalysis: '{}', savingsSubcategories: '[]', lastUpdated: 0 },
          },
          transactionRows(transactions, []),
        ),
      ),
    );

    return {
      fileBytes: buffer.length,
      uploadMaxBytes,
      ms: { upload: t1 - t0, options: t2 - t1, categories: t3 - t2, total: t3 - t0 },
      peakRss,
      // VmHWM after each step: which step set the peak (null where /proc is missing).
      peakAfter: { upload: peakAfterUpload, options: peakAfterOptions, categories: peakAfterCategories },
      // Resident set right after each step (what stays allocated; the idle parsing worker included).
      rssBefore: rssBeforeUpload,
      rssAfter: { upload: rssAfterUpload, options: rssAfterOptions, categories: rssAfterCategories },
      periods,
      transactions: transactions.length,
      parts,
    };
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await workbookServices.closeWorkbookReaders();
    await dataSource.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
}
