import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import e2e, { productionWebServer } from '../playwright.config';

/**
 * `npm run bench:web`: the page-load benchmark, NOT part of `npm test`. The same production server
 * and Chromium as the e2e run (`../playwright.config.ts`), on a port and SQLite file of its own.
 */
const runDir = mkdtempSync(path.join(tmpdir(), 'ontrack-bench-web-'));
const port = Number(process.env.BENCH_WEB_PORT ?? 3938);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  ...e2e,
  testDir: '.',
  testMatch: /\.bench\.ts$/,
  timeout: 15 * 60_000,
  use: { ...e2e.use, baseURL, trace: 'off' },
  webServer: productionWebServer({ port, runDir, name: 'bench-web', nodeEnv: 'production' }),
});
