import { useEffect, useRef } from 'react';
import { useStore } from 'react-redux';
import { baseApi, selectDataUpdateCount, useAppDispatch, useAppSelector, type RootState } from '@ontrack/shell/platform';
import { QueryStatus } from '@reduxjs/toolkit/query';

/** The data a finished wizard replaces, as the dashboard shows it. */
const REFRESHED_TAGS = ['Analysis', 'Spending'] as const;

/**
 * Analysis and spending data refresh whenever the data-updates count changes. The wizard also
 * invalidates these tags itself; a tag whose reads are already on their way is left alone, so one
 * finished upload costs one reload, not two.
 */
export function useRefreshOnDataUpdate(): void {
  const counter = useAppSelector(selectDataUpdateCount);
  const store = useStore<RootState>();
  const dispatch = useAppDispatch();
  const seen = useRef(counter);

  useEffect(() => {
    if (seen.current === counter) return;
    seen.current = counter;
    const state = store.getState();
    const inFlight = (tag: (typeof REFRESHED_TAGS)[number]) =>
      baseApi.util
        .selectInvalidatedBy(state, [tag])
        .some(({ queryCacheKey }) => state.api.queries[queryCacheKey]?.status === QueryStatus.pending);
    const stale = REFRESHED_TAGS.filter((tag) => !inFlight(tag));
    if (stale.length > 0) dispatch(baseApi.util.invalidateTags(stale));
  }, [counter, store, dispatch]);
}
