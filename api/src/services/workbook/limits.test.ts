import { formatBytes } from './limits';

// The one way a size limit is written in the refusals (the upload's 413 and the unpacked size).
describe('formatBytes', () => {
  it.each([
    [10 * 1024 * 1024, '10 MB'],
    [200 * 1024 * 1024, '200 MB'],
    [1.5 * 1024 * 1024, '1.5 MB'],
    [1024 * 1024, '1 MB'],
    [64 * 1024, '64 KB'],
    [1024, '1 KB'],
    [900, '900 bytes'],
  ])('%p bytes → %j', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });

  it.each([
    [10.99 * 1024 * 1024, '10.9 MB'],
    [1024 * 1024 - 1, '1023 KB'],
    [1.96 * 1024, '1 KB'],
    [1023, '1023 bytes'],
  ])('rounds %p bytes down to %j, so "larger than" it holds for every refused file', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });
});
