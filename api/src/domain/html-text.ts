/**
 * Text written into HTML as text: `& < > " '` as their entities, so a name a person typed can be
 * neither markup nor the end of an attribute (the goals widget's snippet, the charts' labels).
 */
export function escapeHtml(value: unknown): string {
  return String(value).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}
