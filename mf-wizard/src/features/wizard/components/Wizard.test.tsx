import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { SessionDto, UserOptionsMetadataDto } from '@ontrack/api/contracts';
import { activeStepSet, createAppStore } from '@ontrack/shell/platform';
import { renderWithProviders } from '@ontrack/shell/platform/testing';
import { deferred, jsonResponse, type StubRoute } from '../../../../../shell/testing/fetch-stub';
import {
  CATEGORIES_ROUTE,
  CATEGORY_ROWS,
  EARLIER_OPTIONS,
  importedAnswer,
  NO_OPTIONS,
  OPTIONS_ROUTE,
  SESSION,
  SHEET_ID,
  SOURCES_ROUTE,
  stubWizard,
  UPLOAD_OK,
  UPLOAD_ROUTE,
  VISUALS,
} from '../../../testing/fixtures';
import { LocationDisplay } from '../../../testing/location';
import { Wizard } from './Wizard';

// Whole walks through the wizard: room for a busy machine.
jest.setTimeout(20_000);

// A navigation the shell has not shown yet (React Router renders it in a transition, which a busy
// machine may not commit for a while): navigating to the path held here changes nothing.
const mockHeldPath: { current: string | null } = { current: null };
jest.mock('react-router-dom', () => {
  const actual = jest.requireActual('react-router-dom');
  return {
    ...actual,
    useNavigate: () => {
      const navigate = actual.useNavigate();
      return (to: unknown, options?: unknown) => (to === mockHeldPath.current ? undefined : navigate(to, options));
    },
  };
});

const OPTIONS_OK = { body: { success: true, data: { categories: CATEGORY_ROWS } } };
const CATEGORIES_OK = { body: { success: true, data: { visuals_data: VISUALS } } };
// The real timer functions, kept for waiting on network answers while a test fakes the clock.
const realSetTimeout = globalThis.setTimeout;

interface Options {
  route?: string;
  activeStep?: number;
  session?: SessionDto;
  metadata?: UserOptionsMetadataDto;
  routes?: Record<string, StubRoute>;
}

function renderWizard({ route = '/main/upload', activeStep = 1, session = SESSION, metadata = NO_OPTIONS, routes = {} }: Options = {}) {
  const net = stubWizard(
    { [UPLOAD_ROUTE]: { body: UPLOAD_OK }, [OPTIONS_ROUTE]: OPTIONS_OK, [CATEGORIES_ROUTE]: CATEGORIES_OK, ...routes },
    { session, metadata },
  );
  const store = createAppStore();
  store.dispatch(activeStepSet(activeStep));
  const onClose = jest.fn();
  const view = renderWithProviders(
    <>
      <Routes>
        <Route path="/main/dashboard" element={<p>Dashboard marker</p>} />
        <Route path="*" element={<Wizard onClose={onClose} />} />
      </Routes>
      <LocationDisplay />
    </>,
    { store, route },
  );
  return { ...view, net, onClose, store };
}

const location = () => screen.getByTestId('location').textContent;
const stepButton = (name: RegExp) => within(screen.getByRole('navigation', { name: 'Wizard steps' })).getByRole('button', { name });
const nextButton = () => screen.getByRole('button', { name: 'Next' });
const dialog = () => screen.getByRole('dialog');

/** Waits for real network answers without moving a faked clock. */
async function waitReal(check: () => boolean) {
  for (let i = 0; i < 500 && !check(); i += 1) {
    await act(async () => {
      await new Promise((resolve) => realSetTimeout(resolve, 10));
    });
  }
  expect(check()).toBe(true);
}

/** From the upload step (with an earlier upload kept) to the categories table. */
async function walkToCategories(user: ReturnType<typeof userEvent.setup>) {
  await waitFor(() => expect(nextButton()).toBeEnabled());
  await user.click(nextButton());
  await screen.findByRole('heading', { name: 'Select Options' });
  await user.click(nextButton());
  await screen.findByRole('heading', { name: 'Configure Categories' });
}

/** Connects the Google Sheet and goes on to the options step. */
async function uploadAndGoOn(user: ReturnType<typeof userEvent.setup>) {
  const field = await screen.findByLabelText('Google Sheet ID or URL');
  await user.clear(field);
  await user.type(field, SHEET_ID);
  await user.click(screen.getByRole('button', { name: 'Upload' }));
  await screen.findByText('Google Sheet connected successfully!');
  await user.click(nextButton());
  await screen.findByRole('heading', { name: 'Select Options' });
}

const destination = () => screen.getByTestId('source-destination');

