import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RetirementInputsDto } from '@ontrack/api/contracts';
import { renderWithProviders } from '@ontrack/shell/platform/testing';
import { lastChart, seriesDataByName, seriesOf } from '@ontrack/shell/testing/highcharts-mock';
import { deferred, jsonResponse, stubFetch, type StubRoute } from '../../../../../shell/testing/fetch-stub';
import RetirementPage from '../../../expose/Retirement';
import {
  ALL_DEFAULT_SOURCES,
  DERIVED_INPUTS,
  planAnswer,
  projectionAnswer,
  projectionRoute,
  RETIREMENT_ROUTES,
} from '../../../testing/retirement-fixtures';
import { DEFAULT_RETIREMENT_INPUTS } from '@ontrack/api/domain';

jest.mock('highcharts-react-official', () => jest.requireActual('@ontrack/shell/testing/highcharts-mock'));
// Typing with pauses for the debounce takes a few seconds; a busy machine takes several times that.
jest.setTimeout(20_000);

const CSRF = { 'GET /auth/csrf-token': { body: { csrf_token: 'tok-1' } } };

function renderPlanner(routes: Record<string, StubRoute> = {}) {
  const net = stubFetch({
    ...CSRF,
    [RETIREMENT_ROUTES.plan]: { body: planAnswer() },
    [RETIREMENT_ROUTES.projection]: projectionRoute,
    ...routes,
  });
  renderWithProviders(<RetirementPage onNavigate={jest.fn()} />);
  return net;
}

const projectionRequests = (net: ReturnType<typeof stubFetch>) =>
  net.requests.filter((request) => request.path === '/retirement/api/projection');
const readiness = () => screen.getByTestId('retirement-readiness');
const percent = (inputs: RetirementInputsDto) => `${Math.round(projectionAnswer(inputs).fundedRatio * 100)}%`;

async function retype(label: string, text: string) {
  const input = screen.getByLabelText(label);
  await userEvent.clear(input);
  if (text) await userEvent.type(input, text);
}

