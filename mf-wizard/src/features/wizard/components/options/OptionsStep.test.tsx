import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserOptionsMetadataDto } from '@ontrack/api/contracts';
import { deferred, jsonResponse } from '../../../../../../shell/testing/fetch-stub';
import type { OptionsValues, UploadResult, WizardTemplate } from '../../lib/types';
import {
  CATEGORY_ROWS,
  DEBT_FREE_MOM,
  EARLIER_OPTIONS,
  NO_OPTIONS,
  OPTIONS_ROUTE,
  stubWizard,
  UPLOAD_OK,
  WEALTH,
} from '../../../../testing/fixtures';
import { renderOptionsStep } from '../../../../testing/options-step';

const UPLOAD: UploadResult = {
  source: 'file',
  fileName: 'budget.xlsx',
  googleSheetId: null,
  sheetNames: UPLOAD_OK.data.sheet_names,
  suggested: { selected_sheets: ['Jan', 'Feb'], selected_date: '2025-01-01', period_type: 'monthly' },
};

const renderStep = ({
  upload = UPLOAD,
  ...setup
}: { template?: WizardTemplate; upload?: UploadResult | null; saved?: OptionsValues | null } = {}) =>
  renderOptionsStep({ upload, ...setup });

function stubOptions(routes = {}, metadata: UserOptionsMetadataDto = NO_OPTIONS) {
  return stubWizard({ [OPTIONS_ROUTE]: { body: { success: true, data: { categories: CATEGORY_ROWS } } }, ...routes }, { metadata });
}

const nextButton = () => screen.getByRole('button', { name: 'Next' });
const sheetBox = (name: string) => screen.getByRole('checkbox', { name });
const orderList = () => screen.getByRole('list', { name: 'Order of selected sheets' });
const order = () =>
  within(orderList())
    .queryAllByRole('listitem')
    .map((item) => item.textContent?.replace(/[↑↓]/g, '').trim());
const dateField = () => screen.getByLabelText('Period start date');
const periodField = () => screen.getByLabelText('Period type');

describe('OptionsStep: prefill', () => {
  it("starts from the upload's suggested options", async () => {
    stubOptions();
    await renderStep();
    expect(screen.getByRole('heading', { name: 'Select Options' })).toBeInTheDocument();
    expect(sheetBox('Jan')).toBeChecked();
    expect(sheetBox('Feb')).toBeChecked();
    expect(sheetBox('Mar')).not.toBeChecked();
    expect(sheetBox('Notes')).not.toBeChecked();
    expect(order()).toEqual(['1Jan', '2Feb']);
    expect(dateField()).toHaveValue('2025-01-01');
    expect(periodField()).toHaveValue('monthly');
    expect(screen.getByText('2 of 4 selected')).toBeInTheDocument();
  });

  it('without an upload in this run, lists and selects the sheets saved before (a JSON string) with their date and period', async () => {
    stubOptions({}, EARLIER_OPTIONS);
    await renderStep({ upload: null });
    expect(await screen.findByRole('checkbox', { name: 'Feb' })).toBeChecked();
    expect(sheetBox('Jan')).toBeChecked();
    expect(order()).toEqual(['1Feb', '2Jan']);
    expect(dateField()).toHaveValue('2024-07-01');
    expect(periodField()).toHaveValue('monthly');
  });

  it('falls back to the options metadata when the upload suggested nothing, dropping sheets not in the workbook', async () => {
    stubOptions({}, { ...EARLIER_OPTIONS, selected_sheets: ['Feb', 'Gone'], pay_period_type: 'quarterly' });
    await renderStep({ upload: { ...UPLOAD, suggested: null } });
    await waitFor(() => expect(sheetBox('Feb')).toBeChecked());
    expect(order()).toEqual(['1Feb']);
    expect(periodField()).toHaveValue('quarterly');
  });

  it('offers the four period types, bi-weekly by default', async () => {
    stubOptions();
    await renderStep({ upload: { ...UPLOAD, suggested: null } });
    expect(
      within(periodField())
        .getAllByRole('option')
        .map((option) => [option.getAttribute('value'), option.textContent]),
    ).toEqual([
      ['bi-weekly', 'Bi-weekly'],
      ['monthly', 'Monthly'],
      ['quarterly', 'Quarterly'],
      ['yearly', 'Yearly'],
    ]);
    expect(periodField()).toHaveValue('bi-weekly');
  });

  it('keeps what the user saved earlier in this run', async () => {
    stubOptions();
    await renderStep({ saved: { selectedSheets: ['Mar', 'Jan'], selectedDate: '2025-03-01', periodType: 'yearly' } });
    expect(order()).toEqual(['1Mar', '2Jan']);
    expect(dateField()).toHaveValue('2025-03-01');
    expect(periodField()).toHaveValue('yearly');
  });
});

