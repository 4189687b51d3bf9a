/**
 * Acceptance tests of the workbook reader on the eleven shapes of real workbooks other
 * people keep (test/support/real-shapes.ts: hand-made equivalents, each with its expected reading).
 * Each file goes through the three steps over HTTP exactly as a user who accepts every default:
 * upload, options with the upload's `suggested_options`, categories with the rows and types the
 * options step guessed. Then the stored analysis (`period_data.LY`) must hold the expected income,
 * expenses and savings to the cent, the suggested sheets must be the expected ones, and where a shape
 * expects warnings, the upload's `data.sheets[].tables[].warnings` must say so.
 *
 * These describe a reader that is still being written: a failure names what was read (or why the
 * upload was refused) against what a careful person reads.
 */
import type { ApiClient } from './support/client';
import { acceptEveryDefault } from './support/defaults';
import { testEngines } from './support/engines';
import { REAL_SHAPES, type RealShape } from './support/real-shapes';
import { useTestApp } from './support/test-app';

/** A template that takes file uploads; every template reads every layout. */
const TEMPLATE = 'wealth-whisperer';

const cents = (dollars: unknown): number | null => (typeof dollars === 'number' ? Math.round(dollars * 100) : null);
const dollars = (value: number | null): string => (value === null ? 'absent' : (value / 100).toFixed(2));

describe.each(testEngines())('real workbook shapes, every default accepted, on %s', (engine) => {
  const testApp = useTestApp(engine);

  async function signedIn(id: string): Promise<ApiClient> {
    const client = testApp().client();
    await client.signUp(`${id}@example.com`, { template_id: TEMPLATE });
    return client;
  }

  it.each(REAL_SHAPES.map((shape) => [`${shape.fileName} (shaped like ${shape.modelledOn})`, shape] as const))(
    '%s',
    async (_title, shape: RealShape) => {
      const client = await signedIn(shape.id);
      const { expected } = shape;

      const outcome = await acceptEveryDefault(client, TEMPLATE, { buffer: await shape.build(), fileName: shape.fileName });
      expect(outcome.refused).toBeNull();
      const { suggested, guessed, ly, warnings } = outcome;
      // Matched against the warning's own text (not its sheet's name).
      const missingWarnings = (expected.warnings ?? []).filter((pattern) => !warnings.some((warning) => pattern.test(warning.text)));
      const lines: [string, string, string][] = [
        ['selected_sheets', JSON.stringify(suggested!.selected_sheets), JSON.stringify(expected.suggestedSheets)],
        ['income', dollars(cents(ly?.total_income)), dollars(cents(expected.income))],
        ['expenses', dollars(cents(ly?.total_expenses)), dollars(cents(expected.expenses))],
        ['savings', dollars(cents(ly?.total_savings)), dollars(cents(expected.savings))],
        // A dated shape is read with dates of its own; an undated budget waits for the chosen start.
        ['dated', String(outcome.dated), String(expected.dated)],
      ];
      if (expected.currency !== undefined) lines.push(['currency', String(outcome.currency), String(expected.currency)]);
      if (lines.every(([, read, wanted]) => read === wanted) && missingWarnings.length === 0) return;

      // What was read, for whoever fixes the reader.
      const readCategories = Object.fromEntries(
        Object.entries(ly?.expense_categories ?? {}).map(([name, figures]) => [name, figures.total]),
      );
      throw new Error(
        [
          `${shape.fileName} is not read as a careful person reads it (LY window${ly ? '' : ' absent'}):`,
          ...lines.map(
            ([name, read, wanted]) => `  ${name.padEnd(16)} read ${read.padEnd(12)} expected ${wanted}${read === wanted ? '' : '   ✗'}`,
          ),
          ...missingWarnings.map((pattern) => `  no warning matches ${String(pattern)}`),
          `  warnings seen: ${JSON.stringify(warnings.map((warning) => `${warning.sheet} ${warning.range}: ${warning.text}`))}`,
          `  suggested options: ${JSON.stringify(suggested)}`,
          `  guessed types: ${guessed!.map((row) => `${row.category} / ${row.sub_category} → ${row.transaction_type}`).join('; ')}`,
          `  expense categories read: ${JSON.stringify(readCategories)}`,
          `  expense categories expected: ${JSON.stringify(expected.expenseCategories ?? {})}`,
        ].join('\n'),
      );
    },
  );
});
