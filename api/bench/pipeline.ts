/**
 * `npm run bench` (in api): the whole update-data pipeline (upload → options → categories) through
 * the real HTTP app on a temporary SQLite database, against a bare SheetJS parse of the same file,
 * for generated transaction logs of 10k, 50k and 200k rows (or the sizes given: `-- 10000,50000`),
 * each three times (`-- --repeat=5`), reporting the median.
 *
 * Each measurement runs in a fresh Node process of its own, so peak memory is that measurement's
 * alone: the peak resident set (Linux VmHWM, else sampled `process.memoryUsage().rss`), which covers
 * every thread of the process, the parsing worker included. The app is the compiled build in
 * `api/dist` (what `npm start` runs), so `tsc -b` comes first.
 *
 * Target: pipeline time / SheetJS time ≤ 0.6 at
 * 50k and at 200k rows, and peak < 300 MB at 200k rows. The pipeline child runs under the server's V8 flags (src/config/node-flags.ts).
 */
import 'reflect-metadata';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
// The generator (and the exceljs it writes with) is loaded by the parent only, so it does not
// count in the measuring children's memory.
import type { writeTransactionLog as WriteTransactionLog } from './generate';
// The server's V8 flags, as scripts/start.mjs passes them (compiled by the `tsc -b` that runs first).
import { SERVER_NODE_FLAGS } from '../dist/config/node-flags';
import { HttpBrowser } from './http-browser';

const DEFAULT_SIZES = [10_000, 50_000, 200_000];
/** Runs per size (`--repeat=N`); the median is reported, as this machine's load varies. */
const DEFAULT_REPEAT = 3;
const MB = 1024 * 1024;

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

