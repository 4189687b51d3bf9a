/**
 * The reading review in the Options step: each sheet's reading beside it, and the
 * "Adjust how a sheet is read" dialog over the preview endpoint.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SheetReadingDto } from '@ontrack/api/contracts';
import type { UploadResult } from '../../lib/types';
import { CATEGORY_ROWS, OPTIONS_ROUTE, PREVIEW_ROUTE, SESSION, stubWizard, tableReading } from '../../../../testing/fixtures';
import { renderOptionsStep } from '../../../../testing/options-step';

const SHEETS: SheetReadingDto[] = [
  {
    name: 'Log',
    hidden: false,
    tables: [
      tableReading({
        warnings: ['3 rows appear more than once; they are kept (two coffees on one day are real). Check them if they should not be.'],
      }),
    ],
  },
  {
    name: 'Budget',
    hidden: false,
    tables: [
      tableReading({
        range: 'F1:H12',
        layout: 'plan',
        suggested: false,
        warnings: ['Introduced as a plan: shown, not counted. Read this plan as what happened only if it is.'],
      }),
    ],
  },
  {
    name: 'Bank',
    hidden: false,
    tables: [
      tableReading({
        range: 'A1:C4',
        layout: null,
        columns: {},
        rows: 0,
        problem: 'Sheet "Bank" has no header row with an amount column.',
        suggested: false,
      }),
    ],
  },
  {
    name: 'May',
    hidden: false,
    tables: [
      tableReading({
        range: 'A1:B8',
        layout: 'periods',
        dates: { from: null, to: null, order: null },
        columns: { category: 'A', amount: 'B' },
      }),
    ],
  },
  { name: 'Pivot', hidden: false, tables: [tableReading({ range: 'A1:B5', suggested: false })] },
];

const UPLOAD: UploadResult = {
  source: 'file',
  fileName: 'budget.xlsx',
  googleSheetId: null,
  sheetNames: SHEETS.map((sheet) => sheet.name),
  suggested: { selected_sheets: ['Log', 'May'], selected_date: '2025-03-01', period_type: 'monthly' },
  sheets: SHEETS,
};

/** What the preview answers for Bank read with the settings it was sent (day-first log when given roles). */
function bankPreview(settings: { tables: Array<Record<string, unknown>> }) {
  const entry = settings.tables[0] ?? {};
  const read = Boolean(entry.columns);
  return {
    success: true,
    data: {
      grid: [
        ['When', 'What', 'How much'],
        ['03/02/2025', 'Groceries', '-42.5'],
        ['Total', '', '-42.5'],
      ],
      tables: [
        read
          ? tableReading({
              range: 'A1:C3',
              columns: entry.columns as Record<string, string>,
              rows: 1,
              dates: { from: '2025-02-03', to: '2025-02-03', order: entry.date_order === 'DMY' ? 'DMY' : 'MDY' },
              money: { in: 0, out: 42.5 },
            })
          : SHEETS[2].tables[0],
      ],
      rows: read
        ? [
            {
              date: entry.date_order === 'DMY' ? '2025-02-03' : '2025-03-02',
              category: 'Groceries',
              sub_category: 'Groceries',
              description: '',
              amount: 42.5,
              direction: 'out',
            },
          ]
        : [],
      skipped: read ? [{ row: 3, reason: 'totals' }] : [],
    },
  };
}

function stubReview(session: Partial<typeof SESSION> = {}) {
  return stubWizard(
    {
      [OPTIONS_ROUTE]: { body: { success: true, data: { categories: CATEGORY_ROWS } } },
      [PREVIEW_ROUTE]: (request) => ({
        body: bankPreview((request.json as { settings: { tables: Array<Record<string, unknown>> } }).settings),
      }),
    },
    { session: { ...SESSION, ...session } },
  );
}

const renderReview = () => renderOptionsStep({ upload: UPLOAD });

const reading = (sheet: string) => screen.getByTestId(`reading-${sheet}`);

