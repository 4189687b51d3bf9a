import { createSlice, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';

/** What the tab knows of the server-side session itself. */
export interface SessionState {
  /** The CSRF token bound to the server-side session; sent as X-CSRFToken on every call. */
  csrfToken: string | null;
  /** Where the landing page sends a user who just signed in (a register answer's url). */
  afterSignInPath: string | null;
}

const initialState: SessionState = { csrfToken: null, afterSignInPath: null };

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
    afterSignInPathSet(state, action: PayloadAction<string | null>) {
      // Only paths inside this app: an answer must never send the browser elsewhere.
      state.afterSignInPath = action.payload && /^\/(?!\/)/.test(action.payload) ? action.payload : null;
    },
    /**
     * Sign-out: nothing of the previous user survives. Every slice
     * that holds something of the user resets on this action too (`forgetSignedInUser`).
     */
    signedOut() {
      return initialState;
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(carriesCsrfToken, (state, action) => {
      state.csrfToken = action.payload.csrf_token;
    });
  },
  selectors: {
    selectCsrfToken: (state) => state.csrfToken,
    selectAfterSignInPath: (state) => state.afterSignInPath,
  },
});

export const { csrfTokenReceived, afterSignInPathSet, signedOut } = sessionSlice.actions;
export const { selectCsrfToken, selectAfterSignInPath } = sessionSlice.selectors;
