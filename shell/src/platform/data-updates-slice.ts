import { createSlice } from '@reduxjs/toolkit';
import { signedOut } from './session-slice';

export interface DataUpdatesState {
  /** Bumped each time the update-data wizard finishes; analysis and spending refresh on change. */
  count: number;
}

const initialState: DataUpdatesState = { count: 0 };

/** A change signal, not a figure: readers compare the count with the one they last saw. */
export const dataUpdatesSlice = createSlice({
  name: 'dataUpdates',
  initialState,
  reducers: {
    dataUpdated(state) {
      state.count += 1;
    },
  },
  // It counts the previous user's uploads: like the rest of their state it goes with them.
  extraReducers: (builder) => {
    builder.addCase(signedOut, () => initialState);
  },
  selectors: {
    selectDataUpdateCount: (state) => state.count,
  },
});

export const { dataUpdated } = dataUpdatesSlice.actions;
export const { selectDataUpdateCount } = dataUpdatesSlice.selectors;
