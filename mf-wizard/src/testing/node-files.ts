/**
 * jsdom's File and FormData cannot go through Node's fetch (the body never finishes reading), so
 * tests that send a file use Node's own File and FormData for that request, as a browser would
 * use its own.
 */
import { File as NodeFile } from 'node:buffer';

export function workbookFile(
  name: string,
  content = 'PK\u0003\u0004 workbook bytes',
  type = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
): File {
  return new NodeFile([content], name, { type }) as unknown as File;
}

/** Puts Node's FormData in place of jsdom's until the returned function is called. */
export async function useNodeFormData(): Promise<() => void> {
  const NodeFormData = (await new Response(new URLSearchParams('probe=1')).formData()).constructor as typeof FormData;
  const original = globalThis.FormData;
  globalThis.FormData = NodeFormData;
  return () => {
    globalThis.FormData = original;
  };
}

/** The parts of a multipart body, as the server would read them. */
export async function multipartParts(body: string, contentType: string | null): Promise<Map<string, { value: string; fileName?: string }>> {
  const form = await new Response(body, { headers: { 'content-type': contentType ?? '' } }).formData();
  const parts = new Map<string, { value: string; fileName?: string }>();
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') parts.set(name, { value });
    else parts.set(name, { value: await value.text(), fileName: (value as { name?: string }).name });
  }
  return parts;
}
