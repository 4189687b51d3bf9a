/**
 * The table the pipeline bench (bench/pipeline.ts) prints: time and memory per size, where the
 * pipeline time goes, and whether the targets are met.
 */
import { MB } from './pipeline-measure';
import type { PipelineRun, SheetJsRun } from './pipeline-runner';

/** One size's runs: the median run of each (by time), and the highest peak of any run. */
export interface SizeResult {
  rows: number;
  pipeline: PipelineRun;
  sheetjs: SheetJsRun;
  ratios: number[];
  peakRss: number;
  sheetjsPeakRss: number;
}

const pad = (text: string, width: number) => (text.length >= width ? text : ' '.repeat(width - text.length) + text);
export const fmt = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** The lines to print, for `repeat` runs per size. */
export function report(results: SizeResult[], repeat: number): string[] {
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
    const peak = pipeline.peakAfter;
    const now = pipeline.rssAfter;
    const peaks = steps.map((step) => (peak[step] === null ? '?' : fmt(peak[step] / MB))).join(' / ');
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
  return out;
}
