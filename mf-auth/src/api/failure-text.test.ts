import english from '../locales/en.json';
import { failureText, retryAfterSeconds, tooManyAttempts } from './failure-text';

const UNREACHABLE = english.failure.unreachable;
const SERVER_TROUBLE = english.failure.server;

describe('failureText', () => {
  it.each([
    ['no answer', { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }, UNREACHABLE],
    ['a timeout', { status: 'TIMEOUT_ERROR', error: 'AbortError' }, UNREACHABLE],
    [
      'a 429 asking for 14 minutes',
      { status: 429, data: { error: 'Slow down.' }, retryAfterSeconds: 840 },
      'Too many attempts. Try again in 14 minutes.',
    ],
    ['a 429 without Retry-After', { status: 429, data: {} }, 'Too many attempts. Try again in a few minutes.'],
    [
      'a 503 with its message',
      { status: 503, data: { error: 'The database is busy: nothing was saved. Please try again in a moment.' } },
      'The database is busy: nothing was saved. Please try again in a moment.',
    ],
    ['a 500 without a message', { status: 500, data: {} }, SERVER_TROUBLE],
    [
      "a proxy's 502 page",
      { status: 'PARSING_ERROR', originalStatus: 502, data: '<html>Bad Gateway</html>', error: 'SyntaxError' },
      SERVER_TROUBLE,
    ],
    ['a 401', { status: 401, data: { error: 'Invalid email or password' } }, 'the refusal'],
    ['a 400', { status: 400, data: { error: 'Email is required.' } }, 'the refusal'],
    ['a 200 that is not JSON', { status: 'PARSING_ERROR', originalStatus: 200, data: 'oops', error: 'SyntaxError' }, 'the refusal'],
  ])('%s', (_case, failure, text) => {
    expect(failureText(failure, 'the refusal')).toBe(text);
  });
});

describe('tooManyAttempts', () => {
  it.each([
    [1, 'Try again in 1 minute.'],
    [60, 'Try again in 1 minute.'],
    [61, 'Try again in 2 minutes.'],
    [900, 'Try again in 15 minutes.'],
  ])('%d seconds → %s', (seconds, end) => expect(tooManyAttempts(seconds)).toBe(`Too many attempts. ${end}`));
});

describe('retryAfterSeconds', () => {
  const now = Date.UTC(2026, 0, 1, 12, 0, 0);
  it.each([
    ['840', 840],
    [' 30 ', 30],
    ['Thu, 01 Jan 2026 12:05:00 GMT', 300],
    ['Thu, 01 Jan 2026 11:00:00 GMT', 0],
    ['soon', null],
    ['', null],
    [null, null],
  ])('%p → %p', (header, seconds) => expect(retryAfterSeconds(header, now)).toBe(seconds));
});
