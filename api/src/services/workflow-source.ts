/**
 * The kept upload's source, so the options step and the preview can read it again with the user's
 * settings (reading.md, Adjusting): a file as its bytes, a Google Sheet as the grids its API sent
 * (gzipped JSON: only numbers, text and booleans, as the Sheets reader hands them over), cut into
 * parts of at most WORKBOOK_PART_BYTES like the parsed workbook.
 */
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import type { SheetGrid } from '../domain/workbook/types';
import { WORKBOOK_PART_BYTES } from './workflow-codec';

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

function cut(bytes: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  for (let offset = 0; offset < bytes.length; offset += WORKBOOK_PART_BYTES) parts.push(bytes.subarray(offset, offset + WORKBOOK_PART_BYTES));
  return parts;
}

export function fileSourceParts(bytes: Buffer): Buffer[] {
  return cut(bytes);
}

export async function gridSourceParts(grids: SheetGrid[]): Promise<Buffer[]> {
  return cut(await gzipAsync(Buffer.from(JSON.stringify(grids), 'utf8'), { level: 1 }));
}

export function fileFromParts(parts: readonly Buffer[]): Buffer {
  return Buffer.concat(parts);
}

export async function gridsFromParts(parts: readonly Buffer[]): Promise<SheetGrid[]> {
  return JSON.parse((await gunzipAsync(Buffer.concat(parts))).toString('utf8')) as SheetGrid[];
}
