import ExcelJS from 'exceljs';
import type { Response } from 'supertest';
import type { PeriodType } from '../src/contracts/workflow';
import { analyse } from '../src/domain/analysis';
import { datedTransactions } from '../src/domain/workbook';
import type { ParsedWorkbook } from '../src/domain/workbook/types';
import { closeWorkbookReaders, readWorkbookFile, workbookLimits } from '../src/services/workbook';
import { expectNoLeak } from './support/client';
import { testEngines } from './support/engines';
import { useTestApp } from './support/test-app';
import { runPipeline } from './support/workflow';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const TEMPLATE_IDS = ['wealth-whisperer', 'zero-based-budget', '50-30-20', 'debt-free-mom'];

afterAll(() => closeWorkbookReaders());

/**
 * What a user would choose on the options step for each sample: every sheet, in workbook order,
 * from where the data begins (the test clock's today is 2025-05-14).
 */
const SAMPLE_OPTIONS: Record<string, { selected_date: (workbook: ParsedWorkbook) => string; period_type: PeriodType }> = {
  // A log and a grid with years know their earliest date.
  'wealth-whisperer': { selected_date: (workbook) => workbook.sheets[0].earliestDate!, period_type: 'bi-weekly' },
  '50-30-20': { selected_date: (workbook) => workbook.sheets[0].earliestDate!, period_type: 'monthly' },
  // Per-period sheets carry no dates: the first sheet's period starts where its name says.
  'zero-based-budget': { selected_date: () => '2023-06-01', period_type: 'monthly' },
  'debt-free-mom': { selected_date: (workbook) => workbook.sheets[0].name.replace('Pay period ', ''), period_type: 'bi-weekly' },
};

/** Collects a binary answer into a Buffer (supertest only buffers text and JSON by itself). */
function binary(res: unknown, done: (error: Error | null, body: Buffer) => void): void {
  const stream = res as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
}

