import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@ontrack/shell/platform/testing';
import { deferred, jsonResponse } from '../../../../../../shell/testing/fetch-stub';
import type { UploadResult, WizardTemplate } from '../../lib/types';
import {
  DEBT_FREE_MOM,
  EARLIER_OPTIONS,
  GOOGLE_ONLY,
  SESSION,
  SHEET_ID,
  stubWizard,
  UPLOAD_OK,
  UPLOAD_ROUTE,
  WEALTH,
} from '../../../../testing/fixtures';
import { multipartParts, useNodeFormData, workbookFile } from '../../../../testing/node-files';
import { UploadStep } from './UploadStep';

let restoreFormData: () => void;
beforeAll(async () => {
  restoreFormData = await useNodeFormData();
});
afterAll(() => restoreFormData());

function renderStep(options: { template?: WizardTemplate; previous?: UploadResult | null } = {}) {
  const template = 'template' in options ? options.template : WEALTH;
  const previous = options.previous ?? null;
  const onUploaded = jest.fn();
  const onNext = jest.fn();
  const view = renderWithProviders(<UploadStep template={template} previous={previous} onUploaded={onUploaded} onNext={onNext} />);
  return { ...view, onUploaded, onNext };
}

const nextButton = () => screen.getByRole('button', { name: 'Next' });
const uploadButton = () => screen.getByRole('button', { name: 'Upload' });
const fileInput = () => screen.getByLabelText('Budget file');
const sheetInput = () => screen.getByLabelText('Google Sheet ID or URL');
const chooseFile = (file: File) => fireEvent.change(fileInput(), { target: { files: [file] } });
const fileTab = () => screen.getByRole('tab', { name: 'Upload File' });
const sheetTab = () => screen.getByRole('tab', { name: 'Google Sheet' });

/** Waits until the session and metadata are in, so eligibility and earlier uploads are known. */
async function settled(net: ReturnType<typeof stubWizard>) {
  await waitFor(() => expect(net.to('GET /auth/api/user-options-metadata')).toHaveLength(1));
  await waitFor(() => expect(net.to('GET /auth/check-login-status')).toHaveLength(1));
  await waitFor(() => expect(net.to('GET /auth/csrf-token')).toHaveLength(1));
}

describe('UploadStep: sources', () => {
  it('shows Upload File and Google Sheet tabs when the template allows both, Google Sheet first', async () => {
    stubWizard();
    renderStep();
    expect(screen.getByRole('tablist', { name: 'Data source' })).toBeInTheDocument();
    expect(sheetTab()).toHaveAttribute('aria-selected', 'true');
    expect(fileTab()).toHaveAttribute('aria-selected', 'false');
    expect(sheetInput()).toBeInTheDocument();
    expect(screen.getByText('The sheet must be shared as anyone with the link can view.')).toBeInTheDocument();
    expect(screen.queryByTestId('drop-zone')).not.toBeInTheDocument();

    await userEvent.click(fileTab());
    expect(fileTab()).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('drop-zone')).toBeInTheDocument();
    expect(screen.queryByLabelText('Google Sheet ID or URL')).not.toBeInTheDocument();
  });

  it('moves between the tabs with the arrow keys', async () => {
    stubWizard();
    const user = userEvent.setup();
    renderStep();
    sheetTab().focus();
    await user.keyboard('{ArrowRight}');
    expect(fileTab()).toHaveAttribute('aria-selected', 'true');
    expect(fileTab()).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(sheetTab()).toHaveAttribute('aria-selected', 'true');
  });

  it('shows no tabs and only the drop zone for a file-only template', () => {
    stubWizard();
    renderStep({ template: DEBT_FREE_MOM });
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.getByTestId('drop-zone')).toBeInTheDocument();
    expect(screen.queryByLabelText('Google Sheet ID or URL')).not.toBeInTheDocument();
  });

  it('shows no tabs and only the sheet field for a Google-Sheet-only template', () => {
    stubWizard();
    renderStep({ template: GOOGLE_ONLY });
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(sheetInput()).toBeInTheDocument();
    expect(screen.queryByTestId('drop-zone')).not.toBeInTheDocument();
  });

  it("links the template's blank and sample workbooks next to the drop zone, when it has them", async () => {
    stubWizard();
    const { unmount } = renderStep();
    await userEvent.click(fileTab());
    expect(screen.getByRole('link', { name: 'Download blank template' })).toHaveAttribute(
      'href',
      '/workflow/templates/wealth-whisperer/blank.xlsx',
    );
    expect(screen.getByRole('link', { name: 'Download sample workbook' })).toHaveAttribute(
      'href',
      '/workflow/templates/wealth-whisperer/sample.xlsx',
    );
    unmount();

    renderStep({ template: DEBT_FREE_MOM });
    expect(screen.queryByRole('link', { name: /Download/ })).not.toBeInTheDocument();
  });
});

