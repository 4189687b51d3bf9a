/**
 * Where the upload's rows go, on the options step: the upload's proposal, Change to another of the
 * user's sources or a new one, and what the options request carries for each.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SourceProposalDto } from '@ontrack/api/contracts';
import type { UploadResult } from '../../lib/types';
import { BUDGET_PROPOSAL, CATEGORY_ROWS, OPTIONS_ROUTE, SOURCES, SOURCES_ROUTE, stubWizard, UPLOAD_OK } from '../../../../testing/fixtures';
import { renderOptionsStep } from '../../../../testing/options-step';

const CHECKING_PROPOSAL: SourceProposalDto = {
  id: 3,
  name: 'Checking',
  kind: 'account',
  reason: 'account_number',
  last_import_at: '2025-03-05T12:00:00.000Z',
};
const NEW_PROPOSAL: SourceProposalDto = { id: null, name: 'statement', kind: 'account', reason: 'new', last_import_at: null };

const upload = (sourceProposal: SourceProposalDto | null = CHECKING_PROPOSAL): UploadResult => ({
  source: 'file',
  fileName: 'statement.ofx',
  googleSheetId: null,
  sheetNames: UPLOAD_OK.data.sheet_names,
  suggested: UPLOAD_OK.data.suggested_options,
  ...(sourceProposal ? { sourceProposal } : {}),
});

function stubOptions(routes = {}) {
  return stubWizard({ [OPTIONS_ROUTE]: { body: { success: true, data: { categories: CATEGORY_ROWS } } }, ...routes });
}

const group = () => screen.getByRole('group', { name: 'Where the rows go' });
const destination = () => screen.getByTestId('source-destination');
const changeButton = () => within(group()).getByRole('button', { name: 'Change' });
const sourceSelect = () => screen.getByRole('combobox', { name: 'Send the rows to' });
const nameField = () => screen.getByRole('textbox', { name: 'Name of the new source' });
const kindChoice = (name: RegExp) => within(screen.getByRole('group', { name: 'Kind of source' })).getByRole('radio', { name });
const nextButton = () => screen.getByRole('button', { name: 'Next' });
const sentOptions = async (net: ReturnType<typeof stubWizard>) => {
  await waitFor(() => expect(net.to(OPTIONS_ROUTE)).toHaveLength(1));
  return net.to(OPTIONS_ROUTE)[0].json as Record<string, unknown>;
};

describe('SourcePicker: the proposal', () => {
  it('shows an existing source with its last import and why it was matched', async () => {
    stubOptions();
    await renderOptionsStep({ upload: upload() });
    expect(destination()).toHaveTextContent('Add to: Checking — last import Mar 5, 2025 (matched by account number)');
    expect(changeButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('combobox', { name: 'Send the rows to' })).not.toBeInTheDocument();
  });

  it('shows a workbook matched by its file and columns', async () => {
    stubOptions();
    await renderOptionsStep({ upload: upload(BUDGET_PROPOSAL) });
    expect(destination()).toHaveTextContent('Add to: My budget — last import Jan 10, 2025 (same file and columns as before)');
  });

  it('shows a new source with its kind', async () => {
    stubOptions();
    await renderOptionsStep({ upload: upload(NEW_PROPOSAL) });
    expect(destination()).toHaveTextContent('New source: statement (Bank account)');
  });

  it('is not shown when going on with an earlier upload, whose rows the server places', async () => {
    const net = stubOptions();
    await renderOptionsStep({ upload: upload(null) });
    expect(screen.queryByRole('group', { name: 'Where the rows go' })).not.toBeInTheDocument();
    expect(net.to(SOURCES_ROUTE)).toHaveLength(0);
  });

  it('unchanged, the options request carries no source', async () => {
    const net = stubOptions();
    const user = userEvent.setup();
    const { onSaved, onSourceChange } = await renderOptionsStep({ upload: upload() });
    await user.click(nextButton());
    expect(await sentOptions(net)).not.toHaveProperty('source');
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(onSaved.mock.calls[0][0]).not.toHaveProperty('source');
    expect(onSourceChange).not.toHaveBeenCalled();
  });
});

describe('SourcePicker: Change', () => {
  it("lists the user's sources by name and kind, and a new source", async () => {
    stubOptions();
    const user = userEvent.setup();
    await renderOptionsStep({ upload: upload() });
    await user.click(changeButton());
    const button = within(group()).getByRole('button', { name: 'Keep the suggestion' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(button.getAttribute('aria-controls')!)).toContainElement(sourceSelect());
    await waitFor(() => expect(within(sourceSelect()).getAllByRole('option')).toHaveLength(SOURCES.length + 1));
    expect(
      within(sourceSelect())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Checking (Bank account)', 'My budget (Budget workbook)', 'Savings (Bank account)', 'A new source…']);
    // The proposal is what is chosen until the user picks another.
    expect(sourceSelect()).toHaveDisplayValue('Checking (Bank account)');
  });

  it('sends {id} of another source, and tells the wizard of the choice', async () => {
    const net = stubOptions();
    const user = userEvent.setup();
    const { onSaved, onSourceChange } = await renderOptionsStep({ upload: upload() });
    await user.click(changeButton());
    await screen.findByRole('option', { name: 'Savings (Bank account)' });
    await user.selectOptions(sourceSelect(), 'Savings (Bank account)');
    expect(destination()).toHaveTextContent('Add to: Savings — last import Feb 20, 2025');
    const savings = { id: 8, name: 'Savings', kind: 'account', last_import_at: '2025-02-20T12:00:00.000Z' };
    expect(onSourceChange).toHaveBeenLastCalledWith({ existing: savings });

    await user.click(nextButton());
    expect((await sentOptions(net)).source).toEqual({ id: 8 });
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(onSaved.mock.calls[0][0].source).toEqual({ existing: savings });
  });

  it('the proposed source picked again, or Keep the suggestion, is no choice: no source is sent', async () => {
    const net = stubOptions();
    const user = userEvent.setup();
    const { onSourceChange } = await renderOptionsStep({ upload: upload() });
    await user.click(changeButton());
    await screen.findByRole('option', { name: 'Savings (Bank account)' });
    await user.selectOptions(sourceSelect(), 'Savings (Bank account)');
    await user.selectOptions(sourceSelect(), 'Checking (Bank account)');
    expect(onSourceChange).toHaveBeenLastCalledWith(null);
    expect(destination()).toHaveTextContent('Add to: Checking — last import Mar 5, 2025 (matched by account number)');

    await user.selectOptions(sourceSelect(), 'Savings (Bank account)');
    await user.click(within(group()).getByRole('button', { name: 'Keep the suggestion' }));
    expect(onSourceChange).toHaveBeenLastCalledWith(null);
    expect(changeButton()).toHaveFocus();
    expect(screen.queryByRole('combobox', { name: 'Send the rows to' })).not.toBeInTheDocument();

    await user.click(nextButton());
    expect(await sentOptions(net)).not.toHaveProperty('source');
  });

  it('is reached and worked with the keyboard alone', async () => {
    stubOptions();
    const user = userEvent.setup();
    await renderOptionsStep({ upload: upload() });
    await screen.findByRole('heading', { name: 'Select Options' });
    await user.tab();
    expect(nextButton()).toHaveFocus();
    await user.tab();
    expect(changeButton()).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.tab();
    expect(sourceSelect()).toHaveFocus();
    await user.selectOptions(sourceSelect(), 'A new source…');
    await user.tab();
    expect(nameField()).toHaveFocus();
    await user.keyboard('Visa card');
    await user.tab();
    expect(kindChoice(/^Bank account/)).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(kindChoice(/^Budget workbook/)).toBeChecked();
    expect(destination()).toHaveTextContent('New source: Visa card (Budget workbook)');
  });
});

describe('SourcePicker: a new source', () => {
  it('sends {new: {name, kind}} with the name trimmed and the kind chosen', async () => {
    const net = stubOptions();
    const user = userEvent.setup();
    await renderOptionsStep({ upload: upload() });
    await user.click(changeButton());
    await user.selectOptions(sourceSelect(), 'A new source…');
    // A new source starts as the kind proposed, without a name.
    expect(nameField()).toHaveValue('');
    expect(kindChoice(/^Bank account: each import adds to it$/)).toBeChecked();
    expect(kindChoice(/^Budget workbook: each import replaces it$/)).not.toBeChecked();

    await user.type(nameField(), '  Visa card ');
    await user.click(kindChoice(/^Budget workbook/));
    expect(destination()).toHaveTextContent('New source: Visa card (Budget workbook)');
    await user.click(nextButton());
    expect((await sentOptions(net)).source).toEqual({ new: { name: 'Visa card', kind: 'workbook' } });
  });

  it('asks for a name before sending anything, and the message goes once it is typed', async () => {
    const net = stubOptions();
    const user = userEvent.setup();
    const { onSaved } = await renderOptionsStep({ upload: upload() });
    await user.click(changeButton());
    await user.selectOptions(sourceSelect(), 'A new source…');
    // No message before a first Next.
    expect(nameField()).not.toHaveAttribute('aria-invalid');

    await user.click(nextButton());
    expect(nameField()).toHaveAttribute('aria-invalid', 'true');
    expect(nameField()).toHaveAccessibleDescription('Enter a name for the new source.');
    expect(nameField()).toHaveFocus();
    expect(net.to(OPTIONS_ROUTE)).toHaveLength(0);

    await user.type(nameField(), '   ');
    await user.click(nextButton());
    expect(nameField()).toHaveAccessibleDescription('Enter a name for the new source.');
    expect(net.to(OPTIONS_ROUTE)).toHaveLength(0);

    await user.type(nameField(), 'Joint');
    expect(nameField()).not.toHaveAttribute('aria-invalid');
    await user.click(nextButton());
    expect((await sentOptions(net)).source).toEqual({ new: { name: 'Joint', kind: 'account' } });
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
  });

  it('refuses a name past 120 characters, saying so', async () => {
    const net = stubOptions();
    const user = userEvent.setup();
    await renderOptionsStep({ upload: upload(), source: { new: { name: 'x'.repeat(121), kind: 'account' } } });
    await user.click(nextButton());
    expect(nameField()).toHaveAccessibleDescription('The name of the new source can be at most 120 characters (it has 121).');
    expect(net.to(OPTIONS_ROUTE)).toHaveLength(0);
  });

  it('a proposed new source is prefilled; left as it is, no source is sent', async () => {
    const net = stubOptions();
    const user = userEvent.setup();
    await renderOptionsStep({ upload: upload(NEW_PROPOSAL) });
    await user.click(changeButton());
    expect(sourceSelect()).toHaveDisplayValue('A new source…');
    expect(nameField()).toHaveValue('statement');
    expect(kindChoice(/^Bank account/)).toBeChecked();
    await user.click(nextButton());
    expect(await sentOptions(net)).not.toHaveProperty('source');
  });

  it('a proposed new source of another kind is sent as chosen', async () => {
    const net = stubOptions();
    const user = userEvent.setup();
    await renderOptionsStep({ upload: upload(NEW_PROPOSAL) });
    await user.click(changeButton());
    await user.click(kindChoice(/^Budget workbook/));
    await user.click(nextButton());
    expect((await sentOptions(net)).source).toEqual({ new: { name: 'statement', kind: 'workbook' } });
  });
});

describe('SourcePicker: kept and failing', () => {
  it('shows the choice left earlier in this run, and sends it', async () => {
    const net = stubOptions();
    const user = userEvent.setup();
    const savings = { id: 8, name: 'Savings', kind: 'account' as const, last_import_at: '2025-02-20T12:00:00.000Z' };
    await renderOptionsStep({ upload: upload(), source: { existing: savings } });
    expect(destination()).toHaveTextContent('Add to: Savings — last import Feb 20, 2025');
    await waitFor(() => expect(sourceSelect()).toHaveDisplayValue('Savings (Bank account)'));
    await user.click(nextButton());
    expect((await sentOptions(net)).source).toEqual({ id: 8 });
  });

  it('when the sources cannot be loaded, the proposal still shows, a new source can be chosen, and Next still sends', async () => {
    const net = stubOptions({ [SOURCES_ROUTE]: { status: 500, body: { success: false, error: 'Database unavailable.' } } });
    const user = userEvent.setup();
    await renderOptionsStep({ upload: upload() });
    expect(destination()).toHaveTextContent('Add to: Checking — last import Mar 5, 2025 (matched by account number)');
    await user.click(changeButton());
    expect(await screen.findByText(/Your sources could not be loaded/)).toBeInTheDocument();
    expect(
      within(sourceSelect())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Checking (Bank account)', 'A new source…']);

    await user.selectOptions(sourceSelect(), 'A new source…');
    await user.type(nameField(), 'Joint');
    await user.click(nextButton());
    expect((await sentOptions(net)).source).toEqual({ new: { name: 'Joint', kind: 'account' } });
  });

  it('when the sources cannot be loaded, the proposal kept is sent without a source', async () => {
    const net = stubOptions({
      [SOURCES_ROUTE]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const user = userEvent.setup();
    const { onSaved } = await renderOptionsStep({ upload: upload() });
    await waitFor(() => expect(net.to(SOURCES_ROUTE).length).toBeGreaterThan(0));
    expect(destination()).toHaveTextContent('Add to: Checking');
    await user.click(nextButton());
    expect(await sentOptions(net)).not.toHaveProperty('source');
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
  });
});
