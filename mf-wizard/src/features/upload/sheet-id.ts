const SHEET_URL_MARKER = 'spreadsheets/d/';

/**
 * The Google Sheet ID in what the user typed or pasted: for a sheet URL, the part after
 * `spreadsheets/d/` up to the next `/`, `?` or `#` (the server's rule, product.md section 5);
 * anything else is taken as the ID itself.
 */
export function extractSheetId(input: string): string {
  const text = input.trim();
  const at = text.indexOf(SHEET_URL_MARKER);
  if (at === -1) return text;
  return text.slice(at + SHEET_URL_MARKER.length).split(/[/?#]/, 1)[0];
}

/** Whether the input is a sheet URL (so the screen shows the ID it found). */
export function isSheetUrl(input: string): boolean {
  return input.includes(SHEET_URL_MARKER);
}
