import { stepErrorMessage } from './step-answer';

const texts = { failed: 'Upload failed', unreachable: 'An error occurred while uploading the file.' };

describe('stepErrorMessage', () => {
  it.each([
    [
      'a 4xx answer with an error',
      { status: 415, data: { success: false, error: 'That file is not a workbook.' } },
      'That file is not a workbook.',
    ],
    [
      'a 200 answer with success:false and an error',
      { status: 'CUSTOM_ERROR', data: { success: false, error: 'No sheets matched.' } },
      'No sheets matched.',
    ],
    ['a 4xx answer without an error', { status: 400, data: { success: false } }, 'Upload failed'],
    ['an answer whose error is blank', { status: 400, data: { success: false, error: '  ' } }, 'Upload failed'],
    ['a 200 answer with success:false and no error', { status: 'CUSTOM_ERROR', data: { success: false } }, 'Upload failed'],
    ['an answer whose error is not text', { status: 500, data: { error: { code: 1 } } }, 'Upload failed'],
    ['a network failure', { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }, 'An error occurred while uploading the file.'],
    [
      'an HTML error page',
      { status: 'PARSING_ERROR', originalStatus: 502, data: '<html>', error: 'SyntaxError' },
      'An error occurred while uploading the file.',
    ],
    ['nothing at all', undefined, 'An error occurred while uploading the file.'],
  ])('%s', (_case, error, expected) => {
    expect(stepErrorMessage(error, texts)).toBe(expected);
  });
});
