import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The yardstick: a static HTML page with the landing's headline and button, no script, served by a
 * bare node server in the same run as OnTrack, so both meet the same machine load.
 */
const HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>OnTrack</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;margin:0;padding:4rem 2rem;text-align:center}
button{font-size:1.1rem;padding:.8rem 1.6rem;border-radius:.5rem;border:0;background:#2563eb;color:#fff}</style>
</head><body><main><h1>Are your finances on track?</h1>
<p>Bring the budget spreadsheet you already keep.</p><button type="button">Start Free Trial</button></main></body></html>`;

export interface StaticPage {
  url: string;
  close(): Promise<void>;
}

export async function serveStaticPage(): Promise<StaticPage> {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
    res.end(HTML);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