describe('UploadStep: choosing a file', () => {
  it('takes the first .xlsx, .xls, .csv, .tsv, .txt, .ofx, .qfx, .qif or .xml of a drop and silently ignores other kinds', () => {
    stubWizard();
    renderStep({ template: DEBT_FREE_MOM });
    const zone = screen.getByTestId('drop-zone');

    fireEvent.drop(zone, { dataTransfer: { files: [workbookFile('photo.png'), workbookFile('notes.pdf')] } });
    expect(screen.queryByTestId('chosen-file')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    fireEvent.drop(zone, {
      dataTransfer: { files: [workbookFile('notes.pdf'), workbookFile('Budget.XLS', 'x'.repeat(2048)), workbookFile('other.csv')] },
    });
    expect(screen.getByTestId('chosen-file')).toHaveTextContent('Budget.XLS (2.0 KB)');

    fireEvent.drop(zone, { dataTransfer: { files: [workbookFile('export.csv', 'a,b\n')] } });
    expect(screen.getByTestId('chosen-file')).toHaveTextContent('export.csv (4 B)');

    // The server reads these as text too, so the wizard takes them.
    fireEvent.drop(zone, { dataTransfer: { files: [workbookFile('scan.pdf'), workbookFile('bank.tsv', 'a\tb\n')] } });
    expect(screen.getByTestId('chosen-file')).toHaveTextContent('bank.tsv (4 B)');
    fireEvent.drop(zone, { dataTransfer: { files: [workbookFile('Export.TXT', 'a;b\n')] } });
    expect(screen.getByTestId('chosen-file')).toHaveTextContent('Export.TXT (4 B)');
  });

  it('names the kinds it takes, bank statements included, from the API lists', () => {
    stubWizard();
    renderStep({ template: DEBT_FREE_MOM });
    expect(screen.getByTestId('drop-zone')).toHaveTextContent(
      'Excel (.xlsx, .xls), text (.csv, .tsv, .txt) or a bank statement (.ofx, .qfx, .qif, .xml)',
    );
  });

  it('takes a dropped bank statement (.ofx, .qfx, .qif, .xml) and ignores the other files of the drop', () => {
    stubWizard();
    renderStep({ template: DEBT_FREE_MOM });
    const zone = screen.getByTestId('drop-zone');

    fireEvent.drop(zone, {
      dataTransfer: { files: [workbookFile('statement.pdf'), workbookFile('checking.ofx', 'OFXHEADER:100\n', 'application/x-ofx')] },
    });
    expect(screen.getByTestId('chosen-file')).toHaveTextContent('checking.ofx (14 B)');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    fireEvent.drop(zone, { dataTransfer: { files: [workbookFile('Bank.QIF', '!Type:Bank\n', 'application/qif')] } });
    expect(screen.getByTestId('chosen-file')).toHaveTextContent('Bank.QIF (11 B)');

    fireEvent.drop(zone, { dataTransfer: { files: [workbookFile('quicken.qfx', 'OFXHEADER:100\n', '')] } });
    expect(screen.getByTestId('chosen-file')).toHaveTextContent('quicken.qfx (14 B)');

    fireEvent.drop(zone, { dataTransfer: { files: [workbookFile('camt053.xml', '<Document/>', 'application/xml')] } });
    expect(screen.getByTestId('chosen-file')).toHaveTextContent('camt053.xml (11 B)');

    // Only the name counts here; the server tells the format by the content.
    fireEvent.drop(zone, { dataTransfer: { files: [workbookFile('statement.ofx.pdf'), workbookFile('.qif')] } });
    expect(screen.getByTestId('chosen-file')).toHaveTextContent('camt053.xml (11 B)');
  });

  it('takes a bank statement picked by browsing and sends it as it is', async () => {
    const net = stubWizard({ 'POST /workflow/api/template/debt-free-mom/step/upload': { body: UPLOAD_OK } });
    const user = userEvent.setup();
    const { onUploaded } = renderStep({ template: DEBT_FREE_MOM });
    await settled(net);
    chooseFile(workbookFile('bank.qif', '!Type:Bank\nD01/02/2025\nT-12.50\n^\n', 'application/qif'));
    expect(screen.getByTestId('chosen-file')).toHaveTextContent('bank.qif');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(uploadButton());
    expect(await screen.findByText('File uploaded successfully!')).toBeInTheDocument();
    const [request] = net.to('POST /workflow/api/template/debt-free-mom/step/upload');
    const parts = await multipartParts(request.body, request.headers.get('content-type'));
    expect(parts.get('file')).toEqual({ value: '!Type:Bank\nD01/02/2025\nT-12.50\n^\n', fileName: 'bank.qif' });
    expect(onUploaded).toHaveBeenCalledWith(expect.objectContaining({ source: 'file', fileName: 'bank.qif' }));
  });

  it('shows the name and size of a file picked by browsing', () => {
    stubWizard();
    renderStep({ template: DEBT_FREE_MOM });
    expect(fileInput()).toHaveAttribute('accept', '.xlsx,.xls,.csv,.tsv,.txt,.ofx,.qfx,.qif,.xml');
    chooseFile(workbookFile('budget.xlsx', 'x'.repeat(1500)));
    expect(screen.getByTestId('chosen-file')).toHaveTextContent('budget.xlsx (1.5 KB)');
  });

  it('says so when a picked file is of another kind, and keeps none', () => {
    stubWizard();
    renderStep({ template: DEBT_FREE_MOM });
    chooseFile(workbookFile('scan.pdf'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'scan.pdf is not a supported file. Choose an .xlsx, .xls, .csv, .tsv, .txt, .ofx, .qfx, .qif or .xml file.',
    );
    expect(screen.queryByTestId('chosen-file')).not.toBeInTheDocument();
  });

  it('opens the file dialog from the drop zone by click, Enter and Space', async () => {
    stubWizard();
    const user = userEvent.setup();
    renderStep({ template: DEBT_FREE_MOM });
    const click = jest.spyOn(fileInput() as HTMLInputElement, 'click').mockImplementation(() => undefined);
    const zone = screen.getByRole('button', { name: 'Choose a file to upload (.xlsx, .xls, .csv, .tsv, .txt, .ofx, .qfx, .qif or .xml)' });
    await user.click(zone);
    zone.focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(click).toHaveBeenCalledTimes(3);
  });
});

describe('UploadStep: uploading a file', () => {
  it('sends the file as multipart with file_source_type=file, then says so and opens Next', async () => {
    const net = stubWizard({ [UPLOAD_ROUTE]: { body: UPLOAD_OK } });
    const user = userEvent.setup();
    const { onUploaded, onNext } = renderStep({ template: WEALTH });
    await settled(net);
    await user.click(fileTab());
    expect(nextButton()).toBeDisabled();

    chooseFile(workbookFile('budget.xlsx', 'workbook-bytes'));
    await user.click(uploadButton());

    expect(await screen.findByText('File uploaded successfully!')).toBeInTheDocument();
    const [request] = net.to(UPLOAD_ROUTE);
    expect(request.headers.get('X-CSRFToken')).toBe('tok-1');
    expect(request.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    const parts = await multipartParts(request.body, request.headers.get('content-type'));
    expect(parts.get('file_source_type')).toEqual({ value: 'file' });
    expect(parts.get('file')).toEqual({ value: 'workbook-bytes', fileName: 'budget.xlsx' });

    expect(onUploaded).toHaveBeenCalledWith({
      source: 'file',
      fileName: 'budget.xlsx',
      googleSheetId: null,
      sheetNames: ['Jan', 'Feb', 'Mar', 'Notes'],
      suggested: UPLOAD_OK.data.suggested_options,
      // How each sheet was read, and where its rows would go, go on to the options step.
      sheets: UPLOAD_OK.data.sheets,
      sourceProposal: UPLOAD_OK.data.source_proposal,
    });
    expect(nextButton()).toBeEnabled();
    await user.click(nextButton());
    expect(onNext).toHaveBeenCalledTimes(1);
  });

  it('asks for a file before sending anything', async () => {
    const net = stubWizard({ [UPLOAD_ROUTE]: { body: UPLOAD_OK } });
    renderStep({ template: DEBT_FREE_MOM });
    await settled(net);
    await userEvent.click(uploadButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a file to upload.');
    expect(net.to('POST /workflow/api/template/debt-free-mom/step/upload')).toHaveLength(0);
  });

  it('shows Uploading… and keeps the inputs still while the upload runs', async () => {
    const answer = deferred<Response>();
    const net = stubWizard({ 'POST /workflow/api/template/debt-free-mom/step/upload': () => answer.promise });
    const user = userEvent.setup();
    renderStep({ template: DEBT_FREE_MOM });
    await settled(net);
    chooseFile(workbookFile('budget.xlsx'));
    await user.click(uploadButton());
    expect(await screen.findByRole('button', { name: 'Uploading…' })).toBeDisabled();
    expect(fileInput()).toBeDisabled();
    expect(nextButton()).toBeDisabled();
    answer.resolve(jsonResponse(UPLOAD_OK));
    expect(await screen.findByText('File uploaded successfully!')).toBeInTheDocument();
    expect(uploadButton()).toBeEnabled();
  });

  it.each([
    [
      'the server error of a 4xx answer',
      { status: 415, body: { success: false, error: 'That file is not an Excel workbook or CSV file.' } },
      'That file is not an Excel workbook or CSV file.',
    ],
    [
      'the error of a 200 answer that says success:false',
      { status: 200, body: { success: false, error: 'No sheet matched a known layout.' } },
      'No sheet matched a known layout.',
    ],
    ['Upload failed when the answer gives no reason', { status: 400, body: { success: false } }, 'Upload failed'],
    [
      'the file fallback when no answer can be read',
      { status: 502, body: '<html>Bad gateway</html>' },
      'An error occurred while uploading the file.',
    ],
  ])('shows %s and keeps Next closed', async (_case, answer, message) => {
    const route =
      typeof answer.body === 'string'
        ? () => new Response(answer.body as string, { status: answer.status, headers: { 'content-type': 'text/html' } })
        : answer;
    const net = stubWizard({ 'POST /workflow/api/template/debt-free-mom/step/upload': route });
    const user = userEvent.setup();
    const { onUploaded } = renderStep({ template: DEBT_FREE_MOM });
    await settled(net);
    chooseFile(workbookFile('budget.xlsx'));
    await user.click(uploadButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByText('File uploaded successfully!')).not.toBeInTheDocument();
    expect(nextButton()).toBeDisabled();
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it('treats a successful answer without sheets as a failure', async () => {
    const net = stubWizard({
      'POST /workflow/api/template/debt-free-mom/step/upload': { body: { ...UPLOAD_OK, data: { ...UPLOAD_OK.data, sheet_names: [] } } },
    });
    const user = userEvent.setup();
    const { onUploaded } = renderStep({ template: DEBT_FREE_MOM });
    await settled(net);
    chooseFile(workbookFile('budget.xlsx'));
    await user.click(uploadButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('No sheets were found in that workbook.');
    expect(onUploaded).not.toHaveBeenCalled();
    expect(nextButton()).toBeDisabled();
  });

  it('clears the message and closes Next when the file changes after a success, until the next upload succeeds', async () => {
    const net = stubWizard({
      'POST /workflow/api/template/debt-free-mom/step/upload': [
        { body: UPLOAD_OK },
        { status: 400, body: { success: false, error: 'Too small.' } },
        { body: UPLOAD_OK },
      ],
    });
    const user = userEvent.setup();
    const { onUploaded, rerender } = renderStep({ template: DEBT_FREE_MOM });
    await settled(net);
    chooseFile(workbookFile('first.xlsx'));
    await user.click(uploadButton());
    expect(await screen.findByText('File uploaded successfully!')).toBeInTheDocument();
    // The wizard keeps the result and hands it back.
    rerender(<UploadStep template={DEBT_FREE_MOM} previous={onUploaded.mock.calls[0][0]} onUploaded={onUploaded} onNext={jest.fn()} />);
    expect(nextButton()).toBeEnabled();

    chooseFile(workbookFile('second.xlsx'));
    expect(screen.queryByText('File uploaded successfully!')).not.toBeInTheDocument();
    expect(nextButton()).toBeDisabled();

    await user.click(uploadButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Too small.');
    expect(nextButton()).toBeDisabled();

    await user.click(uploadButton());
    expect(await screen.findByText('File uploaded successfully!')).toBeInTheDocument();
    expect(nextButton()).toBeEnabled();
  });
});

describe('UploadStep: connecting a Google Sheet', () => {
  it('takes the ID out of a pasted URL, sends it as JSON and says the sheet is connected', async () => {
    const net = stubWizard({ [UPLOAD_ROUTE]: { body: UPLOAD_OK } });
    const user = userEvent.setup();
    const { onUploaded } = renderStep();
    await settled(net);
    await user.click(sheetInput());
    await user.paste(`https://docs.google.com/spreadsheets/d/${SHEET_ID}/edit#gid=0`);
    expect(screen.getByTestId('extracted-sheet-id')).toHaveTextContent(`Sheet ID: ${SHEET_ID}`);

    await user.click(uploadButton());
    expect(await screen.findByText('Google Sheet connected successfully!')).toBeInTheDocument();
    const [request] = net.to(UPLOAD_ROUTE);
    expect(request.json).toEqual({ sheet_id: SHEET_ID, file_source_type: 'google_sheet' });
    expect(request.headers.get('content-type')).toMatch(/^application\/json/);
    expect(onUploaded).toHaveBeenCalledWith(expect.objectContaining({ source: 'googleSheet', googleSheetId: SHEET_ID, fileName: null }));
    expect(nextButton()).toBeEnabled();
  });

  it('sends a bare ID as it is, without showing an extracted one', async () => {
    const net = stubWizard({ [UPLOAD_ROUTE]: { body: UPLOAD_OK } });
    const user = userEvent.setup();
    renderStep();
    await settled(net);
    await user.type(sheetInput(), `  ${SHEET_ID}  `);
    expect(screen.queryByTestId('extracted-sheet-id')).not.toBeInTheDocument();
    await user.click(uploadButton());
    await screen.findByText('Google Sheet connected successfully!');
    expect(net.to(UPLOAD_ROUTE)[0].json).toEqual({ sheet_id: SHEET_ID, file_source_type: 'google_sheet' });
  });

  it('asks for a sheet ID or URL before sending anything', async () => {
    const net = stubWizard({ [UPLOAD_ROUTE]: { body: UPLOAD_OK } });
    const user = userEvent.setup();
    renderStep();
    await settled(net);
    await user.type(sheetInput(), '   ');
    await user.click(uploadButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a Google Sheet ID or URL.');
    expect(net.to(UPLOAD_ROUTE)).toHaveLength(0);
  });

  it.each([
    ['a bare ID too short to be one', '1AbC'],
    ['a sheet URL without an ID', 'https://docs.google.com/spreadsheets/d/'],
    ['a link to some other site', 'https://example.com/sheet'],
  ])('refuses %s before sending anything, as the server would', async (_case, input) => {
    const net = stubWizard({ [UPLOAD_ROUTE]: { body: UPLOAD_OK } });
    const user = userEvent.setup();
    renderStep();
    await settled(net);
    await user.type(sheetInput(), input);
    expect(screen.queryByTestId('extracted-sheet-id')).not.toBeInTheDocument();
    await user.click(uploadButton());
    expect(screen.getByRole('alert')).toHaveTextContent('That is not a Google Sheet ID or URL.');
    expect(net.to(UPLOAD_ROUTE)).toHaveLength(0);
    expect(nextButton()).toBeDisabled();
  });

  it('shows the Google Sheet fallback when the server cannot be reached', async () => {
    const net = stubWizard({
      [UPLOAD_ROUTE]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const user = userEvent.setup();
    renderStep();
    await settled(net);
    await user.type(sheetInput(), SHEET_ID);
    await user.click(uploadButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred while connecting to Google Sheet.');
  });

  it('changing the source after a success clears the message and closes Next', async () => {
    const net = stubWizard({ [UPLOAD_ROUTE]: { body: UPLOAD_OK } });
    const user = userEvent.setup();
    const { onUploaded, rerender } = renderStep();
    await settled(net);
    await user.type(sheetInput(), SHEET_ID);
    await user.click(uploadButton());
    await screen.findByText('Google Sheet connected successfully!');
    rerender(<UploadStep template={WEALTH} previous={onUploaded.mock.calls[0][0]} onUploaded={onUploaded} onNext={jest.fn()} />);
    expect(nextButton()).toBeEnabled();

    await user.click(fileTab());
    expect(screen.queryByText('Google Sheet connected successfully!')).not.toBeInTheDocument();
    expect(nextButton()).toBeDisabled();
  });

  it('prefills the sheet the user connected before', async () => {
    const net = stubWizard({}, { metadata: { ...EARLIER_OPTIONS, google_sheet_id: '1Earlier' } });
    renderStep();
    await settled(net);
    await waitFor(() => expect(sheetInput()).toHaveValue('1Earlier'));
  });
});

describe('UploadStep: going on with an earlier upload', () => {
  it('opens Next without uploading when a workbook from an earlier run is kept', async () => {
    const net = stubWizard({}, { metadata: EARLIER_OPTIONS });
    const { onNext } = renderStep();
    await settled(net);
    await waitFor(() => expect(nextButton()).toBeEnabled());
    expect(screen.getByTestId('previous-upload')).toHaveTextContent('Your previous upload is kept.');
    await userEvent.click(nextButton());
    expect(onNext).toHaveBeenCalledTimes(1);
    expect(net.to(UPLOAD_ROUTE)).toHaveLength(0);
  });

  it('closes Next again once the user starts a new upload', async () => {
    const net = stubWizard({}, { metadata: EARLIER_OPTIONS });
    renderStep();
    await settled(net);
    await waitFor(() => expect(nextButton()).toBeEnabled());
    await userEvent.type(sheetInput(), '1New');
    expect(nextButton()).toBeDisabled();
  });

  it('keeps Next closed for a user who never uploaded', async () => {
    const net = stubWizard();
    renderStep();
    await settled(net);
    expect(nextButton()).toBeDisabled();
  });
});

describe('UploadStep: eligibility, template and CSRF', () => {
  it.each([
    [
      'the trial is over',
      { eligible: false, usage_used: 0, trial_ends_at: '2000-01-01T00:00:00.000Z' },
      'Your free trial has ended. Upgrade your plan to upload new data.',
    ],
    [
      'the usage limit is reached',
      { eligible: false, usage_used: 20, usage_limit: 20 },
      'You have used all 20 uploads of your plan this month.',
    ],
  ])('dims the upload area and disables its inputs when %s', async (_case, fields, reason) => {
    const net = stubWizard({}, { session: { ...SESSION, ...fields } });
    const user = userEvent.setup();
    renderStep();
    await settled(net);
    expect(await screen.findByText(new RegExp(reason.replace(/[.]/g, '\\.')))).toBeInTheDocument();
    const area = screen.getByTestId('upload-area');
    expect(area).toHaveClass('is-dimmed');
    expect(area).toHaveAttribute('aria-disabled', 'true');
    expect(sheetInput()).toBeDisabled();
    expect(uploadButton()).toBeDisabled();
    expect(fileTab()).toBeDisabled();
    expect(within(area).getByRole('tab', { name: 'Google Sheet' })).toBeDisabled();
    await user.click(uploadButton());
    expect(net.to(UPLOAD_ROUTE)).toHaveLength(0);
    // The way to a plan is right there: the shell opens the plans view from this address.
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/main/plans');
  });

  it('lets an ineligible user go on with the earlier upload', async () => {
    const net = stubWizard({}, { session: { ...SESSION, eligible: false, usage_used: 20, usage_limit: 20 }, metadata: EARLIER_OPTIONS });
    renderStep();
    await settled(net);
    expect(await screen.findByText(/You can still continue with your previous upload\./)).toBeInTheDocument();
    expect(nextButton()).toBeEnabled();
  });

  it('does not dim anything for an eligible user', async () => {
    const net = stubWizard();
    renderStep();
    await settled(net);
    expect(screen.getByTestId('upload-area')).not.toHaveClass('is-dimmed');
    expect(sheetInput()).toBeEnabled();
  });

  it('fails with currentTemplate is required when there is no template', async () => {
    const net = stubWizard();
    const user = userEvent.setup();
    renderStep({ template: undefined });
    await settled(net);
    await user.click(fileTab());
    chooseFile(workbookFile('budget.xlsx'));
    await user.click(uploadButton());
    expect(screen.getByRole('alert')).toHaveTextContent('currentTemplate is required');
    expect(net.requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('says Failed to retrieve CSRF token when it cannot be fetched, and CSRF token is missing. on upload', async () => {
    const net = stubWizard({ 'GET /auth/csrf-token': { status: 500, body: { success: false, error: 'Database is down.' } } });
    const user = userEvent.setup();
    renderStep({ template: DEBT_FREE_MOM });
    expect(await screen.findByText('Failed to retrieve CSRF token')).toBeInTheDocument();
    chooseFile(workbookFile('budget.xlsx'));
    await user.click(uploadButton());
    expect(screen.getByText('CSRF token is missing.')).toBeInTheDocument();
    expect(net.requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });
});
