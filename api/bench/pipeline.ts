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
 *
 * This file reads the arguments, generates the files (generate.ts) and prints the table
 * (pipeline-report.ts); pipeline-runner.ts runs each measurement as a child process of this same
 * file (`--child`), which measures with pipeline-measure.ts.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// The generator (and the exceljs it writes with) is loaded by the parent only, so it does not
// count in the measuring children's memory.
import type { writeTransactionLog as WriteTransactionLog } from './generate';
import { MB, measurePipeline, measureSheetJs } from './pipeline-measure';
import { fmt, report, type SizeResult } from './pipeline-report';
import { median, runChild, type PipelineRun, type SheetJsRun } from './pipeline-runner';

const DEFAULT_SIZES = [10_000, 50_000, 200_000];
/** Runs per size (`--repeat=N`); the median is reported, as this machine's load varies. */
const DEFAULT_REPEAT = 3;

// ---------------------------------------------------------------------------------------------
// Parent: generate the files, run each measurement in its own process, print the table.

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
  const results: SizeResult[] = [];
  try {
    for (const rows of sizes) {
      const file = path.join(dir, `log-${rows}.xlsx`);
      process.stderr.write(`generating ${fmt(rows)} rows… `);
      const { writeTransactionLog } = (await import('./generate')) as { writeTransactionLog: typeof WriteTransactionLog };
      await writeTransactionLog(file, rows);
      process.stderr.write(`${fmt(statSync(file).size / MB, 1)} MB; ${repeat} round(s): `);
      const pipelines: PipelineRun[] = [];
      const sheetjsRuns: SheetJsRun[] = [];
      for (let round = 0; round < repeat; round += 1) {
        // Alternate which goes first, so a burst of load on this shared machine hits both alike.
        const order: ('sheetjs' | 'pipeline')[] = round % 2 === 0 ? ['sheetjs', 'pipeline'] : ['pipeline', 'sheetjs'];
        for (const mode of order)
          if (mode === 'sheetjs') sheetjsRuns.push(await runChild<SheetJsRun>(__filename, mode, file));
          else pipelines.push(await runChild<PipelineRun>(__filename, mode, file));
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

  process.stdout.write(`${report(results, repeat).join('\n')}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
