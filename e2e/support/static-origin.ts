import { createReadStream, existsSync, statSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const CONTENT_TYPES: Record<string, string> = { '.js': 'text/javascript', '.json': 'application/json', '.css': 'text/css' };

export interface StaticOrigin {
  origin: string;
  /** Paths asked for, in order. */
  requested: string[];
  close(): Promise<void>;
}

/** Another origin serving one build folder's files with CORS (a staging host or CDN stand-in). */
export function serveFolder(dir: string): Promise<StaticOrigin> {
  const requested: string[] = [];
  const server = http.createServer((req, res) => {
    const name = new URL(req.url ?? '/', 'http://static').pathname.slice(1);
    requested.push(`/${name}`);
    res.setHeader('Access-Control-Allow-Origin', '*');
    const file = /^[\w.-]+$/.test(name) ? path.join(dir, name) : null;
    if (!file || !existsSync(file) || !statSync(file).isFile()) {
      res.statusCode = 404;
      res.end('not found');
      return;
    }
    res.setHeader('Content-Type', CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream');
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        requested,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    ),
  );
}