describe('OptionsStep: the sheet picker', () => {
  it('searches the sheets; Select all and Deselect all act on the ones shown', async () => {
    stubOptions();
    const user = userEvent.setup();
    await renderStep({ upload: { ...UPLOAD, sheetNames: ['Jan 2025', 'Feb 2025', 'Jan 2024', 'Notes'], suggested: null } });
    await user.type(screen.getByLabelText('Search sheets'), 'jan');
    expect(screen.getAllByRole('checkbox').map((box) => box.getAttribute('name') ?? box.parentElement?.textContent)).toEqual([
      'Jan 2025',
      'Jan 2024',
    ]);

    await user.click(screen.getByRole('button', { name: 'Select all' }));
    expect(order()).toEqual(['1Jan 2025', '2Jan 2024']);

    await user.clear(screen.getByLabelText('Search sheets'));
    await user.type(screen.getByLabelText('Search sheets'), 'zzz');
    expect(screen.getByText('No sheets match “zzz”.')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Search sheets'));
    await user.click(sheetBox('Notes'));
    expect(order()).toEqual(['1Jan 2025', '2Jan 2024', '3Notes']);
    await user.type(screen.getByLabelText('Search sheets'), '2024');
    await user.click(screen.getByRole('button', { name: 'Deselect all' }));
    expect(order()).toEqual(['1Jan 2025', '2Notes']);
  });

  it('keeps the order in which sheets are ticked and numbers them', async () => {
    stubOptions();
    const user = userEvent.setup();
    await renderStep({ upload: { ...UPLOAD, suggested: null } });
    await user.click(sheetBox('Mar'));
    await user.click(sheetBox('Jan'));
    await user.click(sheetBox('Feb'));
    expect(order()).toEqual(['1Mar', '2Jan', '3Feb']);
    const marOrder = sheetBox('Mar').closest('li');
    expect(within(marOrder!).getByText('1')).toBeInTheDocument();
    await user.click(sheetBox('Jan'));
    expect(order()).toEqual(['1Mar', '2Feb']);
  });

  it('reorders with the up and down buttons, which stop at the ends and keep the focus', async () => {
    stubOptions();
    const user = userEvent.setup();
    await renderStep({ upload: { ...UPLOAD, suggested: { ...UPLOAD.suggested!, selected_sheets: ['Jan', 'Feb', 'Mar'] } } });
    expect(screen.getByRole('button', { name: 'Move Jan up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Mar down' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Move Mar up' }));
    expect(order()).toEqual(['1Jan', '2Mar', '3Feb']);
    expect(screen.getByRole('button', { name: 'Move Mar up' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(order()).toEqual(['1Mar', '2Jan', '3Feb']);
    // At the top the up button is disabled, so the focus stays on the row's other button.
    expect(screen.getByRole('button', { name: 'Move Mar down' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Move Jan down' }));
    expect(order()).toEqual(['1Mar', '2Feb', '3Jan']);
  });

  it('lists the sheets in a scrolling list', async () => {
    stubOptions();
    await renderStep();
    expect(screen.getByRole('list', { name: 'Available sheets' })).toHaveClass('wizard-sheets__list');
  });
});

describe('OptionsStep: Next', () => {
  it('opens only when a sheet and a date are chosen, and says what is missing', async () => {
    stubOptions();
    const user = userEvent.setup();
    await renderStep({ upload: { ...UPLOAD, suggested: null } });
    expect(nextButton()).toBeDisabled();
    expect(screen.getByRole('list', { name: 'Still needed' })).toHaveTextContent('Select at least one sheet.Choose the period start date.');

    await user.click(sheetBox('Jan'));
    expect(nextButton()).toBeDisabled();
    fireEvent.change(dateField(), { target: { value: '2025-02-01' } });
    expect(nextButton()).toBeEnabled();
    expect(screen.queryByRole('list', { name: 'Still needed' })).not.toBeInTheDocument();

    await user.click(sheetBox('Jan'));
    expect(nextButton()).toBeDisabled();
  });

  it('does not ask for what the template does not require', async () => {
    stubOptions();
    await renderStep({
      template: { ...WEALTH, requiresDateSelection: false, requiresSheetSelection: false },
      upload: { ...UPLOAD, suggested: null },
    });
    expect(nextButton()).toBeEnabled();
  });

  it('saves the options in the chosen order and hands back the category rows', async () => {
    const net = stubOptions();
    const user = userEvent.setup();
    const { onSaved } = await renderStep({ upload: { ...UPLOAD, suggested: null } });
    await user.click(sheetBox('Mar'));
    await user.click(sheetBox('Jan'));
    fireEvent.change(dateField(), { target: { value: '2025-02-01' } });
    await user.selectOptions(periodField(), 'quarterly');
    await user.click(nextButton());

    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    const [request] = net.to(OPTIONS_ROUTE);
    expect(request.json).toEqual({
      selected_sheets: ['Mar', 'Jan'],
      selected_date: '2025-02-01',
      period_type: 'quarterly',
      template_id: 'wealth-whisperer',
    });
    expect(request.headers.get('X-CSRFToken')).toBe('tok-1');
    expect(onSaved).toHaveBeenCalledWith(
      { selectedSheets: ['Mar', 'Jan'], selectedDate: '2025-02-01', periodType: 'quarterly' },
      CATEGORY_ROWS,
    );
  });

  it('shows Saving… while the options are saved', async () => {
    const answer = deferred<Response>();
    stubOptions({ [OPTIONS_ROUTE]: () => answer.promise });
    const user = userEvent.setup();
    const { onSaved } = await renderStep();
    await user.click(nextButton());
    expect(await screen.findByRole('button', { name: 'Saving…' })).toBeDisabled();
    expect(sheetBox('Jan')).toBeDisabled();
    answer.resolve(jsonResponse({ success: true, data: { categories: [] } }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.anything(), []));
  });

  it.each([
    [
      'the server error',
      { status: 400, body: { success: false, error: 'The period start date must be a real calendar date.' } },
      'The period start date must be a real calendar date.',
    ],
    ['Failed to save options. when the answer gives no reason', { status: 200, body: { success: false } }, 'Failed to save options.'],
  ])('shows %s and stays', async (_case, answer, message) => {
    stubOptions({ [OPTIONS_ROUTE]: answer });
    const user = userEvent.setup();
    const { onSaved } = await renderStep();
    await user.click(nextButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(onSaved).not.toHaveBeenCalled();
    expect(nextButton()).toBeEnabled();
    expect(sheetBox('Jan')).toBeChecked();
  });

  it('shows An error occurred while setting options. when the server cannot be reached', async () => {
    stubOptions({
      [OPTIONS_ROUTE]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const user = userEvent.setup();
    const { onSaved } = await renderStep();
    await user.click(nextButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred while setting options.');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('says CSRF token is missing. and sends nothing without a token', async () => {
    const net = stubOptions({ 'GET /auth/csrf-token': { status: 503, body: {} } });
    const user = userEvent.setup();
    await renderStep();
    expect(await screen.findByText('Failed to retrieve CSRF token')).toBeInTheDocument();
    await user.click(nextButton());
    expect(screen.getByText('CSRF token is missing.')).toBeInTheDocument();
    expect(net.to(OPTIONS_ROUTE)).toHaveLength(0);
  });
});

describe('OptionsStep: layout', () => {
  it('uses two columns for the debt-free-mom template only', async () => {
    stubOptions();
    const { unmount } = await renderStep({ template: DEBT_FREE_MOM });
    expect(screen.getByTestId('options-form')).toHaveClass('wizard-options--two-columns');
    unmount();
    await renderStep({ template: WEALTH });
    expect(screen.getByTestId('options-form')).not.toHaveClass('wizard-options--two-columns');
  });
});
