import { dashboardMode, sourceState, type SourceState } from './dashboard-mode';

const empty: SourceState = { status: 'loaded', hasData: false };
const full: SourceState = { status: 'loaded', hasData: true };
const loading: SourceState = { status: 'loading' };
const failed: SourceState = { status: 'failed' };

describe('dashboardMode', () => {
  it.each<[string, SourceState, SourceState, SourceState, ReturnType<typeof dashboardMode>]>([
    ['nothing anywhere: welcome', empty, empty, empty, 'welcome'],
    ['analysis alone turns the summary on', full, empty, empty, 'summary'],
    ['goals alone turn the summary on', empty, full, empty, 'summary'],
    ['net-worth entries alone turn the summary on', empty, empty, full, 'summary'],
    ['all three', full, full, full, 'summary'],
    ['one source with data is enough while others load', loading, full, loading, 'summary'],
    ['no data yet and one still loading: wait', empty, empty, loading, 'loading'],
    ['everything loading', loading, loading, loading, 'loading'],
    ['a failed source cannot prove there is nothing: summary', failed, empty, empty, 'summary'],
    ['a failed goals read, the rest empty: summary', empty, failed, empty, 'summary'],
    ['a failure while another still loads: wait for it', failed, loading, empty, 'loading'],
  ])('%s', (_case, analysis, goals, netWorth, expected) => {
    expect(dashboardMode({ analysis, goals, netWorth })).toBe(expected);
  });
});

describe('sourceState', () => {
  const count = (n: number) => n > 0;
  it.each([
    ['data with something', { data: 2 }, full],
    ['data with nothing', { data: 0 }, empty],
    ['data with nothing, read again', { data: 0, isFetching: true }, loading],
    ['data with something, read again', { data: 3, isFetching: true }, full],
    ['kept data while a refetch failed', { data: 1, error: { status: 500 } }, full],
    ['an error without data (also while it is tried again)', { error: { status: 500 } }, failed],
    ['first load', {}, loading],
  ])('%s', (_case, query, expected) => {
    expect(sourceState<number>(query, count)).toEqual(expected);
  });
});
