/**
 * `npm run check:workbooks -- <folder>` (from the repository root or from api/): runs every workbook
 * of a folder through the update-data pipeline as a user who accepts every default (upload →
 * options with the suggested options → categories with the guessed types) and compares what the
 * analysis says with the folder's `truth.json`, written by a careful person (the format of
 * shared/reference/real-workbooks/truth.json: per file name `income`, `expenses`, `savings`, `dated`,
 * `expense_categories`, `ambiguity`).
 *
 * The API runs in this process (the sources in api/src, through ts-node) on a throw-away SQLite
 * database in a temporary folder, with a fresh user per file so no classification is remembered
 * from one file to the next. Not part of `npm test`: the truth files are other people's workbooks and
 * stay outside the repository.
 *
 * Per file it prints `read` or `refused: <message>`, the suggested sheets, income / expenses /
 * savings beside the truth (✓ equal to the cent, ✗ otherwise) and the warnings of the upload answer's
 * `data.sheets`; then `N of M files match the truth`. Exit code 0 whatever the result (a report, not
 * a gate), 2 on bad arguments.
 */
import 'reflect-metadata';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { silentLogger } from '../src/config/logger';
import { createDataSource } from '../src/db/data-source';
import { createApp } from '../src/http/app';
import { systemClock } from '../src/services/clock';

const TEMPLATE = 'wealth-whisperer';
const PASSWORD = 'check workbooks password';
/** Distinct warnings printed per file. */
const MAX_WARNINGS = 6;
const STEP = (step: 'upload' | 'options' | 'categories') => `/workflow/api/template/${TEMPLATE}/step/${step}`;

interface Truth {
  income: number;
  expenses: number;
  savings: number;
  dated?: boolean;
  expense_categories?: Record<string, number>;
  ambiguity?: string;
}

interface Figures {
  income: number;
  expenses: number;
  savings: number;
}

interface Outcome {
  /** `null` when every step answered 200. */
  refused: string | null;
  sheets: string[] | null;
  figures: Figures | null;
  /** `null` when the upload answer has no `data.sheets`. */
  warnings: { where: string; text: string }[] | null;
}

type Agent = ReturnType<typeof request.agent>;
type Answer = Awaited<ReturnType<Agent['get']>>;

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

function failure(step: string, res: Answer): string | null {
  if (res.status === 200 && (res.body as { success?: unknown })?.success === true) return null;
  const error = (res.body as { error?: unknown })?.error;
  return `${step}: ${typeof error === 'string' ? error : `${res.status} ${res.text.slice(0, 200)}`}`;
}

function warningsOf(upload: Answer): Outcome['warnings'] {
  const sheets = (upload.body as { data?: { sheets?: unknown } })?.data?.sheets;
  if (!Array.isArray(sheets)) return null;
  const warnings: { where: string; text: string }[] = [];
  for (const sheet of sheets as { name?: unknown; tables?: unknown }[]) {
    if (!Array.isArray(sheet?.tables)) continue;
    for (const table of sheet.tables as { range?: unknown; warnings?: unknown; problem?: unknown }[]) {
      const where = `${String(sheet.name)}${typeof table?.range === 'string' ? ` ${table.range}` : ''}`;
      if (Array.isArray(table?.warnings)) for (const warning of table.warnings) warnings.push({ where, text: String(warning) });
    }
  }
  return warnings;
}

async function runFile(app: ReturnType<typeof createApp>, index: number, file: string, buffer: Buffer): Promise<Outcome> {
  const agent = request.agent(app.callback());
  const outcome: Outcome = { refused: null, sheets: null, figures: null, warnings: null };
  let csrf = (await agent.get('/auth/csrf-token')).body.csrf_token as string;
  const registered = await agent.post('/auth/register').set('X-CSRFToken', csrf).send({
    register_email: `check-${index}@example.com`,
    register_password: PASSWORD,
    register_password2: PASSWORD,
    plan_id: 1,
    template_id: TEMPLATE,
  });
  if (registered.status !== 201) throw new Error(`Could not register a user: ${registered.status} ${registered.text.slice(0, 200)}`);
  csrf = registered.body.csrf_token as string;

  const upload = await agent
    .post(STEP('upload'))
    .set('X-CSRFToken', csrf)
    .field('file_source_type', 'file')
    .attach('file', buffer, { filename: file, contentType: 'application/octet-stream' });
  outcome.warnings = warningsOf(upload);
  outcome.refused = failure('upload', upload);
  if (outcome.refused) return outcome;
  const suggested = upload.body.data.suggested_options as { selected_sheets: string[]; selected_date: string; period_type: string };
  outcome.sheets = suggested.selected_sheets;

  const options = await agent.post(STEP('options')).set('X-CSRFToken', csrf).send({ template_id: TEMPLATE, ...suggested });
  outcome.refused = failure('options', options);
  if (outcome.refused) return outcome;

  const categories = await agent.post(STEP('categories')).set('X-CSRFToken', csrf).send({ categories: options.body.data.categories });
  outcome.refused = failure('categories', categories);
  if (outcome.refused) return outcome;

  const spending = await agent.get('/spending/api/spending-analysis');
  const ly = (spending.body as { period_data?: { LY?: { total_income?: number; total_expenses?: number; total_savings?: number } } })?.period_data?.LY;
  outcome.figures = { income: ly?.total_income ?? 0, expenses: ly?.total_expenses ?? 0, savings: ly?.total_savings ?? 0 };
  return outcome;
}