describe.each(testEngines())('template workbook downloads on %s', (engine) => {
  const testApp = useTestApp(engine);

  const download = (path: string): Promise<Response> => testApp().request().get(path).buffer(true).parse(binary);

  it('lists a blank and a sample download for every template', async () => {
    const templates = (await testApp().request().get('/workflow/templates')).body.templates as Array<{ id: string; downloads: unknown }>;
    expect(templates.map((t) => t.id)).toEqual(TEMPLATE_IDS);
    for (const template of templates) {
      expect(template.downloads).toEqual({
        blank: `/workflow/templates/${template.id}/blank.xlsx`,
        sample: `/workflow/templates/${template.id}/sample.xlsx`,
      });
    }
  });

  describe.each(TEMPLATE_IDS)('%s', (templateId) => {
    it.each(['blank', 'sample'])('serves the %s workbook to a visitor as a real xlsx attachment', async (kind) => {
      const res = await download(`/workflow/templates/${templateId}/${kind}.xlsx`);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe(XLSX_TYPE);
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${templateId}-${kind}.xlsx"`);
      expect(res.headers['set-cookie']).toBeUndefined();
      const body = res.body as Buffer;
      expect(Buffer.isBuffer(body)).toBe(true);
      // A zip (xlsx) local file header, and a workbook exceljs can open.
      expect([...body.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(body as unknown as ArrayBuffer);
      expect(workbook.worksheets.length).toBeGreaterThan(0);
    });
  });

  it.each(TEMPLATE_IDS)(
    '%s: the sample reads back, every sheet in its layout, into two years of counted money with LY and 2LY',
    async (templateId) => {
      const res = await download(`/workflow/templates/${templateId}/sample.xlsx`);
      const workbook = await readWorkbookFile(
        { buffer: res.body as Buffer, fileName: `${templateId}-sample.xlsx` },
        workbookLimits({ uploadMaxBytes: 10 * 1024 * 1024 }),
      );
      expect(workbook.sheets.length).toBeGreaterThan(0);
      for (const sheet of workbook.sheets) {
        expect({ sheet: sheet.name, layout: sheet.layout, problem: sheet.problem }).toEqual({
          sheet: sheet.name,
          layout: expect.any(String),
          problem: undefined,
        });
        expect(sheet.rows.length).toBeGreaterThan(0);
      }
      const choice = SAMPLE_OPTIONS[templateId];
      const options = {
        selected_sheets: workbook.sheets.map((sheet) => sheet.name),
        selected_date: choice.selected_date(workbook),
        period_type: choice.period_type,
      };
      const transactions = datedTransactions(workbook, options);
      const counted = transactions.filter((transaction) => transaction.counted);
      expect(counted).toHaveLength(transactions.length);
      const dates = counted.map((transaction) => transaction.date).sort();
      // Two years: from May/June 2023 to May 2025.
      expect(dates[0] >= '2023-05-15' && dates[0] <= '2023-06-01').toBe(true);
      expect(dates.at(-1)!.slice(0, 7)).toBe('2025-05');

      const { spending_analysis, transaction_analysis } = analyse(transactions, [], options, '2025-05-14T09:30:00.000Z');
      expect(Object.keys(spending_analysis.period_data)).toEqual(
        expect.arrayContaining(['LY', '2LY', '6_months', '6_months_previous', '3_months', '3_months_previous']),
      );
      for (const key of ['LY', '2LY'] as const) {
        const year = spending_analysis.period_data[key]!;
        expect(year.total_income).toBeGreaterThan(year.total_expenses); // a household that saves
        expect(year.total_expenses).toBeGreaterThan(0);
        expect(year.total_savings).toBeGreaterThan(0);
      }
      expect(transaction_analysis).toMatchObject({ message: 'ok' });
      if (transaction_analysis.message === 'ok') {
        expect(transaction_analysis.savings.categories[0].subcategories.map((sub) => sub.name).sort()).toEqual(['401k', 'Emergency fund']);
      }
    },
  );

  it.each(TEMPLATE_IDS)('%s: the sample goes through upload, options and categories to the same analysis', async (templateId) => {
    const client = testApp().client();
    await client.signUp(`sample-${templateId}@example.com`, { template_id: templateId });
    const file = (await download(`/workflow/templates/${templateId}/sample.xlsx`)).body as Buffer;
    const workbook = await readWorkbookFile(
      { buffer: file, fileName: 'sample.xlsx' },
      workbookLimits({ uploadMaxBytes: 10 * 1024 * 1024 }),
    );
    const choice = SAMPLE_OPTIONS[templateId];
    const options = {
      selected_sheets: workbook.sheets.map((sheet) => sheet.name),
      selected_date: choice.selected_date(workbook),
      period_type: choice.period_type,
    };

    const { upload, categories } = await runPipeline(client, templateId, { buffer: file, fileName: `${templateId}-sample.xlsx` }, options);
    // Every sheet of a sample is suggested, in workbook order.
    expect(upload.body.data.suggested_options.selected_sheets).toEqual(options.selected_sheets);
    const expected = analyse(datedTransactions(workbook, options), [], options, 'unused');
    expect(categories.body.data.visuals_data.spending_analysis).toEqual(expected.spending_analysis);
  });

  it('dates the sample up to the server clock’s today', async () => {
    // The test clock reads 2025-05-14: the zero-based sample runs from June 2023 to May 2025.
    const res = await download('/workflow/templates/zero-based-budget/sample.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.body as ArrayBuffer);
    const names = workbook.worksheets.map((sheet) => sheet.name);
    expect([names[0], names.at(-1)]).toEqual(['Jun 2023', 'May 2025']);
  });

  it.each([
    '/workflow/templates/get-rich-quick/sample.xlsx',
    '/workflow/templates/get-rich-quick/blank.xlsx',
    '/workflow/templates/Wealth-Whisperer/blank.xlsx',
    '/workflow/templates/wealth-whisperer/other.xlsx',
  ])('answers 404 JSON for %s', async (path) => {
    const res = await testApp().request().get(path);
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toEqual({ success: false, error: expect.any(String) });
    expectNoLeak(res);
  });

  it('does not accept writes to a download', async () => {
    const res = await testApp().request().post('/workflow/templates/wealth-whisperer/blank.xlsx');
    expect([403, 405]).toContain(res.status);
    expect(res.body.success).toBe(false);
  });
});
