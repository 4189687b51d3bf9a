import type { Server } from 'node:http';
import net from 'node:net';
import { createHttpServer, type ServerLimits } from '../src/http/http-server';
import { testEngines } from './support/engines';
import { useTestApp } from './support/test-app';

/** What a raw client saw: the bytes the server sent, and when (ms after connecting) the connection closed. */
interface Seen {
  received: string;
  closedAfterMs: number;
}

/** A raw TCP client: connects, sends `head` at once, then one byte of `drip` every `everyMs` until the server closes. */
function dripClient(port: number, head: string, drip: string, everyMs: number): Promise<Seen> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    let sent = 0;
    let timer: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      socket.write(head);
      timer = setInterval(() => {
        if (socket.writable && sent < drip.length) socket.write(drip[sent++]);
      }, everyMs);
    });
    socket.on('data', (chunk) => (received += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ received, closedAfterMs: Date.now() - started });
    });
  });
}

/** Connects and resolves once the connection is open, or closed; `closed` says which. */
function openSocket(port: number): Promise<{ socket: net.Socket; closed: Promise<void> }> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const closed = new Promise<void>((done) => socket.on('close', () => done()));
    socket.on('error', () => undefined);
    socket.on('connect', () => resolve({ socket, closed }));
  });
}

/** Sends one keep-alive GET on `socket` and resolves with the status line of the answer. */
function statusOf(socket: net.Socket, path = '/healthz'): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    const onData = (chunk: Buffer) => {
      text += chunk.toString('latin1');
      if (text.includes('\r\n\r\n')) {
        socket.off('data', onData);
        resolve(text.split('\r\n')[0]);
      }
    };
    socket.on('data', onData);
    socket.once('close', () => reject(new Error(`closed before an answer; got "${text}"`)));
    socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n`);
  });
}

const LIMITS: ServerLimits = { requestTimeoutMs: 1000, headersTimeoutMs: 1000, maxConnections: 3, uploadMaxBytes: 10 * 1024 * 1024 };

describe.each(testEngines())('request time limits on %s (a real server, raw sockets)', (engine) => {
  const testApp = useTestApp(engine);
  let server: Server;
  let port: number;

  async function start(limits: ServerLimits = LIMITS) {
    const handle = testApp().app.callback();
    server = createHttpServer((req, res) => void handle(req, res), limits);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as net.AddressInfo).port;
  }
  afterEach(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  /** The cookie and X-CSRFToken header lines of an anonymous session, so that the login reads its body. */
  async function csrfHeaderLines(): Promise<string> {
    const res = await fetch(`http://127.0.0.1:${port}/auth/csrf-token`);
    const { csrf_token: token } = (await res.json()) as { csrf_token: string };
    const cookies = res.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
    return `Cookie: ${cookies.join('; ')}\r\nX-CSRFToken: ${token}\r\n`;
  }

  const loginHead = async (length: number) =>
    `POST /auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n${await csrfHeaderLines()}\r\n{`;

  it('answers 408 and closes a login whose body drips a byte at a time, once its time is up', async () => {
    await start();
    const seen = await dripClient(port, await loginHead(1000), '"email":"a@example.com",'.repeat(40), 200);
    // 1 s, plus 1,000 bytes at 1 Mbit/s (8 ms).
    expect(seen.closedAfterMs).toBeGreaterThanOrEqual(950);
    expect(seen.closedAfterMs).toBeLessThan(2500);
    expect(seen.received).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(seen.received).toContain('Connection: close');
    expect(seen.received).toContain('The request took too long to arrive');
  });

  it('closes a login declaring 100,000 bytes and dripping them: refused as too large at once, closed once its time is up', async () => {
    await start();
    const seen = await dripClient(port, await loginHead(100_000), 'x'.repeat(1000), 200);
    expect(seen.received).toMatch(/^HTTP\/1\.1 413 /);
    // 1 s plus 100,000 bytes at 1 Mbit/s (0.8 s); Node alone would read on for 5 minutes.
    expect(seen.closedAfterMs).toBeGreaterThanOrEqual(1750);
    expect(seen.closedAfterMs).toBeLessThan(3500);
  });

  it('closes a connection whose headers drip a byte at a time, past the headers timeout', async () => {
    await start();
    const seen = await dripClient(port, 'GET /healthz HTTP/1.1\r\nHost: localhost\r\n', 'X-Slow: ' + 'a'.repeat(200), 100);
    expect(seen.closedAfterMs).toBeGreaterThanOrEqual(900);
    expect(seen.closedAfterMs).toBeLessThan(2500);
    expect(seen.received).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('also closes a dripping body nobody reads (refused at once without a CSRF token, then the drip goes on)', async () => {
    await start();
    // No CSRF token: 403 before any body is read; Node would then read the rest for the next request on the connection.
    const head = 'POST /no/such/route HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{';
    const seen = await dripClient(port, head, 'x'.repeat(1000), 200);
    expect(seen.received).toMatch(/^HTTP\/1\.1 403 /);
    expect(seen.closedAfterMs).toBeGreaterThanOrEqual(950);
    expect(seen.closedAfterMs).toBeLessThan(2500);
  });

  it('gives a large declared body the time it takes on a slow link, and no more', async () => {
    await start();
    // 250,000 bytes at 1 Mbit/s: 2 s, on top of the 1 s.
    const head = 'POST /auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 250000\r\n\r\n';
    const seen = await dripClient(port, head, 'x'.repeat(1000), 200);
    expect(seen.closedAfterMs).toBeGreaterThanOrEqual(2900);
    expect(seen.closedAfterMs).toBeLessThan(4500);
  });

  it('keeps an idle keep-alive connection past the headers timeout: its next request is answered', async () => {
    await start();
    const { socket } = await openSocket(port);
    expect(await statusOf(socket)).toBe('HTTP/1.1 200 OK');
    await new Promise((resolve) => setTimeout(resolve, 1800));
    expect(await statusOf(socket)).toBe('HTTP/1.1 200 OK');
    socket.destroy();
  });

  it('refuses a connection past the cap (closed at once), while the open ones are still answered', async () => {
    await start({ ...LIMITS, maxConnections: 2, headersTimeoutMs: 5000, requestTimeoutMs: 5000 });
    const first = await openSocket(port);
    const second = await openSocket(port);
    expect(await statusOf(first.socket)).toBe('HTTP/1.1 200 OK');
    expect(await statusOf(second.socket)).toBe('HTTP/1.1 200 OK');
    const third = await openSocket(port);
    const started = Date.now();
    await expect(statusOf(third.socket)).rejects.toThrow(/closed before an answer; got ""/);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(await statusOf(first.socket)).toBe('HTTP/1.1 200 OK');
    first.socket.destroy();
    second.socket.destroy();
    await first.closed;
    // A place is free again: a new connection is served.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const fourth = await openSocket(port);
    expect(await statusOf(fourth.socket)).toBe('HTTP/1.1 200 OK');
    fourth.socket.destroy();
  });
});
