/**
 * The downloadable workbooks of the built-in templates: a blank one with the
 * headers and section titles, and a sample one with two years of a made-up household's money up to
 * today, each in the layout its template reads, so a newcomer can try the whole product in a minute.
 * Generated from code with exceljs; money is written as numbers with two decimals, dates as real
 * date cells, totals as formulas with their values cached (as Excel saves them).
 */
// Types only: exceljs (≈25 MB resident) is loaded on the first download, not with the server.
import type ExcelJS from 'exceljs';
import { SHORT_MONTH_NAMES, utcMsToIso } from '../domain/calendar';
import { columnLetter } from '../domain/workbook/tables/columns';
import { findTemplate } from '../domain/templates';
import type { Clock } from './clock';
import { monthLabel, utcDate } from './template-workbooks/calendar';
import { householdLog, lastTwentyFourMonths, type LogEntry } from './template-workbooks/household';
import { gridSections, monthlyActuals, zeroBasedSections, type GridSection } from './template-workbooks/monthly-budget';
import { blankPayPeriodSections, samplePayPeriods, type BudgetSection } from './template-workbooks/pay-periods';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type WorkbookKind = 'blank' | 'sample';

const MONEY_FORMAT = '#,##0.00';
const SIGNED_MONEY_FORMAT = '#,##0.00;[Red]-#,##0.00';
const DATE_FORMAT = 'yyyy-mm-dd';
const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8EEF4' } };

// ---------------------------------------------------------------------------------------------
// Shared sheet pieces

async function newWorkbook(today: Date): Promise<ExcelJS.Workbook> {
  const { default: excel } = await import('exceljs');
  const workbook = new excel.Workbook();
  workbook.creator = 'OnTrack';
  workbook.created = today;
  workbook.modified = today;
  return workbook;
}

function styleHeader(row: ExcelJS.Row): void {
  row.font = { bold: true };
  row.eachCell((cell) => {
    cell.fill = HEADER_FILL;
    cell.border = { bottom: { style: 'thin' } };
  });
}

/** A title (and a line of help) above the header: readers look for the header in the first rows. */
function addTitle(sheet: ExcelJS.Worksheet, title: string, help: string): void {
  sheet.addRow([title]).font = { bold: true, size: 14 };
  sheet.addRow([help]).font = { italic: true, color: { argb: 'FF5A6B7B' } };
  sheet.addRow([]);
}

const dollars = (cents: number | null): number | null => (cents === null ? null : cents / 100);

/** A SUM formula with its value cached, so readers that never evaluate formulas see the total. */
function sumFormula(column: string, fromRow: number, toRow: number, totalCents: number): ExcelJS.CellFormulaValue {
  return { formula: `SUM(${column}${fromRow}:${column}${toRow})`, result: totalCents / 100 };
}

// ---------------------------------------------------------------------------------------------
// Wealth Whisperer: a dated transaction log with signed amounts

const LOG_COLUMNS: Partial<ExcelJS.Column>[] = [
  { header: 'Date', key: 'date', width: 12, style: { numFmt: DATE_FORMAT } },
  { header: 'Description', key: 'description', width: 34 },
  { header: 'Category', key: 'category', width: 16 },
  { header: 'Subcategory', key: 'subcategory', width: 22 },
  { header: 'Amount', key: 'amount', width: 13, style: { numFmt: SIGNED_MONEY_FORMAT } },
  { header: 'Account', key: 'account', width: 20 },
  { header: 'Notes', key: 'notes', width: 30 },
];

