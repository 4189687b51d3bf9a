/**
 * The parent side of the pipeline bench (bench/pipeline.ts): each measurement run in a fresh Node
 * process of its own (so its peak memory is that measurement's alone), and its printed result read.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
// The server's V8 flags, as scripts/start.mjs passes them (compiled by the `tsc -b` that runs first).
import { SERVER_NODE_FLAGS } from '../dist/config/node-flags';

/** What a child prints: measurePipeline's or measureSheetJs's result, the fields the parent reads. */
export interface PipelineRun {
  fileBytes: number;
  uploadMaxBytes: number;
  ms: { upload: number; options: number; categories: number; total: number };
  peakRss: number;
  peakAfter: Record<string, number | null>;
  rssBefore: number;
  rssAfter: Record<string, number>;
  parts: Record<string, number>;
}
export interface SheetJsRun {
  ms: number;
  peakRss: number;
}

/** Runs `entry` (the bench's compiled entry, which measures when given `--child`) on `file`. */
export function runChild<Run extends PipelineRun | SheetJsRun>(entry: string, mode: 'pipeline' | 'sheetjs', file: string): Promise<Run> {
  return new Promise((resolve, reject) => {
    // The pipeline runs under the server's own V8 flags; the bare SheetJS parse under Node's defaults.
    const flags = mode === 'pipeline' ? SERVER_NODE_FLAGS : [];
    const child = spawn(process.execPath, [...flags, entry, '--child', mode, file], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      const last = out.trim().split('\n').pop() ?? '';
      if (code !== 0) return reject(new Error(`${mode} measurement of ${path.basename(file)} failed (exit ${code}): ${out.slice(-500)}`));
      try {
        resolve(JSON.parse(last) as Run);
      } catch {
        reject(new Error(`${mode} measurement printed no result: ${out.slice(-500)}`));
      }
    });
  });
}

export function median<T>(runs: T[], key: (run: T) => number): T {
  return [...runs].sort((a, b) => key(a) - key(b))[Math.floor((runs.length - 1) / 2)];
}