describe('Options step: each sheet as read', () => {
  it('shows the one-line reading, warnings as notes, and why a sheet is not suggested', async () => {
    stubReview();
    await renderReview();
    expect(
      within(reading('Log')).getByText('Transaction log · 59 rows · Dec 2021 – Mar 2022 · in $13,600 · out $10,980'),
    ).toBeInTheDocument();
    expect(
      within(within(reading('Log')).getByRole('list', { name: 'Notes on Log' })).getByText(/3 rows appear more than once/),
    ).toBeInTheDocument();
    expect(within(reading('Budget')).getByText('Plan — not counted')).toBeInTheDocument();
    expect(within(reading('Budget')).getByText(/Introduced as a plan/)).toBeInTheDocument();
    expect(within(reading('Bank')).getByText('Not read: Sheet "Bank" has no header row with an amount column.')).toBeInTheDocument();
    expect(within(reading('Bank')).getByText('Not suggested: nothing on it could be read as money.')).toBeInTheDocument();
    expect(within(reading('Pivot')).getByText('Not suggested: it looks like a summary of other rows.')).toBeInTheDocument();
  });

  it('says which period an undated sheet covers, following the period start date', async () => {
    stubReview();
    await renderReview();
    expect(within(reading('May')).getByText('Undated: covers the month starting Mar 1, 2025 (the period start date).')).toBeInTheDocument();
    const date = screen.getByLabelText('Period start date');
    await userEvent.clear(date);
    await userEvent.type(date, '2025-04-01');
    expect(within(reading('May')).getByText('Undated: covers the month starting Apr 1, 2025 (the period start date).')).toBeInTheDocument();
  });

  it('shows a sheet stating no currency in the session’s home currency, one stating its own in that sign', async () => {
    const noCurrency = { ...UPLOAD, sheets: [{ ...SHEETS[0], tables: [{ ...SHEETS[0].tables[0], currency: null }] }, ...SHEETS.slice(1)] };
    stubReview({ home_currency: 'CHF' });
    await renderOptionsStep({ upload: noCurrency });
    await waitFor(() =>
      expect(
        within(reading('Log'))
          .getByText(/^Transaction log/)
          .textContent?.replace(/\u00a0/g, ' '),
      ).toBe('Transaction log · 59 rows · Dec 2021 – Mar 2022 · in CHF 13,600 · out CHF 10,980'),
    );
    // The workbook's own sign (the fixture's `$`) is what its amounts are in: never converted.
    expect(within(reading('Pivot')).getByText(/^Transaction log/)).toHaveTextContent('in $13,600 · out $10,980');
  });
});

