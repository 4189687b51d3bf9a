/**
 * A Google Sheet ID from what a person pastes: the bare ID, or a link whose path has
 * `spreadsheets/d/<id>`. Only the ID ever
 * leaves the server; the rest of a pasted URL is never requested.
 */
const SHEET_ID = /^[A-Za-z0-9_-]{20,100}$/;
const MARKER = 'spreadsheets/d/';

export function extractSheetId(text: string): string | null {
  const trimmed = text.trim();
  if (SHEET_ID.test(trimmed)) return trimmed;
  const at = trimmed.indexOf(MARKER);
  if (at < 0) return null;
  const candidate = trimmed.slice(at + MARKER.length).split(/[/?#]/, 1)[0];
  return SHEET_ID.test(candidate) ? candidate : null;
}
