import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * Drives Debian's Chromium (never a downloaded browser) against the production build, served by the
 * real API process on a fresh SQLite database with mail going to an outbox folder.
 * The run folder is made once by the runner process and inherited by its workers.
 */
process.env.E2E_RUN_DIR ??= mkdtempSync(path.join(tmpdir(), 'ontrack-e2e-'));
const runDir = process.env.E2E_RUN_DIR;
const port = Number(process.env.E2E_PORT ?? 3917);
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  forbidOnly: true,
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    command: 'node ../api/dist/server.js',
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: baseURL,
      DATABASE_URL: `sqlite:${path.join(runDir, 'e2e.sqlite')}`,
      MAIL_OUTBOX: path.join(runDir, 'outbox'),
      SESSION_SECRET: 'e2e-session-secret',
      NODE_ENV: 'test',
    },
  },
});
