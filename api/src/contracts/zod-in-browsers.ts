/**
 * Under the pages' Content-Security-Policy (no 'unsafe-eval'), zod probes `new Function` once to
 * choose its compiled object parser; it catches the refusal, but the browser still reports a CSP
 * violation. In a browser zod therefore runs without compiled parsers (`jitless`), which skips the
 * probe; the server keeps them. The contracts index imports this first, before any schema exists.
 */
import { z } from 'zod';

if ('document' in globalThis) z.config({ jitless: true });
