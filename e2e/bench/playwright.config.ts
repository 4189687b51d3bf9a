import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import e2e from '../playwright.config';

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
  webServer: {
    command: 'node ../api/dist/server.js',
    cwd: path.resolve(__dirname, '..'),
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: baseURL,
      DATABASE_URL: `sqlite:${path.join(runDir, 'bench.sqlite')}`,
      MAIL_OUTBOX: path.join(runDir, 'outbox'),
      SESSION_SECRET: 'bench-web-session-secret',
      NODE_ENV: 'production',
    },
  },
});
