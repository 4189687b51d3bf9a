/** What is taken from an uploaded file's name: its extension, and names safe to show. */

/** `.xlsx` from `Budget 2025.XLSX`; '' without an extension. */
export function extensionOf(fileName: string): string {
  const base = fileName.split(/[/\\]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot).toLowerCase() : '';
}

/** The name without any folders, spaces collapsed, at most 100 characters: safe to quote back. */
export function baseNameOf(fileName: string): string {
  const base = (fileName.split(/[/\\]/).pop() ?? '').replace(/\s+/g, ' ').trim();
  return base.length > 100 ? `${base.slice(0, 99)}…` : base;
}

/** A CSV's one sheet is named after the file: the base name without its extension. */
export function sheetNameFromFileName(fileName: string): string {
  const base = (fileName.split(/[/\\]/).pop() ?? '')
    .replace(/\.[^.]*$/, '')
    .replace(/\s+/g, ' ')
    .trim();
  return base.slice(0, 100) || 'Sheet1';
}
