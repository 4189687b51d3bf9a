import { baseApi, useAppSelector, type RootState } from '@ontrack/shell/platform';
import { QueryStatus } from '@reduxjs/toolkit/query';

type Tag = 'Goals' | 'Spending' | 'NetWorth' | 'Analysis';

/** The dashboard's own welcome-decision reads: their refresh on every visit is not the preview reloading. */
const OWN_READS = new Set(['dashboardCounts']);

/** True while any read providing `tag` is on its way, whichever remote owns that read. */
export function selectTagBusy(state: RootState, tag: Tag): boolean {
  return baseApi.util
    .selectInvalidatedBy(state, [tag])
    .some(
      ({ queryCacheKey, endpointName }) => !OWN_READS.has(endpointName) && state.api.queries[queryCacheKey]?.status === QueryStatus.pending,
    );
}

export function useTagBusy(tag: Tag | undefined): boolean {
  return useAppSelector((state) => (tag ? selectTagBusy(state, tag) : false));
}