function addLogSheet(workbook: ExcelJS.Workbook, entries: readonly LogEntry[]): void {
  const sheet = workbook.addWorksheet('Transactions', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = LOG_COLUMNS;
  styleHeader(sheet.getRow(1));
  sheet.autoFilter = { from: 'A1', to: 'G1' };
  for (const entry of entries) {
    sheet.addRow({
      date: utcDate(entry.date),
      description: entry.description,
      category: entry.category,
      subcategory: entry.subcategory,
      amount: entry.cents / 100,
      account: entry.account,
      notes: entry.notes || null,
    });
  }
}

// ---------------------------------------------------------------------------------------------
// Per-period sheets: Category | Item | plan | actual, with section titles and section totals

interface PerPeriodSheet {
  name: string;
  title: string;
  help: string;
  /** Header labels of the plan and the actual column. */
  planLabel: string;
  actualLabel: string;
  sections: BudgetSection[];
}

function addPerPeriodSheet(workbook: ExcelJS.Workbook, spec: PerPeriodSheet): void {
  const sheet = workbook.addWorksheet(spec.name);
  sheet.columns = [
    { width: 18 },
    { width: 22 },
    { width: 13, style: { numFmt: MONEY_FORMAT } },
    { width: 13, style: { numFmt: MONEY_FORMAT } },
  ];
  addTitle(sheet, spec.title, spec.help);
  styleHeader(sheet.addRow(['Category', 'Item', spec.planLabel, spec.actualLabel]));
  sheet.views = [{ state: 'frozen', ySplit: sheet.rowCount }];
  for (const section of spec.sections) {
    sheet.addRow([section.title]).font = { bold: true, color: { argb: 'FF1F4E79' } };
    const first = sheet.rowCount + 1;
    let previousCategory = '';
    for (const line of section.lines) {
      // A category is written once, on its first line, as people do (and merged cells read).
      sheet.addRow([
        line.category === previousCategory ? null : line.category,
        line.item,
        dollars(line.plannedCents),
        dollars(line.actualCents),
      ]);
      previousCategory = line.category;
    }
    const last = sheet.rowCount;
    const plan = section.lines.reduce((sum, line) => sum + (line.plannedCents ?? 0), 0);
    const actual = section.lines.reduce((sum, line) => sum + (line.actualCents ?? 0), 0);
    const total = sheet.addRow([`Total ${section.title}`, null, sumFormula('C', first, last, plan), sumFormula('D', first, last, actual)]);
    total.font = { bold: true };
    sheet.addRow([]);
  }
}

// ---------------------------------------------------------------------------------------------
// 50/30/20: a month grid, items grouped under Income / Needs / Wants / Savings

function addGridSheet(workbook: ExcelJS.Workbook, monthHeaders: readonly string[], sections: readonly GridSection[], help: string): void {
  const sheet = workbook.addWorksheet('Budget');
  const monthCount = monthHeaders.length;
  const totalColumn = columnLetter(monthCount + 1);
  sheet.columns = [
    { width: 20 },
    ...monthHeaders.map(() => ({ width: 11, style: { numFmt: MONEY_FORMAT } })),
    { width: 13, style: { numFmt: MONEY_FORMAT } },
  ];
  addTitle(sheet, '50/30/20 Budget', help);
  styleHeader(sheet.addRow(['Item', ...monthHeaders, 'Total']));
  sheet.views = [{ state: 'frozen', xSplit: 1, ySplit: sheet.rowCount }];
  for (const section of sections) {
    sheet.addRow([section.title]).font = { bold: true, color: { argb: 'FF1F4E79' } };
    const first = sheet.rowCount + 1;
    for (const { item, cents } of section.items) {
      const rowNumber = sheet.rowCount + 1;
      const rowTotal = cents.reduce<number>((sum, value) => sum + (value ?? 0), 0);
      sheet.addRow([
        item,
        ...cents.map(dollars),
        { formula: `SUM(B${rowNumber}:${columnLetter(monthCount)}${rowNumber})`, result: rowTotal / 100 },
      ]);
    }
    const last = sheet.rowCount;
    const monthTotals = Array.from({ length: monthCount }, (_, m) => {
      const column = columnLetter(m + 1);
      return sumFormula(
        column,
        first,
        last,
        section.items.reduce((sum, { cents }) => sum + (cents[m] ?? 0), 0),
      );
    });
    const grand = section.items.reduce((sum, { cents }) => sum + cents.reduce<number>((s, value) => s + (value ?? 0), 0), 0);
    sheet.addRow([`Total ${section.title}`, ...monthTotals, sumFormula(totalColumn, first, last, grand)]).font = { bold: true };
    sheet.addRow([]);
  }
}

// ---------------------------------------------------------------------------------------------
// The four templates

const ZERO_BASED_HELP = 'Give every dollar a job: income minus expenses and savings should come to zero.';
const GRID_HELP = 'Aim for needs at most 50 %, wants at most 30 % and savings at least 20 % of income.';
const DEBT_FREE_HELP = 'One sheet per paycheck: plan every bill, debt payment and saving before the money arrives.';

function longDate(iso: string): string {
  return `${monthLabel(iso).slice(0, 3)} ${Number(iso.slice(8, 10))}, ${iso.slice(0, 4)}`;
}

type Builder = (workbook: ExcelJS.Workbook, today: string | null) => void;

/** Each template's workbook; `today` null builds the blank one. */
const BUILDERS: Record<string, Builder> = {
  'wealth-whisperer': (workbook, today) => addLogSheet(workbook, today ? householdLog(today) : []),

  'zero-based-budget': (workbook, today) => {
    if (!today) {
      for (let month = 1; month <= 12; month += 1) {
        addPerPeriodSheet(workbook, {
          name: `Month ${month}`,
          title: `Zero-Based Budget — month ${month}`,
          help: ZERO_BASED_HELP,
          planLabel: 'Planned',
          actualLabel: 'Actual',
          sections: zeroBasedSections(undefined, false),
        });
      }
      return;
    }
    const byMonth = monthlyActuals(householdLog(today));
    for (const month of lastTwentyFourMonths(today)) {
      addPerPeriodSheet(workbook, {
        name: monthLabel(`${month}-01`),
        title: `Zero-Based Budget — ${monthLabel(`${month}-01`)}`,
        help: ZERO_BASED_HELP,
        planLabel: 'Planned',
        actualLabel: 'Actual',
        sections: zeroBasedSections(byMonth.get(month) ?? new Map(), true),
      });
    }
  },

  '50-30-20': (workbook, today) => {
    if (!today) {
      addGridSheet(
        workbook,
        SHORT_MONTH_NAMES,
        gridSections(
          new Map(),
          SHORT_MONTH_NAMES.map(() => ''),
        ),
        GRID_HELP,
      );
      return;
    }
    const months = lastTwentyFourMonths(today);
    addGridSheet(
      workbook,
      months.map((month) => monthLabel(`${month}-01`)),
      gridSections(monthlyActuals(householdLog(today)), months),
      GRID_HELP,
    );
  },

  'debt-free-mom': (workbook, today) => {
    if (!today) {
      for (let period = 1; period <= 26; period += 1) {
        addPerPeriodSheet(workbook, {
          name: `Pay period ${period}`,
          title: `Debt-Free Mom Budget — pay period ${period}`,
          help: DEBT_FREE_HELP,
          planLabel: 'Budgeted',
          actualLabel: 'Actual',
          sections: blankPayPeriodSections(),
        });
      }
      return;
    }
    for (const period of samplePayPeriods(today)) {
      addPerPeriodSheet(workbook, {
        name: `Pay period ${period.start}`,
        title: `Debt-Free Mom Budget — ${longDate(period.start)} to ${longDate(period.end)}`,
        help: DEBT_FREE_HELP,
        planLabel: 'Budgeted',
        actualLabel: 'Actual',
        sections: period.sections,
      });
    }
  },
};

function builderFor(templateId: string): Builder {
  const builder = findTemplate(templateId) ? BUILDERS[templateId] : undefined;
  if (!builder) throw new RangeError(`No workbook for template ${JSON.stringify(templateId)}`);
  return builder;
}

async function write(workbook: ExcelJS.Workbook): Promise<Buffer> {
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The template's empty workbook: headers, section titles and item names, no amounts. */
export async function blankWorkbook(templateId: string): Promise<Buffer> {
  const builder = builderFor(templateId);
  const workbook = await newWorkbook(new Date(0));
  builder(workbook, null);
  return write(workbook);
}

/** The template's workbook filled with two years of sample data up to `today` (its UTC date). */
export async function sampleWorkbook(templateId: string, today: Date): Promise<Buffer> {
  const builder = builderFor(templateId);
  const day = utcMsToIso(today.getTime());
  const workbook = await newWorkbook(utcDate(day));
  builder(workbook, day);
  return write(workbook);
}

/**
 * Generated workbooks kept in memory per template, kind and day: the blank never changes and the
 * sample changes only with the date, so each is built once a day, and requests arriving while it is
 * being built share that one build. Entries of earlier days are dropped.
 */
export class TemplateWorkbookCache {
  private readonly entries = new Map<string, { day: string; buffer: Promise<Buffer> }>();

  constructor(private readonly clock: Clock) {}

  get(templateId: string, kind: WorkbookKind): Promise<Buffer> {
    const now = new Date(this.clock.now());
    const day = utcMsToIso(now.getTime());
    const key = `${kind}:${templateId}`;
    const cached = this.entries.get(key);
    if (cached && cached.day === day) return cached.buffer;
    for (const [otherKey, entry] of this.entries) if (entry.day !== day) this.entries.delete(otherKey);
    const buffer = kind === 'blank' ? blankWorkbook(templateId) : sampleWorkbook(templateId, now);
    // A failed build is not kept: the next request tries again.
    buffer.catch(() => {
      if (this.entries.get(key)?.buffer === buffer) this.entries.delete(key);
    });
    this.entries.set(key, { day, buffer });
    return buffer;
  }
}
