import 'reflect-metadata';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { DataSource } from 'typeorm';
import { silentLogger } from '../src/config/logger';
import { createDataSource } from '../src/db/data-source';
import { createApp } from '../src/http/app';
import { MIN_BYTES } from '../src/http/middleware/compress';
import { ManualClock } from '../src/services/clock';
import { START_TIME, TEST_CONFIG } from './support/test-app';

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes as sent, still encoded. */
  bytes: Buffer;
}

/** One request over a real socket, the body kept as sent (no client decoding it on the way). */
function rawRequest(port: number, method: string, url: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path: url, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

function decoded({ headers, bytes }: RawAnswer): Buffer {
  if (headers['content-encoding'] === 'br') return brotliDecompressSync(bytes);
  if (headers['content-encoding'] === 'gzip') return gunzipSync(bytes);
  return bytes;
}

/** A script of some size, as a build writes it, with the brotli and gzip siblings the build writes beside it. */
function writeBuilt(dir: string, name: string, text: string): Buffer {
  const bytes = Buffer.from(text);
  writeFileSync(path.join(dir, name), bytes);
  writeFileSync(path.join(dir, `${name}.br`), brotliCompressSync(bytes));
  writeFileSync(path.join(dir, `${name}.gz`), gzipSync(bytes));
  return bytes;
}

const script = (label: string) => Array.from({ length: 400 }, (_, i) => `console.log(${JSON.stringify(label)}, ${i});`).join('\n');

/**
 * What goes over the wire: built files as their precompressed siblings, chosen by Accept-Encoding,
 * with the headers a cache needs; the API's own larger answers compressed on the fly; and in
 * production nothing of the build that only the build needs.
 */
describe.each(['development', 'production'])('compressed answers (NODE_ENV=%s)', (nodeEnv) => {
  let root: string;
  let dataSource: DataSource;
  let server: http.Server;
  let port: number;
  let mainJs: Buffer;
  let chunkJs: Buffer;
  let remoteEntry: Buffer;
  const page = `<!doctype html><html><head><meta name="ontrack:remotes-url" content="__REMOTES_URL__"></head><body>${'<p>OnTrack</p>'.repeat(200)}</body></html>`;

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'ontrack-compression-'));
    const shellDir = path.join(root, 'shell');
    const authDir = path.join(root, 'auth');
    mkdirSync(shellDir);
    mkdirSync(authDir);
    writeFileSync(path.join(shellDir, 'index.html'), page);
    mainJs = writeBuilt(shellDir, 'main.js', script('main'));
    chunkJs = writeBuilt(shellDir, '230.f3e949339c36.js', script('chunk'));
    // A file written without siblings (under the build's threshold) is sent as it is.
    writeFileSync(path.join(shellDir, 'tiny.js'), 'console.log(1)');
    writeFileSync(path.join(shellDir, 'mf-stats.json'), '{"id":"shell"}');
    writeFileSync(path.join(authDir, 'mf-manifest.json'), '{"id":"mf_auth"}');
    writeFileSync(path.join(authDir, 'mf-stats.json'), '{"id":"mf_auth"}');
    writeFileSync(path.join(authDir, 'index.html'), '<html><body>standalone preview</body></html>');
    remoteEntry = writeBuilt(authDir, 'remoteEntry.js', script('auth'));

    dataSource = createDataSource('sqlite::memory:');
    await dataSource.initialize();
    await dataSource.runMigrations();
    const app = createApp({
      dataSource,
      config: { ...TEST_CONFIG, nodeEnv },
      clock: new ManualClock(START_TIME),
      mailer: { send: () => Promise.resolve() },
      logger: silentLogger,
      web: { shellDir, remoteDirs: { auth: authDir }, remotesUrl: '/remotes.json' },
    });
    server = http.createServer(app.callback());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await dataSource.destroy();
    rmSync(root, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => rawRequest(port, 'GET', url, headers);

  it('sends a built script as its brotli sibling to a client taking br, with the headers of those bytes', async () => {
    for (const [url, file] of [
      ['/main.js', () => mainJs],
      ['/230.f3e949339c36.js', () => chunkJs],
      ['/remotes/auth/remoteEntry.js', () => remoteEntry],
    ] as const) {
      const res = await get(url, { 'Accept-Encoding': 'gzip, deflate, br' });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers.vary).toMatch(/\bAccept-Encoding\b/);
      expect(res.headers['content-type']).toMatch(/^text\/javascript/);
      expect(Number(res.headers['content-length'])).toBe(res.bytes.length);
      expect(res.bytes.length).toBeLessThan(file().length / 4);
      expect(decoded(res).equals(file())).toBe(true);
      expect(res.headers.etag).toMatch(/^".+-br"$/);
    }
  });

  it('sends gzip to a client taking only gzip, and the file itself to one naming no encoding', async () => {
    const gzip = await get('/main.js', { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.bytes).equals(mainJs)).toBe(true);
    for (const headers of [{}, { 'Accept-Encoding': 'identity' }] as Record<string, string>[]) {
      const plain = await get('/main.js', headers);
      expect(plain.status).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toMatch(/\bAccept-Encoding\b/);
      expect(plain.bytes.equals(mainJs)).toBe(true);
      expect(Number(plain.headers['content-length'])).toBe(mainJs.length);
    }
    // Three encodings, three validators: a cache never takes one for another.
    const tags = new Set([
      gzip.headers.etag,
      (await get('/main.js')).headers.etag,
      (await get('/main.js', { 'Accept-Encoding': 'br' })).headers.etag,
    ]);
    expect(tags.size).toBe(3);
    const tiny = await get('/tiny.js', { 'Accept-Encoding': 'br' });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.bytes.toString()).toBe('console.log(1)');
  });

  it('answers HEAD with the headers of GET and no body, and a revalidation with 304', async () => {
    const headers = { 'Accept-Encoding': 'br' };
    const full = await get('/main.js', headers);
    const head = await rawRequest(port, 'HEAD', '/main.js', headers);
    expect(head.status).toBe(200);
    expect(head.bytes.length).toBe(0);
    for (const name of ['content-encoding', 'content-length', 'content-type', 'etag', 'vary', 'cache-control'])
      expect(head.headers[name]).toBe(full.headers[name]);

    const again = await get('/main.js', { ...headers, 'If-None-Match': full.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.bytes.length).toBe(0);
    expect(again.headers.etag).toBe(full.headers.etag);
    // The brotli bytes' validator does not stand for the plain file.
    expect((await get('/main.js', { 'If-None-Match': full.headers.etag! })).status).toBe(200);
  });

  it(`compresses the API's own answers from ${MIN_BYTES} bytes on, for clients that take it`, async () => {
    const br = await get('/', { Accept: 'text/html', 'Accept-Encoding': 'br, gzip' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/\bAccept-Encoding\b/);
    expect(br.headers['content-type']).toMatch(/^text\/html/);
    expect(decoded(br).toString()).toContain('<p>OnTrack</p>'.repeat(200));
    const gzip = await get('/', { Accept: 'text/html', 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzip).equals(decoded(br))).toBe(true);
    const plain = await get('/', { Accept: 'text/html' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.bytes.equals(decoded(br))).toBe(true);
    // JSON from 1 KB on (the template catalogue), as the identity answer decoded.
    const catalogue = await get('/workflow/templates');
    expect(catalogue.bytes.length).toBeGreaterThan(MIN_BYTES);
    const catalogueBr = await get('/workflow/templates', { 'Accept-Encoding': 'br' });
    expect(catalogueBr.headers['content-encoding']).toBe('br');
    expect(catalogueBr.headers['content-type']).toMatch(/^application\/json/);
    expect(Number(catalogueBr.headers['content-length'])).toBe(catalogueBr.bytes.length);
    expect(JSON.parse(decoded(catalogueBr).toString())).toEqual(JSON.parse(catalogue.bytes.toString()));
    // A spreadsheet is already compressed (a zip): sent as it is.
    const workbook = await get('/workflow/templates/wealth-whisperer/blank.xlsx', { 'Accept-Encoding': 'br' });
    expect(workbook.status).toBe(200);
    expect(workbook.headers['content-encoding']).toBeUndefined();
    // A small JSON answer is sent as it is.
    const manifest = await get('/remotes.json', { 'Accept-Encoding': 'br' });
    expect(manifest.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(manifest.bytes.toString())).toEqual({ auth: '/remotes/auth/mf-manifest.json' });
  });

  it(
    nodeEnv === 'production'
      ? 'serves none of the build-only files in production: federation stats, the preview page'
      : 'serves the build-only files in development',
    async () => {
      for (const url of ['/mf-stats.json', '/remotes/auth/mf-stats.json', '/remotes/auth/index.html']) {
        const res = await get(url, { 'Accept-Encoding': 'br' });
        expect(res.status).toBe(nodeEnv === 'production' ? 404 : 200);
      }
      expect((await get('/remotes/auth/mf-manifest.json')).status).toBe(200);
    },
  );
});
