import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { signedOut } from './session-slice';

/** The five sections of the main application. */
export const SECTIONS = ['summary', 'savings-goals', 'retirement', 'spending', 'net-worth'] as const;
/** Views of the user's own account, opened from the account menu and "upgrade" messages (not in the navigation). */
export const ACCOUNT_VIEWS = ['plans', 'account'] as const;
export type AccountView = (typeof ACCOUNT_VIEWS)[number];
export type Section = (typeof SECTIONS)[number] | AccountView;

export interface NavigationState {
  /** The section the main application shows (switched in place, not by route). */
  section: Section;
}

const initialState: NavigationState = { section: 'summary' };

export const navigationSlice = createSlice({
  name: 'navigation',
  initialState,
  reducers: {
    sectionShown(state, action: PayloadAction<Section>) {
      state.section = action.payload;
    },
  },
  // The next user on this tab starts on the dashboard, not where the previous one was.
  extraReducers: (builder) => {
    builder.addCase(signedOut, () => initialState);
  },
  selectors: {
    selectSection: (state) => state.section,
  },
});

export const { sectionShown } = navigationSlice.actions;
export const { selectSection } = navigationSlice.selectors;
