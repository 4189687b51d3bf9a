/**
 * The `t` of the `wizard` namespace as the pure helpers take it from their caller
 * (`useWizardTranslation().t` in a component, `i18n.getFixedT` in a test): the helpers name their
 * keys and values, the caller's language words them (docs/decisions/language.md).
 */
export type Translate = (key: string, options?: Record<string, unknown>) => string;
