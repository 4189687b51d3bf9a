import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
// The interface's i18next instance with the English catalogues, as the app starts with it.
import '../src/platform/i18n';

// jsdom lacks these; RTK Query's fetchBaseQuery and React Router use them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom has no CSS.supports; Highcharts calls it when its module loads.
const cssObject = ((globalThis as { CSS?: Record<string, unknown> }).CSS ??= {});
if (typeof cssObject.supports !== 'function') cssObject.supports = () => false;
