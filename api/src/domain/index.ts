/** The pure domain, shared by the server and the screens (`@ontrack/api/domain`). */
export * from './money';
export * from './money-format';
export * from './currency-rates';
export * from './locale';
export * from './date-format';
export * from './percent-format';
export * from './html-text';
export * from './calendar';
export * from './templates';
export * from './trial';
export * from './networth/summarize';
export * from './goals';
export * from './analysis';
export * from './workbook';
// The one rounding of percents, so the screens round exactly as the server does.
export { percentOf } from './analysis/rounding';
export * from './retirement';
