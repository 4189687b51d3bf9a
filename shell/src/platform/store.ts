import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { baseApi } from './base-api';
import { dataUpdatesSlice } from './data-updates-slice';
import { sessionSlice } from './session-slice';
import { wizardSlice } from './wizard-slice';

/** Remotes that need a slice of their own augment this interface and `inject` into rootReducer. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- empty until a remote augments it (RTK's combineSlices pattern)
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(baseApi, sessionSlice, wizardSlice, dataUpdatesSlice).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

/** Only the shell (and a remote's standalone preview) creates a store; remotes use the host's. */
export function createAppStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