describe('Adjust how a sheet is read', () => {
  async function openBank() {
    const stub = stubReview();
    const view = await renderReview();
    await userEvent.click(within(reading('Bank')).getByRole('button', { name: 'Adjust how “Bank” is read' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adjust how “Bank” is read' });
    await within(dialog).findByRole('region', { name: 'First rows of Bank' });
    return { ...view, stub, dialog };
  }

  it('shows the first rows with the table outlined and its header row marked, a role over each column', async () => {
    const { dialog } = await openBank();
    const grid = within(dialog).getByRole('region', { name: 'First rows of Bank' });
    expect(within(grid).getByText('When').closest('td')).toHaveAttribute('data-header', 'true');
    expect(within(grid).getByText('Groceries').closest('td')).toHaveAttribute('data-table', '1');
    expect(within(grid).getByRole('combobox', { name: 'Role of column A' })).toHaveValue('none');
    expect(
      within(within(grid).getByRole('combobox', { name: 'Role of column C' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Date',
      'Year',
      'Month',
      'Day',
      'Category',
      'Subcategory',
      'Description',
      'Amount',
      'Money in',
      'Money out',
      'Type',
      'Plan',
      'Not used',
    ]);
    expect(within(dialog).getByText('No rows would be counted from this sheet as it is now read.')).toBeInTheDocument();
  });

  it('reads again through the preview on every change and shows the rows and the skipped rows', async () => {
    const { dialog, stub } = await openBank();
    const user = userEvent.setup();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Role of column A' }), 'Date');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Role of column B' }), 'Category');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Role of column C' }), 'Amount');
    await user.selectOptions(within(dialog).getByLabelText('Date order'), 'Day first (03/04 is 3 April)');
    await waitFor(() => expect(within(dialog).getByRole('table', { name: 'Rows as read' })).toHaveTextContent('2025-02-03'));
    expect(within(dialog).getByRole('list', { name: 'Skipped rows' })).toHaveTextContent('Row 3: totals');
    const last = stub.to(PREVIEW_ROUTE).at(-1)!.json;
    expect(last).toEqual({
      sheet: 'Bank',
      settings: { tables: [{ range: 'A1:C4', columns: { date: 'A', category: 'B', amount: 'C' }, date_order: 'DMY' }] },
    });
    // Nothing is saved by a preview: the options step was not called.
    expect(stub.to(OPTIONS_ROUTE)).toHaveLength(0);
  });

  it('closes on Escape without applying anything', async () => {
    const { dialog, stub, onSaved } = await openBank();
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Role of column C' }), 'Amount');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: /Adjust how/ })).not.toBeInTheDocument();
    // The wizard's own options are still there, the reading unchanged, and Next sends no settings.
    expect(within(reading('Bank')).getByText(/^Not read:/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(stub.to(OPTIONS_ROUTE)[0].json).not.toHaveProperty('sheet_settings');
  });

  it('keeps the keyboard inside the dialog', async () => {
    const { dialog } = await openBank();
    for (let i = 0; i < 30; i += 1) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('applies: the sheet reads as adjusted, and the settings go with Next', async () => {
    const { dialog, stub, onSaved } = await openBank();
    const user = userEvent.setup();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Role of column A' }), 'Date');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Role of column C' }), 'Amount');
    await user.selectOptions(within(dialog).getByLabelText('Date order'), 'Day first (03/04 is 3 April)');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Apply' })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(screen.queryByRole('dialog', { name: /Adjust how/ })).not.toBeInTheDocument();
    expect(within(reading('Bank')).getByText('Transaction log · 1 row · Feb 2025 · in $0 · out $43')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Bank' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(stub.to(OPTIONS_ROUTE)[0].json).toMatchObject({
      selected_sheets: ['Log', 'May', 'Bank'],
      sheet_settings: { Bank: { tables: [{ range: 'A1:C4', columns: { date: 'A', amount: 'C' }, date_order: 'DMY' }] } },
    });
    expect(onSaved.mock.calls[0][0].sheetSettings).toEqual({
      Bank: { tables: [{ range: 'A1:C4', columns: { date: 'A', amount: 'C' }, date_order: 'DMY' }] },
    });
  });

  it("shows the adjusted reading again after going back from Categories, not the upload's", async () => {
    const { dialog, onSaved, unmount } = await openBank();
    const user = userEvent.setup();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Role of column A' }), 'Date');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Role of column C' }), 'Amount');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Apply' })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());

    // Back: the wizard shows the step anew with what was saved at it (Wizard.tsx keeps `options`).
    unmount();
    await renderOptionsStep({ upload: UPLOAD, saved: onSaved.mock.calls[0][0] });
    expect(within(reading('Bank')).getByText('Transaction log · 1 row · Feb 2025 · in $0 · out $43')).toBeInTheDocument();
    expect(within(reading('Bank')).queryByText(/^Not read:/)).not.toBeInTheDocument();
  });

  it('shows a setting the server refuses, and keeps Apply closed', async () => {
    stubWizard({
      [OPTIONS_ROUTE]: { body: { success: true, data: { categories: CATEGORY_ROWS } } },
      [PREVIEW_ROUTE]: (request) =>
        (request.json as { settings: { tables: unknown[] } }).settings.tables.length > 0
          ? {
              status: 400,
              body: { success: false, error: 'settings.tables[0].header_row: header_row is past the last row a sheet can have.' },
            }
          : { body: bankPreview({ tables: [] }) },
    });
    await renderReview();
    await userEvent.click(within(reading('Bank')).getByRole('button', { name: 'Adjust how “Bank” is read' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adjust how “Bank” is read' });
    await within(dialog).findByRole('region', { name: 'First rows of Bank' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Skip this table (do not count it)' }));
    expect(await within(dialog).findByText(/header_row is past the last row/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Apply' })).toBeDisabled();
  });
});
