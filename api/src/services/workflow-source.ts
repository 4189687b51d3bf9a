/**
 * The kept upload's source, so the options step and the preview can read it again with the user's
 * settings: a file as its bytes, a Google Sheet as the grids its API sent
 * (gzipped JSON: only numbers, text and booleans, as the Sheets reader hands them over; made and
 * read in the parsing worker, workbook/google-grids.ts), cut into parts of at most
 * WORKBOOK_PART_BYTES like the parsed workbook.
 */
import { WORKBOOK_PART_BYTES } from './workflow-codec';

export function partsOfSource(bytes: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  for (let offset = 0; offset < bytes.length; offset += WORKBOOK_PART_BYTES)
    parts.push(bytes.subarray(offset, offset + WORKBOOK_PART_BYTES));
  return parts;
}

export function sourceOfParts(parts: readonly Buffer[]): Buffer {
  return Buffer.concat(parts);
}
