/**
 * Whether the input is a sheet URL, so the screen shows the ID it found there. The ID itself is
 * read by the server's own rule, `extractSheetId` from `@ontrack/api/domain`.
 */
export function isSheetUrl(input: string): boolean {
  return input.includes('spreadsheets/d/');
}