async function measureSheetJs(file: string): Promise<Record<string, unknown>> {
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

async function measurePipeline(file: string): Promise<Record<string, unknown>> {
  /* eslint-disable @typescript-eslint/no-require-imports */
  const { createDataSource } = await import('../dist/db/data-source');
  const { createApp } = await import('../dist/http/app');
  const { silentLogger } = await import('../dist/config/logger');
  const { systemClock } = await import('../dist/services/clock');
  const workbookServices = await import('../dist/services/workbook');
  const codec = await import('../dist/services/workflow-codec');
  const { datedTransactions } = await import('../dist/domain/workbook');
  const { analyse } = await import('../dist/domain/analysis');
  const { transactionRows } = await import('../dist/services/workflow');
  const { WorkflowStore } = await import('../dist/services/workflow-store');

  const stopSampler = startRssSampler();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ontrack-bench-db-'));
  const buffer = readFileSync(file);
  const uploadMaxBytes = Math.max(10 * MB, buffer.length);
  const dataSource = createDataSource(`sqlite:${path.join(dir, 'bench.sqlite')}`);
  await dataSource.initialize();
  await dataSource.runMigrations({ transaction: 'each' });
  const config = { sessionSecret: 'bench', appUrl: 'http://localhost', secureCookies: false, nodeEnv: 'production', uploadMaxBytes };
  const app = createApp({ dataSource, config, clock: systemClock, mailer: { send: async () => undefined }, logger: silentLogger });
  // As src/server.ts does at boot: the parsing worker is started with the server, not by the first upload.
  workbookServices.defaultParserPool.prewarm(workbookServices.workbookLimits(config).maxHeapMb);
  const server = http.createServer(app.callback());
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
    const suggested = (upload.body.data as { suggested_options: Record<string, unknown> }).suggested_options;
    const options = await browser.request('POST', '/workflow/api/template/wealth-whisperer/step/options', {
      ...suggested,
      period_type: 'monthly',
      template_id: 'wealth-whisperer',
    });
    expectOk('options', options);
    const t2 = performance.now();
    const peakAfterOptions = peakRssFromProc();
    const rssAfterOptions = process.memoryUsage.rss();
    const rows = (options.body.data as { categories: unknown[] }).categories;
    const categories = await browser.request('POST', '/workflow/api/template/wealth-whisperer/step/categories', { categories: rows });
    expectOk('categories', categories);
    const t3 = performance.now();
    const peakRss = stopSampler();
    const peakAfterCategories = peakRssFromProc();
    const rssAfterCategories = process.memoryUsage.rss();
    const periods = Object.keys(
      (categories.body.data as { visuals_data: { spending_analysis: { period_data: object } } }).visuals_data.spending_analysis.period_data,
    );

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
      store.writeForUser(1, (manager) =>
        store.addImport(
          manager,
          1,
          {
            createdAt: Date.now(),
            source: 'file',
            fileName: path.basename(file),
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

// ---------------------------------------------------------------------------------------------
// Parent: generate the files, run each measurement in its own process, print the table.

function runChild(mode: 'pipeline' | 'sheetjs', file: string): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    // The pipeline runs under the server's own V8 flags; the bare SheetJS parse under Node's defaults.
    const flags = mode === 'pipeline' ? SERVER_NODE_FLAGS : [];
    const child = spawn(process.execPath, [...flags, __filename, '--child', mode, file], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      const last = out.trim().split('\n').pop() ?? '';
      if (code !== 0) return reject(new Error(`${mode} measurement of ${path.basename(file)} failed (exit ${code}): ${out.slice(-500)}`));
      try {
        resolve(JSON.parse(last) as Record<string, unknown>);
      } catch {
        reject(new Error(`${mode} measurement printed no result: ${out.slice(-500)}`));
      }
    });
  });
}

function median<T>(runs: T[], key: (run: T) => number): T {
  return [...runs].sort((a, b) => key(a) - key(b))[Math.floor((runs.length - 1) / 2)];
}

const pad = (text: string, width: number) => (text.length >= width ? text : ' '.repeat(width - text.length) + text);
const fmt = (value: number, digits = 0) => value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

async function main(): Promise<void> {
  const childAt = process.argv.indexOf('--child');
  if (childAt >= 0) {
    const [mode, file] = process.argv.slice(childAt + 1);
    const result = mode === 'sheetjs' ? await measureSheetJs(file) : await measurePipeline(file);
    process.stdout.write(`${JSON.stringify(result)}\n`);
    return;
  }

  const sizesArg = process.argv.slice(2).find((arg) => /^\d[\d,_]*$/.test(arg));
  const sizes = sizesArg ? sizesArg.split(',').map((size) => Number(size.replace(/_/g, ''))) : DEFAULT_SIZES;
  const repeatArg = process.argv.find((arg) => arg.startsWith('--repeat='));
  const repeat = repeatArg ? Math.max(1, Number(repeatArg.slice('--repeat='.length)) || 1) : DEFAULT_REPEAT;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ontrack-bench-'));
  const results: {
    rows: number;
    pipeline: Record<string, any>;
    sheetjs: Record<string, any>;
    ratios: number[];
    peakRss: number;
    sheetjsPeakRss: number;
  }[] = [];
  try {
    for (const rows of sizes) {
      const file = path.join(dir, `log-${rows}.xlsx`);
      process.stderr.write(`generating ${fmt(rows)} rows… `);
      const { writeTransactionLog } = (await import('./generate')) as { writeTransactionLog: typeof WriteTransactionLog };
      await writeTransactionLog(file, rows);
      process.stderr.write(`${fmt(statSync(file).size / MB, 1)} MB; ${repeat} round(s): `);
      const pipelines: Record<string, any>[] = [];
      const sheetjsRuns: Record<string, any>[] = [];
      for (let round = 0; round < repeat; round += 1) {
        // Alternate which goes first, so a burst of load on this shared machine hits both alike.
        const order: ('sheetjs' | 'pipeline')[] = round % 2 === 0 ? ['sheetjs', 'pipeline'] : ['pipeline', 'sheetjs'];
        for (const mode of order) (mode === 'sheetjs' ? sheetjsRuns : pipelines).push(await runChild(mode, file));
        process.stderr.write('.');
      }
      process.stderr.write(' done\n');
      const ratios = pipelines.map((pipeline, i) => pipeline.ms.total / sheetjsRuns[i].ms);
      results.push({
        rows,
        // The median run of each (by time); memory: the highest peak of any run.
        pipeline: median(pipelines, (run) => run.ms.total),
        sheetjs: median(sheetjsRuns, (run) => run.ms),
        ratios,
        peakRss: Math.max(...pipelines.map((run) => run.peakRss)),
        sheetjsPeakRss: Math.max(...sheetjsRuns.map((run) => run.peakRss)),
      });
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }

  const header = [
    'rows',
    'file MB',
    'pipeline ms',
    '(upload',
    'options',
    'categories)',
    'SheetJS ms',
    'ratio',
    'peak RSS MB',
    'SheetJS peak MB',
  ];
  const widths = [9, 8, 12, 8, 8, 12, 11, 6, 12, 16];
  const line = (cells: string[]) => cells.map((cell, i) => pad(cell, widths[i])).join(' ');
  const out: string[] = [line(header)];
  for (const { rows, pipeline, sheetjs, peakRss, sheetjsPeakRss } of results) {
    out.push(
      line([
        fmt(rows),
        fmt(pipeline.fileBytes / MB, 1),
        fmt(pipeline.ms.total),
        fmt(pipeline.ms.upload),
        fmt(pipeline.ms.options),
        fmt(pipeline.ms.categories),
        fmt(sheetjs.ms),
        fmt(pipeline.ms.total / sheetjs.ms, 2),
        fmt(peakRss / MB),
        fmt(sheetjsPeakRss / MB),
      ]),
    );
  }
  out.push(`(median of ${repeat} run(s) each, every run in a fresh process; peak RSS: the highest of the runs)`);
  if (repeat > 1)
    for (const { rows, ratios } of results)
      out.push(`  ${pad(fmt(rows), 9)}: ratio per run ${ratios.map((ratio) => fmt(ratio, 2)).join(', ')}`);
  out.push('', 'RSS MB before the upload (the app at rest, warm worker included), then by the end of each step (median run),');
  out.push('upload / options / categories: peak so far, and resident right after:');
  for (const { rows, pipeline } of results) {
    const steps = ['upload', 'options', 'categories'];
    const peak = pipeline.peakAfter as Record<string, number | null>;
    const now = pipeline.rssAfter as Record<string, number>;
    const peaks = steps.map((step) => (peak[step] === null ? '?' : fmt(peak[step]! / MB))).join(' / ');
    out.push(
      `  ${pad(fmt(rows), 9)}: before ${fmt(pipeline.rssBefore / MB)}; peak ${peaks}; resident ${steps.map((step) => fmt(now[step] / MB)).join(' / ')}`,
    );
  }
  out.push('', 'Where the pipeline time goes (each part measured alone, after the pipeline, worker warm), ms:');
  const partNames = Object.keys(results[0]?.pipeline.parts ?? {});
  out.push(line(['rows', ...partNames.map((_, i) => `(${i + 1})`)].concat([])));
  for (const { rows, pipeline } of results) out.push(line([fmt(rows), ...partNames.map((name) => fmt(pipeline.parts[name]))]));
  partNames.forEach((name, i) => out.push(`  (${i + 1}) ${name}`));
  for (const { rows, pipeline } of results) {
    if (pipeline.uploadMaxBytes > 10 * MB)
      out.push(
        `note: the ${fmt(rows)}-row file is over the default UPLOAD_MAX_BYTES; the bench raised it to ${fmt(pipeline.uploadMaxBytes / MB, 1)} MB.`,
      );
  }
  const verdict = (met: boolean) => (met ? 'met' : 'NOT met');
  out.push('');
  for (const { rows, pipeline, sheetjs } of results.filter((result) => result.rows >= 50_000)) {
    const ratio = pipeline.ms.total / sheetjs.ms;
    out.push(`Target at ${fmt(rows)} rows: ratio ≤ 0.6 (${fmt(ratio, 2)}: ${verdict(ratio <= 0.6)}).`);
  }
  const last = results[results.length - 1];
  if (last)
    out.push(`Target at ${fmt(last.rows)} rows: peak < 300 MB (${fmt(last.peakRss / MB)} MB: ${verdict(last.peakRss / MB < 300)}).`);
  process.stdout.write(`${out.join('\n')}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