/** Change → the source named (as the list shows it). */
async function chooseSource(user: ReturnType<typeof userEvent.setup>, label: string) {
  await user.click(screen.getByRole('button', { name: 'Change' }));
  await screen.findByRole('option', { name: label });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Send the rows to' }), label);
}

afterEach(() => {
  jest.useRealTimers();
});

describe('Wizard: the modal', () => {
  it("is titled after the user's template, with Step 1 of 3", async () => {
    renderWizard();
    expect(await screen.findByRole('dialog', { name: 'Update Wealth Whisperer Transaction Log Data' })).toBeInTheDocument();
    expect(await screen.findByText('Step 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Upload Data' })).toBeInTheDocument();
  });

  it('is titled Update Your Data without a template', async () => {
    renderWizard({ session: { ...SESSION, template_id: undefined } });
    expect(await screen.findByRole('dialog', { name: 'Update Your Data' })).toBeInTheDocument();
  });

  it('marks the current step and lets only reachable steps be clicked', async () => {
    renderWizard({ activeStep: 1 });
    await screen.findByText('Step 1 of 3');
    expect(stepButton(/Upload/)).toHaveAttribute('aria-current', 'step');
    expect(stepButton(/Options/)).toBeDisabled();
    expect(stepButton(/Categories/)).toBeDisabled();
  });

  it('sends a step beyond the active one back to the furthest reachable step', async () => {
    renderWizard({ route: '/main/categories', activeStep: 1 });
    await waitFor(() => expect(location()).toBe('/main/upload'));
    expect(await screen.findByText('Step 1 of 3')).toBeInTheDocument();
  });

  it('opens a reachable step from the URL', async () => {
    renderWizard({ route: '/main/options', activeStep: 3, metadata: EARLIER_OPTIONS });
    expect(await screen.findByRole('heading', { name: 'Select Options' })).toBeInTheDocument();
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
    expect(stepButton(/Upload \(completed\)/)).toBeEnabled();
    expect(stepButton(/Categories/)).toBeEnabled();
    expect(location()).toBe('/main/options');
  });
});

