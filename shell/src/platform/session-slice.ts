import { createSlice, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';

/** The five sections of the main application (product.md section 2). */
export const SECTIONS = ['summary', 'savings-goals', 'retirement', 'spending', 'net-worth'] as const;
export type Section = (typeof SECTIONS)[number];

export interface SessionState {
  /** The CSRF token bound to the server-side session; sent as X-CSRFToken on every call. */
  csrfToken: string | null;
  /** The furthest workflow step the user may open (product.md section 4). */
  activeStep: number;
  /** Bumped when the update-data wizard finishes; analysis and spending refresh on change. */
  dataUpdatedCounter: number;
  section: Section;
  /** Where the landing page sends a user who just signed in (a register answer's url). */
  afterSignInPath: string | null;
}

const initialState: SessionState = { csrfToken: null, activeStep: 1, dataUpdatedCounter: 0, section: 'summary', afterSignInPath: null };

/** Any answer that carries a fresh `csrf_token` (csrf-token, login, register) updates the stored one. */
function carriesCsrfToken(action: UnknownAction): action is PayloadAction<{ csrf_token: string }> {
  const payload = (action as { payload?: unknown }).payload;
  return (
    action.type.endsWith('/fulfilled') &&
    typeof payload === 'object' &&
    payload !== null &&
    typeof (payload as { csrf_token?: unknown }).csrf_token === 'string'
  );
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    csrfTokenReceived(state, action: PayloadAction<string | null>) {
      state.csrfToken = action.payload;
    },
    activeStepSet(state, action: PayloadAction<number>) {
      state.activeStep = action.payload;
    },
    dataUpdated(state) {
      state.dataUpdatedCounter += 1;
    },
    sectionShown(state, action: PayloadAction<Section>) {
      state.section = action.payload;
    },
    afterSignInPathSet(state, action: PayloadAction<string | null>) {
      // Only paths inside this app: an answer must never send the browser elsewhere.
      state.afterSignInPath = action.payload && /^\/(?!\/)/.test(action.payload) ? action.payload : null;
    },
    /** Sign-out: nothing of the previous user survives (product.md section 4, Logout). */
    signedOut() {
      return initialState;
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(carriesCsrfToken, (state, action) => {
      state.csrfToken = action.payload.csrf_token;
    });
  },
});

export const { csrfTokenReceived, activeStepSet, dataUpdated, sectionShown, afterSignInPathSet, signedOut } = sessionSlice.actions;
