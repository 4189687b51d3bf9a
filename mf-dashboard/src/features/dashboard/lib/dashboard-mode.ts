/** Where one of the three sources of the welcome decision stands. */
export type SourceState = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; hasData: boolean };

export interface DashboardSources {
  /** The analysis carries a message other than `No data`. */
  analysis: SourceState;
  /** At least one savings goal. */
  goals: SourceState;
  /** At least one net-worth entry. */
  netWorth: SourceState;
}

export type DashboardMode = 'loading' | 'welcome' | 'summary';

/**
 * The summary when the analysis has data, or goals exist, or net-worth
 * entries exist; otherwise the welcome screen. Any one source with data is enough, without waiting
 * for the others. The welcome screen needs all three to have answered "nothing": a source that
 * failed cannot prove the user has no data, so the summary shows, with that failure in its place.
 */
export function dashboardMode(sources: DashboardSources): DashboardMode {
  const all = [sources.analysis, sources.goals, sources.netWorth];
  if (all.some((source) => source.status === 'loaded' && source.hasData)) return 'summary';
  if (all.some((source) => source.status === 'loading')) return 'loading';
  if (all.every((source) => source.status === 'loaded')) return 'welcome';
  return 'summary';
}

/**
 * The state of an RTK Query read, as the decision sees it.
 * - A read that failed stays failed while it is tried again (RTK Query keeps its `error` until an
 *   answer arrives): were it "loading" again, the summary would give way to a spinner at every retry.
 * - A kept answer of "nothing" that is being read again is not trusted yet: the welcome screen must
 *   not flash before the fresh answer turns the summary on.
 */
export function sourceState<T>(query: { data?: T; error?: unknown; isFetching?: boolean }, hasData: (data: T) => boolean): SourceState {
  if (query.data !== undefined) {
    if (hasData(query.data)) return { status: 'loaded', hasData: true };
    return query.isFetching ? { status: 'loading' } : { status: 'loaded', hasData: false };
  }
  if (query.error !== undefined) return { status: 'failed' };
  return { status: 'loading' };
}