describe('Wizard: moving through the steps', () => {
  it('walks upload → options → categories → dashboard, keeping what was entered on the way back', async () => {
    const user = userEvent.setup();
    const { net, store } = renderWizard();

    // Upload a Google Sheet.
    await user.type(await screen.findByLabelText('Google Sheet ID or URL'), `https://docs.google.com/spreadsheets/d/${SHEET_ID}/edit`);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await screen.findByText('Google Sheet connected successfully!');
    await user.click(nextButton());

    // Options, prefilled from the upload's suggestion.
    expect(await screen.findByRole('heading', { name: 'Select Options' })).toBeInTheDocument();
    // The step's title takes the focus, so it stays inside the dialog.
    expect(screen.getByRole('heading', { name: 'Select Options' })).toHaveFocus();
    expect(location()).toBe('/main/options');
    expect(store.getState().wizard.activeStep).toBe(2);
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
    expect(stepButton(/Upload \(completed\)/)).toBeEnabled();
    expect(stepButton(/Categories/)).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Mar' })).toBeChecked();
    expect(screen.getByLabelText('Period start date')).toHaveValue('2025-01-01');
    await user.click(screen.getByRole('checkbox', { name: 'Mar' }));
    await user.click(nextButton());

    // Categories.
    expect(await screen.findByRole('heading', { name: 'Configure Categories' })).toBeInTheDocument();
    expect(location()).toBe('/main/categories');
    expect(store.getState().wizard.activeStep).toBe(3);
    expect(net.to(OPTIONS_ROUTE)[0].json).toMatchObject({
      selected_sheets: ['Jan', 'Feb'],
      selected_date: '2025-01-01',
      period_type: 'monthly',
    });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Transaction type for Pets / Vet' }), 'Ignore');

    // Back to the upload step: the upload is still there, Next still open.
    await user.click(stepButton(/Upload/));
    expect(location()).toBe('/main/upload');
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    expect(nextButton()).toBeEnabled();
    expect(stepButton(/Categories/)).toBeEnabled();

    // Options as saved, then the categories as left.
    await user.click(stepButton(/Options/));
    expect(screen.getByRole('checkbox', { name: 'Mar' })).not.toBeChecked();
    await user.click(stepButton(/Categories/));
    expect(screen.getByRole('combobox', { name: 'Transaction type for Pets / Vet' })).toHaveValue('Ignore');

    await user.click(nextButton());
    await waitFor(() => expect(location()).toBe('/main/dashboard'));
    expect(screen.getByText('Dashboard marker')).toBeInTheDocument();
    expect(store.getState().dataUpdates.count).toBe(1);
    expect(net.to(CATEGORIES_ROUTE)[0].json).toEqual({
      categories: expect.arrayContaining([expect.objectContaining({ category: 'Pets', transaction_type: 'Ignore' })]),
    });
  });

  it('a new upload replaces the options and categories of the previous one', async () => {
    const user = userEvent.setup();
    renderWizard({ metadata: EARLIER_OPTIONS });
    await walkToCategories(user);
    await user.click(stepButton(/Upload/));
    await user.type(screen.getByLabelText('Google Sheet ID or URL'), SHEET_ID);
    expect(nextButton()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await screen.findByText('Google Sheet connected successfully!');
    await user.click(nextButton());
    // The new upload's suggestion, not the earlier saved options.
    expect(await screen.findByRole('checkbox', { name: 'Mar' })).toBeChecked();
    expect(screen.getByLabelText('Period start date')).toHaveValue('2025-01-01');
  });

  it('a failed step stays where it is', async () => {
    const user = userEvent.setup();
    renderWizard({ metadata: EARLIER_OPTIONS, routes: { [OPTIONS_ROUTE]: { status: 400, body: { success: false } } } });
    await waitFor(() => expect(nextButton()).toBeEnabled());
    await user.click(nextButton());
    await screen.findByRole('heading', { name: 'Select Options' });
    await user.click(nextButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save options.');
    expect(location()).toBe('/main/options');
  });
});

describe('Wizard: where the rows go', () => {
  it('keeps the choice of source going back and forth, reads the sources each time, and a new upload resets it', async () => {
    const user = userEvent.setup();
    const { net } = renderWizard();
    await uploadAndGoOn(user);
    expect(destination()).toHaveTextContent('Add to: My budget — last import Jan 10, 2025 (same file and columns as before)');
    await chooseSource(user, 'Savings (Bank account)');

    // Away without Next, and back: the choice is still there.
    await user.click(stepButton(/Upload/));
    await user.click(stepButton(/Options/));
    expect(destination()).toHaveTextContent('Add to: Savings — last import Feb 20, 2025');
    await user.click(nextButton());
    await screen.findByRole('heading', { name: 'Configure Categories' });
    expect(net.to(OPTIONS_ROUTE)[0].json).toMatchObject({ source: { id: 8 } });

    // Back from Categories: still there, and sent again.
    await user.click(stepButton(/Options/));
    expect(destination()).toHaveTextContent('Add to: Savings — last import Feb 20, 2025');
    expect(net.to(SOURCES_ROUTE)).toHaveLength(3);

    // A new upload: its own proposal, nothing chosen.
    await user.click(stepButton(/Upload/));
    await uploadAndGoOn(user);
    expect(destination()).toHaveTextContent('Add to: My budget — last import Jan 10, 2025 (same file and columns as before)');
    await user.click(nextButton());
    await screen.findByRole('heading', { name: 'Configure Categories' });
    expect(net.to(OPTIONS_ROUTE)[1].json).not.toHaveProperty('source');
  });

  it('after the import, says what was added to the account chosen; the steps are closed and Next goes to the dashboard', async () => {
    const user = userEvent.setup();
    const { net, store } = renderWizard({
      routes: { [CATEGORIES_ROUTE]: importedAnswer({ source_id: 8, source_name: 'Savings', added: 42, already_present: 18 }) },
    });
    await uploadAndGoOn(user);
    await chooseSource(user, 'Savings (Bank account)');
    await user.click(nextButton());
    await screen.findByRole('heading', { name: 'Configure Categories' });
    await user.click(nextButton());

    expect(await screen.findByTestId('import-summary')).toHaveTextContent('42 new transactions, 18 already imported into Savings');
    expect(store.getState().dataUpdates.count).toBe(1);
    expect(stepButton(/Upload/)).toBeDisabled();
    expect(stepButton(/Options/)).toBeDisabled();
    expect(location()).toBe('/main/categories');
    expect(net.to(CATEGORIES_ROUTE)).toHaveLength(1);

    await user.click(nextButton());
    await waitFor(() => expect(location()).toBe('/main/dashboard'));
    expect(net.to(CATEGORIES_ROUTE)).toHaveLength(1);
  });

  it('after the import into the proposed workbook, says how many transactions replaced its rows', async () => {
    const user = userEvent.setup();
    renderWizard({
      routes: { [CATEGORIES_ROUTE]: importedAnswer({ source_id: 5, source_name: 'My budget', added: 1234, already_present: 0 }) },
    });
    await uploadAndGoOn(user);
    await user.click(nextButton());
    await screen.findByRole('heading', { name: 'Configure Categories' });
    await user.click(nextButton());
    expect(await screen.findByTestId('import-summary')).toHaveTextContent('1,234 transactions imported into My budget');
  });
});

describe('Wizard: closing and its timings', () => {
  it('the close button closes at once and resets to step 1 after 100 ms', async () => {
    const { onClose, store } = renderWizard({ activeStep: 3 });
    await screen.findByText('Step 1 of 3');
    jest.useFakeTimers();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(99));
    expect(store.getState().wizard.activeStep).toBe(3);
    act(() => jest.advanceTimersByTime(1));
    expect(store.getState().wizard.activeStep).toBe(1);
  });

  it('Escape closes it too', async () => {
    const { onClose, store } = renderWizard({ activeStep: 2 });
    await screen.findByText('Step 1 of 3');
    jest.useFakeTimers();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(100));
    expect(store.getState().wizard.activeStep).toBe(1);
  });

  it('after the last step it shows the dashboard and resets to step 1 after 400 ms', async () => {
    const answer = deferred<Response>();
    const user = userEvent.setup();
    const { store, onClose } = renderWizard({ metadata: EARLIER_OPTIONS, routes: { [CATEGORIES_ROUTE]: () => answer.promise } });
    await walkToCategories(user);
    await user.click(nextButton());
    await screen.findByText('Processing your data...');

    jest.useFakeTimers();
    answer.resolve(jsonResponse(CATEGORIES_OK.body));
    await waitReal(() => location() === '/main/dashboard');
    expect(store.getState().dataUpdates.count).toBe(1);
    expect(store.getState().wizard.activeStep).toBe(4);
    act(() => jest.advanceTimersByTime(399));
    expect(store.getState().wizard.activeStep).toBe(4);
    act(() => jest.advanceTimersByTime(1));
    expect(store.getState().wizard.activeStep).toBe(1);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('finished while the dashboard is still on its way, it stays closed when the steps reset (it reopened at step 1)', async () => {
    mockHeldPath.current = '/main/dashboard';
    try {
      const user = userEvent.setup();
      const { store } = renderWizard({ metadata: EARLIER_OPTIONS });
      await walkToCategories(user);
      await user.click(nextButton());
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() => expect(store.getState().wizard.activeStep).toBe(1));
      await act(async () => {
        await new Promise((resolve) => realSetTimeout(resolve, 50));
      });
      expect(location()).toBe('/main/categories');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    } finally {
      mockHeldPath.current = null;
    }
  });

  it('closed on a later step, it stays closed when the steps reset before the shell has moved on', async () => {
    const { onClose, store } = renderWizard({ route: '/main/categories', activeStep: 3, metadata: EARLIER_OPTIONS });
    await screen.findByText('Step 3 of 3');
    jest.useFakeTimers();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(100));
    expect(store.getState().wizard.activeStep).toBe(1);
    expect(location()).toBe('/main/categories');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('while processing, the close and step buttons are disabled and Escape does nothing', async () => {
    const answer = deferred<Response>();
    const user = userEvent.setup();
    const { onClose } = renderWizard({ metadata: EARLIER_OPTIONS, routes: { [CATEGORIES_ROUTE]: () => answer.promise } });
    await walkToCategories(user);
    await user.click(nextButton());
    await screen.findByText('Processing your data...');

    expect(within(dialog()).getByRole('button', { name: 'Close' })).toBeDisabled();
    expect(stepButton(/Upload/)).toBeDisabled();
    expect(stepButton(/Options/)).toBeDisabled();
    fireEvent.keyDown(document, { key: 'Escape' });
    fireEvent.mouseDown(screen.getByTestId('modal-backdrop'));
    expect(onClose).not.toHaveBeenCalled();

    answer.resolve(jsonResponse({ success: false, error: 'Too many rows.' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many rows.');
    expect(within(dialog()).getByRole('button', { name: 'Close' })).toBeEnabled();
    expect(stepButton(/Upload/)).toBeEnabled();
    expect(location()).toBe('/main/categories');
  });

  it('closes and resets to step 1 when processing lasts 30 s', async () => {
    const answer = deferred<Response>();
    const user = userEvent.setup();
    const { onClose, store } = renderWizard({ metadata: EARLIER_OPTIONS, routes: { [CATEGORIES_ROUTE]: () => answer.promise } });
    await walkToCategories(user);

    jest.useFakeTimers();
    fireEvent.click(nextButton());
    await waitReal(() => screen.queryByText('Processing your data...') !== null);
    act(() => jest.advanceTimersByTime(29_999));
    expect(onClose).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(100));
    expect(store.getState().wizard.activeStep).toBe(1);

    // The answer still counts when it comes later.
    answer.resolve(jsonResponse(CATEGORIES_OK.body));
    await waitReal(() => store.getState().dataUpdates.count === 1);
  });
});
