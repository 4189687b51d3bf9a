import 'reflect-metadata';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import { silentLogger } from '../src/config/logger';
import { createDataSource } from '../src/db/data-source';
import { createApp } from '../src/http/app';
import { ManualClock } from '../src/services/clock';
import { START_TIME, TEST_CONFIG } from './support/test-app';

/**
 * The goals widget script is loaded by `<script src>` from other sites: it must
 * be served from the goals remote's build with CORS open, as JavaScript (the answers carry nosniff),
 * revalidated rather than cached for good (its name carries no hash), and with no cookie.
 */
describe('serving the goals embed script', () => {
  let root: string;
  let dataSource: DataSource;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'ontrack-embed-'));
    const shellDir = path.join(root, 'shell');
    const goalsDir = path.join(root, 'goals');
    mkdirSync(shellDir);
    mkdirSync(goalsDir);
    writeFileSync(path.join(shellDir, 'index.html'), '<html><body>shell</body></html>');
    writeFileSync(path.join(goalsDir, 'mf-manifest.json'), '{"id":"mf_goals"}');
    writeFileSync(path.join(goalsDir, 'embed.js'), 'console.log("ontrack goal widget")');

    dataSource = createDataSource('sqlite::memory:');
    await dataSource.initialize();
    await dataSource.runMigrations();
    app = createApp({
      dataSource,
      config: TEST_CONFIG,
      clock: new ManualClock(START_TIME),
      mailer: { send: () => Promise.resolve() },
      logger: silentLogger,
      web: { shellDir, remoteDirs: { goals: goalsDir }, remotesUrl: '/remotes.json' },
    });
  });

  afterAll(async () => {
    await dataSource.destroy();
    rmSync(root, { recursive: true, force: true });
  });

  it('serves embed.js to another origin with CORS, as JavaScript, revalidated, without a cookie', async () => {
    const res = await request(app.callback()).get('/remotes/goals/embed.js').set('Origin', 'https://blog.example.org');
    expect(res.status).toBe(200);
    expect(res.text).toBe('console.log("ontrack goal widget")');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('answers the public card path with CORS even when the web assets are served by the same process', async () => {
    const res = await request(app.callback())
      .get(`/goals/api/public/${'A'.repeat(43)}`)
      .set('Accept', 'text/html');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });
});
