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
 * A remote previewed from another origin (PREVIEW_ORIGINS, docs/operations.md): the page is told
 * which origins it may preview from, and the production CSP lets their code run and be fetched.
 */
describe('preview origins', () => {
  const STAGING = 'https://staging.example.com';
  const CDN = 'https://cdn.example.com';
  let root: string;
  let dataSource: DataSource;

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'ontrack-preview-'));
    mkdirSync(path.join(root, 'shell'));
    writeFileSync(path.join(root, 'shell', 'index.html'), '<html><head></head><body>shell</body></html>');
    dataSource = createDataSource('sqlite::memory:');
    await dataSource.initialize();
    await dataSource.runMigrations();
  });

  afterAll(async () => {
    await dataSource.destroy();
    rmSync(root, { recursive: true, force: true });
  });

  function appWith(previewOrigins: string[] | undefined) {
    return createApp({
      dataSource,
      config: { ...TEST_CONFIG, nodeEnv: 'production', remotesOrigins: [CDN], previewOrigins },
      clock: new ManualClock(START_TIME),
      mailer: { send: () => Promise.resolve() },
      logger: silentLogger,
      web: { shellDir: path.join(root, 'shell'), remoteDirs: {}, remotesUrl: '/remotes.json' },
    }).callback();
  }

  it('tells the page the listed origins, revalidated each time, without a session', async () => {
    const answer = await request(appWith([STAGING])).get('/preview-origins.json');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ origins: [STAGING] });
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.headers['set-cookie']).toBeUndefined();
    expect((await request(appWith(undefined)).get('/preview-origins.json')).body).toEqual({ origins: [] });
  });

  it("lets pages run and fetch code from the preview origins, besides the remotes' own", async () => {
    const page = await request(appWith([STAGING, CDN]))
      .get('/main')
      .set('Accept', 'text/html');
    const policy = page.headers['content-security-policy'] as string;
    expect(policy).toContain(`script-src 'self' ${CDN} ${STAGING};`);
    expect(policy).toContain(`connect-src 'self' ${CDN} ${STAGING};`);
    const closed = await request(appWith(undefined)).get('/main').set('Accept', 'text/html');
    expect(closed.headers['content-security-policy']).toContain(`script-src 'self' ${CDN};`);
  });

  it('answers only GET and HEAD at that path', async () => {
    const post = await request(appWith([STAGING]))
      .post('/preview-origins.json')
      .send({});
    expect(post.body).not.toEqual({ origins: [STAGING] });
    expect(post.status).toBeGreaterThanOrEqual(400);
    expect(post.status).toBeLessThan(500);
  });
});
