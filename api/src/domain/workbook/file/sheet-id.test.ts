import { extractSheetId } from './sheet-id';

const ID = '1BxiMVs0XRA5nFMdKvBdBZjgmUUqptlbs74OgvE2upms';

describe('extractSheetId', () => {
  it.each<[string, string | null]>([
    [ID, ID],
    [`  ${ID}\n`, ID],
    [`https://docs.google.com/spreadsheets/d/${ID}/edit#gid=0`, ID],
    [`https://docs.google.com/spreadsheets/d/${ID}/edit?usp=sharing`, ID],
    [`https://docs.google.com/spreadsheets/d/${ID}?usp=sharing`, ID],
    [`https://docs.google.com/spreadsheets/d/${ID}#gid=5`, ID],
    [`https://docs.google.com/spreadsheets/d/${ID}`, ID],
    [`docs.google.com/spreadsheets/d/${ID}/`, ID],
    ['abc_DEF-123456789012345', 'abc_DEF-123456789012345'],
    // not IDs
    ['', null],
    ['short', null],
    ['1234567890123456789', null], // 19 characters
    ['a'.repeat(101), null],
    ['http://169.254.169.254/latest/meta-data', null],
    ['https://evil.example/sheet', null],
    ['https://docs.google.com/spreadsheets/d/', null],
    ['https://docs.google.com/spreadsheets/d/short/edit', null],
    [`https://docs.google.com/spreadsheets/d/${ID.slice(0, 10)}%2F..%2F${ID}`, null],
    [`${ID} ${ID}`, null],
    [`${ID}/../x`, null],
  ])('%p → %p', (text, id) => {
    expect(extractSheetId(text)).toBe(id);
  });
});
