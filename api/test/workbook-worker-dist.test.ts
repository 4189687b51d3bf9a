/**
 * The parsing worker as production runs it: compiled JavaScript (what `api/dist` holds), started
 * by plain `node` with no ts-node anywhere. Under jest every other test runs the `.ts` sources,
 * where the pool boots the worker through ts-node; this one compiles the workbook modules to a
 * temporary folder and reads files there in a child process.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import ts from 'typescript';
import { utcDate, xlsxBytes } from './support/workbook-samples';

const API = path.resolve(__dirname, '..');
/** The workbook modules; every source file they import, at any depth, is compiled with them (sourceClosure). */
const SOURCES = ['src/domain/workbook', 'src/services/workbook'];

function sourceFiles(relative: string): string[] {
  const full = path.join(API, relative);
  if (full.endsWith('.ts')) return [relative];
  return readdirSync(full, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(path.join(relative, entry.name))
      : entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')
        ? [path.join(relative, entry.name)]
        : [],
  );
}

/** The `.ts` file a relative import names (`./x` is `x.ts` or `x/index.ts`); null for anything else (JSON, packages). */
function resolvedImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.join(path.dirname(from), specifier);
  for (const candidate of [`${base}.ts`, path.join(base, 'index.ts')]) if (existsSync(path.join(API, candidate))) return candidate;
  return null;
}

/** `files` and every source file they import, followed through relative imports (type-only ones included). */
function sourceClosure(files: string[]): string[] {
  const seen = new Set(files);
  const queue = [...files];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    for (const { fileName } of ts.preProcessFile(readFileSync(path.join(API, file), 'utf8'), true, true).importedFiles) {
      const target = resolvedImport(file, fileName);
      if (target && !seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }
  return [...seen];
}

/** Compiles like `tsc -b` does for dist (CommonJS), file by file. */
function compileTo(outDir: string): void {
  for (const relative of sourceClosure(SOURCES.flatMap(sourceFiles))) {
    const { outputText } = ts.transpileModule(readFileSync(path.join(API, relative), 'utf8'), {
      compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true },
      fileName: relative,
    });
    const target = path.join(outDir, relative.replace(/\.ts$/, '.js'));
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, outputText);
  }
  // The catalogues errors.ts speaks through (i18n.ts), copied as tsc's resolveJsonModule copies them to dist.
  mkdirSync(path.join(outDir, 'src', 'locales'), { recursive: true });
  for (const name of readdirSync(path.join(API, 'src', 'locales'))) {
    if (name.endsWith('.json'))
      writeFileSync(path.join(outDir, 'src', 'locales', name), readFileSync(path.join(API, 'src', 'locales', name)));
  }
}

let dir: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'ontrack-worker-dist-'));
  compileTo(dir);
  // The compiled modules find exceljs and friends where dist would: the workspace's node_modules.
  symlinkSync(path.resolve(API, '..', 'node_modules'), path.join(dir, 'node_modules'), 'dir');
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

it('reads an .xlsx in a worker started from compiled JavaScript, without ts-node', async () => {
  const file = path.join(dir, 'budget.xlsx');
  writeFileSync(
    file,
    await xlsxBytes([
      {
        name: 'Log',
        rows: [
          ['Date', 'Category', 'Amount'],
          [utcDate('2025-03-01'), 'Food', -12.5],
        ],
      },
      {
        name: 'Plan',
        rows: [
          ['Category', 'Planned'],
          ['Rent', 900],
        ],
      },
    ]),
  );
  const script = `
    const fs = require('node:fs');
    const { readWorkbookFile, workbookLimits, closeWorkbookReaders } = require('./src/services/workbook');
    const limits = workbookLimits({ uploadMaxBytes: 10 * 1024 * 1024 });
    readWorkbookFile({ buffer: fs.readFileSync('budget.xlsx'), fileName: 'budget.xlsx' }, limits)
      .then(async (workbook) => {
        const tsNodeLoaded = Object.keys(require.cache).some((name) => name.includes('ts-node'));
        process.stdout.write(JSON.stringify({ workbook, tsNodeLoaded }));
        await closeWorkbookReaders();
      })
      .catch((error) => { process.stderr.write(String(error && error.stack || error)); process.exit(1); });
  `;
  const { stdout } = await promisify(execFile)(process.execPath, ['-e', script], { cwd: dir, timeout: 60_000 });
  const { workbook, tsNodeLoaded } = JSON.parse(stdout);
  expect(tsNodeLoaded).toBe(false);
  expect(workbook.sheets.map((sheet: { name: string; layout: string; rows: unknown[] }) => [sheet.name, sheet.layout, sheet.rows])).toEqual(
    [
      ['Log', 'transaction-log', [{ category: 'Food', subcategory: 'Food', description: '', amountCents: -1250, date: '2025-03-01' }]],
      ['Plan', 'per-period', [{ category: 'Rent', subcategory: 'Rent', description: '', amountCents: 90000 }]],
    ],
  );
});
