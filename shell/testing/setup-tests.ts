import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these; RTK Query's fetchBaseQuery and React Router use them.
Object.assign(globalThis, { TextEncoder, TextDecoder });
