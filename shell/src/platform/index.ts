/**
 * `@ontrack/shell/platform`: the single runtime contract shared (as a Module Federation singleton)
 * by the shell and every remote. Import it by this name only, never by a relative path, or a second
 * store appears.
 */
export { baseApi, errorMessage, forgetSignedInUser, CORE_TAGS } from './base-api';
export { createAppStore, rootReducer, type AppDispatch, type AppStore, type LazyLoadedSlices, type RootState } from './store';
export { useAppDispatch, useAppSelector } from './hooks';
export {
  sessionSlice,
  csrfTokenReceived,
  activeStepSet,
  dataUpdated,
  sectionShown,
  afterSignInPathSet,
  signedOut,
  SECTIONS,
  type Section,
  type SessionState,
} from './session-slice';
export * from './session-api';
export { useCsrfToken } from './use-csrf-token';
export type { PreviewRemote, PreviewProps, RemotePreviewComponent, SectionProps, WizardProps } from './section-props';
export { mountStandalone, SectionStandalone } from './standalone';
