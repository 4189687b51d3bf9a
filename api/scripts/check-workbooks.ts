/**
 * `npm run check:workbooks -- <folder>` (from the repository root or from api/): runs every workbook
 * of a folder through the update-data pipeline as a user who accepts every default (upload →
 * options with the suggested options → categories with the guessed types; test/support/defaults.ts,
 * the same path the real-shape tests take) and compares the analysis with the folder's
 * `truth.json`, written by a careful person (the format of shared/reference/real-workbooks/truth.json:
 * per file name `income`, `expenses`, `savings`, and `alternatives`: other readings that count as well).
 *
 * The API runs in this process on the tests' in-memory SQLite app (fixed clock, so a report does
 * not change from one day to the next), with a fresh user per file so no classification is
 * remembered from one file to the next. Not part of `npm test`: the truth files are other people's
 * workbooks and stay outside the repository.
 *
 * Per file it prints `read` or `refused: <message>`, the suggested sheets, income / expenses /
 * savings beside the truth or the alternative they match (✓ equal to the cent, ✗ otherwise) and the upload's warnings; then
 * `N of M files match the truth`. Exit code 0 whatever the result (a report, not a gate), 2 on bad arguments.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { WorkbookParserPool } from '../src/services/workbook';
import { acceptEveryDefault, type DefaultsOutcome } from '../test/support/defaults';
import { PARSE_WORKER_FILE } from '../test/support/parse-worker-file';
import { createTestApp } from '../test/support/test-app';

const TEMPLATE = 'wealth-whisperer';
/** Distinct warnings printed per file. */
const MAX_WARNINGS = 6;

interface Truth {
  income: number;
  expenses: number;
  savings: number;
  /** Other readings a careful person accepts as well: `[income, expenses, savings]` each. */
  alternatives?: number[][];
}

function usage(message: string): never {
  process.stderr.write(`${message}\nUsage: npm run check:workbooks -- <folder with workbooks and truth.json>\n`);
  process.exit(2);
}

/** npm runs workspace scripts in api/; a relative folder is meant from where npm was invoked. */
function resolveFolder(argument: string | undefined): string {
  if (!argument) usage('No folder given.');
  const folder = path.resolve(process.env.INIT_CWD ?? process.cwd(), argument);
  if (!existsSync(folder) || !statSync(folder).isDirectory()) usage(`${folder} is not a folder.`);
  if (!existsSync(path.join(folder, 'truth.json'))) usage(`${folder} has no truth.json.`);
  return folder;
}

const cents = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? Math.round(value * 100) : null);
const money = (value: number | null) => (value === null ? '—' : (value / 100).toFixed(2));

/** One block per file; answers whether the three figures equal the truth to the cent. */
function report(file: string, truth: Truth, outcome: DefaultsOutcome): boolean {
  const lines = [`${file}: ${outcome.refused ? `refused: ${outcome.refused}` : 'read'}`];
  if (outcome.suggested) lines.push(`  sheets    ${outcome.suggested.selected_sheets.join(', ') || '(none suggested)'}`);
  if (outcome.suggested) lines.push(`  currency  ${outcome.currency ?? 'not stated'}`);
  const read = { income: outcome.ly?.total_income, expenses: outcome.ly?.total_expenses, savings: outcome.ly?.total_savings };
  const figures = (['income', 'expenses', 'savings'] as const).map((key) => (outcome.refused ? null : cents(read[key] ?? 0)));
  // The main reading, else any alternative the truth lists (where a careful person accepts either).
  const readings = [[truth.income, truth.expenses, truth.savings], ...(truth.alternatives ?? [])].map((reading) => reading.map(cents));
  const matched = readings.findIndex((reading) => reading.every((wanted, index) => figures[index] !== null && figures[index] === wanted));
  const shownTruth = readings[Math.max(0, matched)];
  (['income', 'expenses', 'savings'] as const).forEach((key, index) => {
    const equal = figures[index] !== null && figures[index] === shownTruth[index];
    lines.push(
      `  ${key.padEnd(9)} ${money(figures[index]).padStart(10)}  truth ${money(shownTruth[index]).padStart(10)}  ${equal ? '✓' : '✗'}`,
    );
  });
  if (matched > 0)
    lines.push(
      `  matches   the truth's alternative ${matched} (${truth.alternatives![matched - 1].map((value) => value.toFixed(2)).join(' / ')})`,
    );
  const matches = matched >= 0;
  if (outcome.warnings.length === 0) lines.push('  warnings  none');
  // The same sentence on several tables is printed once, with the sheets that said it.
  const byText = new Map<string, { sheet: string; range: string }[]>();
  for (const { sheet, range, text } of outcome.warnings) byText.set(text, [...(byText.get(text) ?? []), { sheet, range }]);
  const shown = [...byText].slice(0, MAX_WARNINGS);
  for (const [text, places] of shown) {
    const where =
      places.length === 1
        ? `${places[0].sheet} ${places[0].range}: ${text}`
        : `${text} (${places.length} tables: ${[...new Set(places.map((place) => place.sheet))].join(', ')})`;
    lines.push(`  warning   ${where}`);
  }
  if (byText.size > shown.length) lines.push(`  …and ${byText.size - shown.length} other warnings`);
  process.stdout.write(`${lines.join('\n')}\n`);
  return matches;
}

async function main(): Promise<void> {
  const folder = resolveFolder(process.argv[2]);
  const truths = JSON.parse(readFileSync(path.join(folder, 'truth.json'), 'utf8')) as Record<string, Truth>;
  const files = Object.keys(truths).sort();
  // ts-node runs the sources: the parsing worker starts from the tests' bootstrap, as under jest.
  const parserPool = new WorkbookParserPool({ maxWorkers: 1, maxQueue: 1, idleMs: 60_000, warmWorkers: 1, workerFile: PARSE_WORKER_FILE });
  const testApp = await createTestApp('sqlite', { config: { uploadMaxBytes: 50 * 1024 * 1024 }, parserPool });
  let matching = 0;
  try {
    for (const [index, file] of files.entries()) {
      const where = path.join(folder, file);
      if (!existsSync(where)) {
        process.stdout.write(`${file}: missing from ${folder}\n`);
        continue;
      }
      const client = testApp.client();
      const registered = await client.register(`check-${index}@example.com`, { template_id: TEMPLATE });
      if (registered.status !== 201) throw new Error(`Could not register a user: ${registered.status} ${registered.text.slice(0, 200)}`);
      const outcome = await acceptEveryDefault(client, TEMPLATE, { buffer: readFileSync(where), fileName: file });
      if (report(file, truths[file], outcome)) matching += 1;
    }
  } finally {
    await testApp.close();
    await parserPool.close();
  }
  process.stdout.write(`${matching} of ${files.length} files match the truth\n`);
}

main().then(
  // The parsing workers would keep the process alive.
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
