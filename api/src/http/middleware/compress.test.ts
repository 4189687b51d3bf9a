import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compressBody, windowBitsFor } from './compress';

/** JSON-like text of about `bytes` bytes, compressible as answers are. */
function answerOf(bytes: number): Buffer {
  const rows: string[] = [];
  for (let i = 0, length = 0; length < bytes; i += 1) {
    rows.push(JSON.stringify({ id: i, name: `Goal ${i}`, cents: i * 1350 }));
    length += rows[i].length + 1;
  }
  return Buffer.from(`[${rows.join(',')}]`);
}

describe('compressBody (the API answers compressed per request)', () => {
  it.each([
    ['a small answer', 3_000],
    ['a large answer', 256 * 1024],
  ])('%s: brotli and gzip decode back to the same bytes, smaller', async (_, size) => {
    const body = answerOf(size);
    const br = await compressBody(body, 'br');
    const gz = await compressBody(body, 'gzip');
    expect(brotliDecompressSync(br).equals(body)).toBe(true);
    expect(gunzipSync(gz).equals(body)).toBe(true);
    expect(br.length).toBeLessThan(body.length / 3);
    expect(gz.length).toBeLessThan(body.length / 3);
  });

  it('decodes incompressible bytes too (a window sized to the body loses nothing)', async () => {
    const body = randomBytes(5_000);
    expect(brotliDecompressSync(await compressBody(body, 'br')).equals(body)).toBe(true);
  });

  it("sizes brotli's window to the body, within brotli's bounds", () => {
    expect(windowBitsFor(1024)).toBe(10);
    expect(windowBitsFor(3_000)).toBe(12);
    expect(windowBitsFor(65_536)).toBe(16);
    expect(windowBitsFor(65_537)).toBe(17);
    expect(windowBitsFor(50 * 1024 * 1024)).toBe(22);
  });
});