describe('Retirement planner', () => {
  it('prefills the inputs from the person’s data, each marked with where it came from', async () => {
    renderPlanner();
    expect(await screen.findByLabelText('Income a year ($)')).toHaveValue('61245.5');
    expect(screen.getByLabelText('Income a year ($)')).toHaveAccessibleDescription(
      'From your spreadsheet, last 12 months (Dec 2025 – Nov 2026)',
    );
    expect(screen.getByLabelText('Spending a year ($)')).toHaveValue('40100.25');
    expect(screen.getByLabelText('Retirement savings a year ($)')).toHaveAccessibleDescription(
      'From your spreadsheet, last 12 months (Dec 2025 – Nov 2026 (401k, IRA))',
    );
    expect(screen.getByLabelText('Invested for retirement today ($)')).toHaveAccessibleDescription(
      'From your net worth (Retirement, latest entry Nov 1, 2026)',
    );
    expect(screen.getByLabelText('Current age')).toHaveAccessibleDescription('Default');
    // Grouped as You / Money / Assumptions.
    expect(screen.getAllByRole('group').map((group) => group.querySelector('legend')?.textContent)).toEqual([
      'You',
      'Money',
      'Assumptions',
    ]);
    expect(within(screen.getByRole('group', { name: 'You' })).getAllByRole('textbox')).toHaveLength(3);
    expect(within(screen.getByRole('group', { name: 'Assumptions' })).getAllByRole('textbox')).toHaveLength(6);
  });

  it('shows readiness, the chance of success and the other answers of the plan, and the chart with its bands', async () => {
    const net = renderPlanner();
    const answer = projectionAnswer(DERIVED_INPUTS);
    expect(await screen.findByTestId('retirement-readiness')).toHaveTextContent(percent(DERIVED_INPUTS));
    expect(screen.getByTestId('retirement-status')).toHaveTextContent(answer.onTrack ? 'On Track' : 'Not Yet');
    expect(screen.getByTestId('retirement-chance')).toHaveTextContent(`${answer.successProbability.toFixed(1)}%`);
    expect(screen.getByText('chance the money lasts to 90', { exact: false })).toBeInTheDocument();
    expect(screen.getByTestId('retirement-fi-age')).toHaveTextContent(answer.fiAge === null ? 'Not before 90' : String(answer.fiAge));
    expect(screen.getByTestId('retirement-depletion')).toHaveTextContent(
      answer.depletionAge === null ? 'Lasts past 90' : `At ${answer.depletionAge}`,
    );

    const chart = lastChart();
    expect(seriesOf(chart).map((series) => [series.type, series.name])).toEqual([
      ['arearange', '10th–90th percentile'],
      ['arearange', '25th–75th percentile'],
      ['line', 'Median'],
      ['line', 'Expected returns'],
      ['scatter', 'Target at retirement'],
    ]);
    const data = seriesDataByName(chart);
    expect(data['10th–90th percentile'][30]).toEqual([65, answer.bands[30].p10, answer.bands[30].p90]);
    expect(data['Target at retirement']).toEqual([[65, answer.targetToday]]);
    expect((chart.xAxis as { plotLines: { value: number }[] }).plotLines[0].value).toBe(65);
    const pointFormatter = chart.tooltip!.pointFormatter as unknown as (this: object) => string;
    expect(pointFormatter.call({ y: 1234.56, color: '#059669', options: {}, series: { type: 'line', name: 'Expected returns' } })).toBe(
      '<span style="color:#059669">\u25CF</span> Expected returns: <b>$1,235</b><br/>',
    );
    // The text alternative, read before the chart (escaped by the Chart wrapper: docs/decisions/chart-text.md).
    expect(chart.accessibility?.description).toMatch(/^In today&#39;s money: at 65 the median balance is \$/);
    expect(screen.getByRole('figure', { name: 'Retirement savings by age' })).toBeInTheDocument();
    // The plan's own projection came with the plan: nothing computed on top.
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(projectionRequests(net)).toEqual([]);
  });

  it('recomputes once the person pauses typing, not on every key, and the results and chart follow', async () => {
    const net = renderPlanner();
    await screen.findByTestId('retirement-readiness');
    await retype('Retirement age', '70');
    await waitFor(() => expect(readiness()).toHaveTextContent(percent({ ...DERIVED_INPUTS, retirementAge: 70 })));
    // "7" then "70" were typed: one request, for 70 (the cleared field sent nothing: it was not valid).
    const sent = projectionRequests(net);
    expect(sent).toHaveLength(1);
    expect((sent[0].json as { inputs: RetirementInputsDto }).inputs).toEqual({ ...DERIVED_INPUTS, retirementAge: 70 });
    expect(sent[0].headers.get('X-CSRFToken')).toBe('tok-1');
    expect((lastChart().xAxis as { plotLines: { value: number }[] }).plotLines[0].value).toBe(70);
    expect(screen.getByLabelText('Retirement age')).toHaveAccessibleDescription('Changed, not saved');
  });

  it('drops an answer that arrives after the inputs changed again', async () => {
    const held = deferred<void>();
    const net = renderPlanner({
      [RETIREMENT_ROUTES.projection]: async (request, index) => {
        const inputs = (request.json as { inputs: RetirementInputsDto }).inputs;
        if (index === 0) await held.promise; // the first answer (for 60) comes last
        return jsonResponse(projectionAnswer(inputs));
      },
    });
    await screen.findByTestId('retirement-readiness');
    await retype('Retirement age', '60');
    await waitFor(() => expect(projectionRequests(net)).toHaveLength(1));
    await retype('Retirement age', '68');
    await waitFor(() => expect(readiness()).toHaveTextContent(percent({ ...DERIVED_INPUTS, retirementAge: 68 })));
    act(() => held.resolve());
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(readiness()).toHaveTextContent(percent({ ...DERIVED_INPUTS, retirementAge: 68 }));
    expect(percent({ ...DERIVED_INPUTS, retirementAge: 60 })).not.toBe(percent({ ...DERIVED_INPUTS, retirementAge: 68 }));
  });

  it('names a bad field in words and sends nothing until it is fixed', async () => {
    const net = renderPlanner();
    await screen.findByTestId('retirement-readiness');
    await retype('Current age', 'abc');
    expect(screen.getByLabelText('Current age')).toHaveAccessibleDescription(/Current age must be a whole number of years\./);
    expect(screen.getByLabelText('Current age')).toHaveAttribute('aria-invalid', 'true');
    await retype('Current age', '66');
    expect(screen.getByLabelText('Retirement age')).toHaveAccessibleDescription(/Retirement age must be greater than Current age \(66\)\./);
    expect(screen.getByRole('button', { name: 'Save plan' })).toBeDisabled();
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(projectionRequests(net)).toEqual([]);
  });

  it('saves what differs from the derived values, sends null for the rest, and resets a field to its derived value', async () => {
    const saved = { currentAge: 40, annualSavings: 9000 };
    const net = renderPlanner({ [RETIREMENT_ROUTES.save]: { body: planAnswer(undefined, saved) } });
    await screen.findByTestId('retirement-readiness');
    expect(screen.getByRole('button', { name: 'Save plan' })).toBeDisabled();
    await retype('Current age', '40');
    await retype('Retirement savings a year ($)', '9000');
    await userEvent.click(screen.getByRole('button', { name: 'Save plan' }));
    const put = await waitFor(() => {
      const request = net.requests.find((sent) => sent.method === 'PUT');
      expect(request).toBeDefined();
      return request!;
    });
    const body = put.json as { inputs: Record<string, number | null> };
    expect(body.inputs).toMatchObject({
      currentAge: 40,
      annualSavings: 9000,
      retirementAge: null,
      currentAnnualIncome: null,
      currentSavings: null,
    });
    expect(put.headers.get('X-CSRFToken')).toBe('tok-1');
    await waitFor(() => expect(screen.getByLabelText('Current age')).toHaveAccessibleDescription('Your saved value'));

    // Reset: the field goes back to its derived value (marked as changed until saved).
    await userEvent.click(
      screen.getByRole('button', {
        name: 'Reset to derived: Retirement savings a year ($), 6612.75 (From your spreadsheet, last 12 months (Dec 2025 – Nov 2026 (401k, IRA)))',
      }),
    );
    expect(screen.getByLabelText('Retirement savings a year ($)')).toHaveValue(String(DERIVED_INPUTS.annualSavings));
  });

  it('works with no upload and no net worth: the defaults, each marked Default', async () => {
    renderPlanner({ [RETIREMENT_ROUTES.plan]: { body: planAnswer({ inputs: DEFAULT_RETIREMENT_INPUTS, sources: ALL_DEFAULT_SOURCES }) } });
    expect(await screen.findByLabelText('Income a year ($)')).toHaveValue('75000');
    for (const textbox of screen.getAllByRole('textbox')) expect(textbox).toHaveAccessibleDescription('Default');
    expect(screen.queryByRole('button', { name: /^Reset to derived/ })).not.toBeInTheDocument();
    expect(await screen.findByTestId('retirement-readiness')).toHaveTextContent('151%');
    expect(screen.getByTestId('retirement-status')).toHaveTextContent('On Track');
  });

  it('shows readiness above 300 % as "more than 3× your target", and flags a missing income beside the verdict', async () => {
    // Six months of $614.50 of spending annualised, no income: far past the target.
    const inputs = { ...DEFAULT_RETIREMENT_INPUTS, currentAnnualIncome: 0, annualExpenses: 1229 };
    const window = 'spreadsheet: Sep 2021 – Aug 2022, from 6 months of data, annualised';
    const sources = { ...ALL_DEFAULT_SOURCES, currentAnnualIncome: window, annualExpenses: window };
    expect(projectionAnswer(inputs).fundedRatio).toBeGreaterThan(3);
    renderPlanner({
      [RETIREMENT_ROUTES.plan]: { body: planAnswer({ inputs, sources }, {}, { incomeMissing: true, basis: null, monthsCovered: 6 }) },
    });
    expect(await screen.findByTestId('retirement-readiness')).toHaveTextContent('more than 3× your target');
    expect(screen.getByTestId('retirement-results')).not.toHaveTextContent(/\d{4}%/);
    expect(screen.getByTestId('retirement-no-income')).toHaveTextContent('No income found in your data — enter it');
    expect(screen.queryByTestId('retirement-basis')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Spending a year ($)')).toHaveValue('1229');
    expect(screen.getByLabelText('Spending a year ($)')).toHaveAccessibleDescription(
      'From your spreadsheet, last 12 months (Sep 2021 – Aug 2022, from 6 months of data, annualised)',
    );
  });

  it('says beside the verdict when the plan stands on defaults only', async () => {
    const defaults = { inputs: DEFAULT_RETIREMENT_INPUTS, sources: ALL_DEFAULT_SOURCES };
    renderPlanner({
      [RETIREMENT_ROUTES.plan]: { body: planAnswer(defaults, {}, { incomeMissing: false, basis: 'defaults', monthsCovered: null }) },
    });
    expect(await screen.findByTestId('retirement-basis')).toHaveTextContent('Built on default figures only, not on your data');
    expect(screen.getByTestId('retirement-status')).toHaveTextContent('On Track');
  });

  it('says beside the verdict when the plan stands on under 3 months of data', async () => {
    renderPlanner({
      [RETIREMENT_ROUTES.plan]: { body: planAnswer(undefined, {}, { incomeMissing: false, basis: 'little data', monthsCovered: 2 }) },
    });
    expect(await screen.findByTestId('retirement-basis')).toHaveTextContent('Built on only 2 months of data: too little to rely on');
  });

  it('says nothing of its basis for a plan on a full year of data', async () => {
    renderPlanner();
    await screen.findByTestId('retirement-readiness');
    expect(screen.queryByTestId('retirement-notices')).not.toBeInTheDocument();
    expect(screen.getByTestId('retirement-readiness').parentElement).toHaveTextContent(/% ready/);
  });

  it('offers Retry when the plan cannot be read', async () => {
    renderPlanner({
      [RETIREMENT_ROUTES.plan]: [{ status: 500, body: { error: 'Something went wrong on our side.' } }, { body: planAnswer() }],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('Income a year ($)')).toHaveValue('61245.5');
  });
});
