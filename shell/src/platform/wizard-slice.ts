import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { signedOut } from './session-slice';

export interface WizardState {
  /** The furthest workflow step the user may open. */
  activeStep: number;
}

const initialState: WizardState = { activeStep: 1 };

/** The update-data wizard's progress, shared by the shell (which opens it) and mf-wizard. */
export const wizardSlice = createSlice({
  name: 'wizard',
  initialState,
  reducers: {
    activeStepSet(state, action: PayloadAction<number>) {
      state.activeStep = action.payload;
    },
  },
  // The steps a user reached are theirs: the next one on this tab starts at step 1.
  extraReducers: (builder) => {
    builder.addCase(signedOut, () => initialState);
  },
  selectors: {
    selectActiveStep: (state) => state.activeStep,
  },
});

export const { activeStepSet } = wizardSlice.actions;
export const { selectActiveStep } = wizardSlice.selectors;