/** One block per file; answers whether the three figures equal the truth to the cent. */
function report(file: string, truth: Truth, outcome: Outcome): boolean {
  const lines = [`${file}: ${outcome.refused ? `refused: ${outcome.refused}` : 'read'}`];
  if (outcome.sheets) lines.push(`  sheets    ${outcome.sheets.length ? outcome.sheets.join(', ') : '(none suggested)'}`);
  let matches = true;
  for (const key of ['income', 'expenses', 'savings'] as const) {
    const read = outcome.figures ? cents(outcome.figures[key]) : null;
    const wanted = cents(truth[key]);
    const equal = read !== null && read === wanted;
    matches &&= equal;
    lines.push(`  ${key.padEnd(9)} ${money(read).padStart(10)}  truth ${money(wanted).padStart(10)}  ${equal ? '✓' : '✗'}`);
  }
  if (outcome.warnings === null) lines.push('  warnings  (no data.sheets in the upload answer)');
  else if (outcome.warnings.length === 0) lines.push('  warnings  none');
  else {
    // The same sentence on several tables is printed once, with where it was said.
    const byText = new Map<string, string[]>();
    for (const { where, text } of outcome.warnings) byText.set(text, [...(byText.get(text) ?? []), where]);
    const shown = [...byText].slice(0, MAX_WARNINGS);
    for (const [text, places] of shown) lines.push(`  warning   ${places.length === 1 ? `${places[0]}: ${text}` : `${text} (${places.length} tables: ${[...new Set(places.map((place) => place.replace(/ [A-Z]+\d+:[A-Z]+\d+$/, '')))].join(', ')})`}`);
    if (byText.size > shown.length) lines.push(`  …and ${byText.size - shown.length} other warnings`);
  }
  process.stdout.write(`${lines.join('\n')}\n`);
  return matches;
}

async function main(): Promise<void> {
  const folder = resolveFolder(process.argv[2]);
  const truths = JSON.parse(readFileSync(path.join(folder, 'truth.json'), 'utf8')) as Record<string, Truth>;
  const files = Object.keys(truths).sort();

  const dir = mkdtempSync(path.join(os.tmpdir(), 'ontrack-check-workbooks-'));
  const dataSource = createDataSource(`sqlite:${path.join(dir, 'check.sqlite')}`);
  await dataSource.initialize();
  await dataSource.runMigrations({ transaction: 'each' });
  const app = createApp({
    dataSource,
    config: { sessionSecret: 'check-workbooks', appUrl: 'http://localhost', secureCookies: false, nodeEnv: 'test', uploadMaxBytes: 50 * 1024 * 1024 },
    clock: systemClock,
    mailer: { send: async () => undefined },
    logger: silentLogger,
  });

  let matching = 0;
  try {
    for (const [index, file] of files.entries()) {
      const where = path.join(folder, file);
      if (!existsSync(where)) {
        process.stdout.write(`${file}: missing from ${folder}\n`);
        continue;
      }
      let outcome: Outcome;
      try {
        outcome = await runFile(app, index, file, readFileSync(where));
      } catch (error) {
        outcome = { refused: `error: ${error instanceof Error ? error.message : String(error)}`, sheets: null, figures: null, warnings: null };
      }
      if (report(file, truths[file], outcome)) matching += 1;
    }
  } finally {
    await dataSource.destroy();
    rmSync(dir, { recursive: true, force: true });
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
