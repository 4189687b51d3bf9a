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

/**
 * The production server (`api/dist/server.js`) a Playwright run starts: on `port`, with a fresh SQLite
 * file `<name>.sqlite` and the mail outbox in `runDir`. Shared by the e2e run and `npm run bench:web`.
 */
export function productionWebServer({
  port,
  runDir,
  name,
  nodeEnv,
}: {
  port: number;
  runDir: string;
  name: string;
  nodeEnv: 'test' | 'production';
}) {
  const origin = `http://127.0.0.1:${port}`;
  return {
    command: 'node ../api/dist/server.js',
    cwd: __dirname,
    url: `${origin}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: origin,
      DATABASE_URL: `sqlite:${path.join(runDir, `${name}.sqlite`)}`,
      MAIL_OUTBOX: path.join(runDir, 'outbox'),
      SESSION_SECRET: `${name}-session-secret`,
      NODE_ENV: nodeEnv,
    },
  };
}

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
  webServer: productionWebServer({ port, runDir, name: 'e2e', nodeEnv: 'test' }),
});
