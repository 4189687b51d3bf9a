/**
 * `@ontrack/shell/platform`: the single runtime contract shared (as a Module Federation singleton)
 * by the shell and every remote. Import it by this name only, never by a relative path, or a second
 * store appears.
 */
export { baseApi, errorMessage, forgetSignedInUser } from './base-api';
export { createAppStore, rootReducer, type AppDispatch, type AppStore, type LazyLoadedSlices, type RootState } from './store';
export { useAppDispatch, useAppSelector } from './hooks';
// `signedOut` too: a slice a remote injects must reset on it (see forgetSignedInUser).
export { csrfTokenReceived, afterSignInPathSet, signedOut, selectAfterSignInPath } from './session-slice';
export { activeStepSet, selectActiveStep } from './wizard-slice';
export { ACCOUNT_VIEWS, type AccountView, type Section } from './navigation';
export { dataUpdated, selectDataUpdateCount } from './data-updates-slice';
export { sessionApi, useSessionStatusQuery, useSessionLogoutMutation } from './session-api';
export { useWorkflowTemplatesQuery, useAuthPricingQuery } from './catalog-api';
export { billingApi, useBillingSummaryQuery, PLANS_VIEW_PATH, trialDaysLeft, trialBannerDue, lapsedPlanText } from './billing-api';
export { analysisApi, useSummaryTransactionAnalysisQuery } from './analysis-api';
export { importsApi, useImportsListQuery, useImportsRestoreMutation } from './imports-api';
export { countAsNewData, TAGS_REFRESHED_BY_NEW_DATA } from './data-replaced';
export { sourcesApi, useSourcesListQuery, useSourcesUpdateMutation, useSourcesDeleteMutation, type SourceDeletedDto } from './sources-api';
export { useCsrfToken } from './use-csrf-token';
export { useMoney, useDates } from './use-money';
export { amountText, readAmount } from './amount-text';
export { useLocale, chooseBrowserLocale, FirstViewLocale } from './use-locale';
export { i18n, registerNamespace, setLanguage, loadAllCatalogues, COMMON_NAMESPACE, type Catalogue, type CatalogueLoader } from './i18n';
export { LanguageSync } from './LanguageSync';
// Remotes take their translation hooks from here, so every one reads the shell's one instance.
export { useTranslation, Trans } from 'react-i18next';
export { useDebouncedValue } from './use-debounced-value';
export type { PreviewRemote, PreviewProps, SectionProps, WizardProps } from './section-props';
export { mountStandalone, SectionStandalone } from './standalone';
