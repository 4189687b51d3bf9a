import type { UnknownAction } from '@reduxjs/toolkit';
import { dataUpdated } from './data-updates-slice';

/**
 * Every read replaced when the data behind the figures changes (an earlier import restored, a
 * source deleted): the analysis, the spending breakdown, the transactions list, the import history
 * and the sources.
 */
export const TAGS_REFRESHED_BY_NEW_DATA = ['Analysis', 'Spending', 'Transactions', 'Imports', 'Sources'] as const;

/**
 * A mutation's `onQueryStarted` for such a change: once it succeeds it counts as new data, so every
 * screen refreshes on the data-updates counter, as after the wizard. A failure changed nothing; the
 * screen that asked shows it.
 */
export async function countAsNewData(
  _argument: unknown,
  { dispatch, queryFulfilled }: { dispatch: (action: UnknownAction) => unknown; queryFulfilled: Promise<unknown> },
): Promise<void> {
  try {
    await queryFulfilled;
    dispatch(dataUpdated());
  } catch {
    // Nothing changed.
  }
}
