/**
 * Checks that entries of an archive inflate cleanly to the size and CRC-32 the central directory
 * records, so a damaged archive is refused at once with a clear 400.
 *
 * Why: exceljs's streaming reader (through unzipper) reports an inflate error on the zip stream,
 * not on the entry it is reading; when that entry is one it awaits (the workbook's rels, styles, a
 * worksheet) it then waits forever for the entry to end, until the worker's time limit stops it
 * with a misleading 413. A CRC mismatch is also the only sign of bytes that happen to inflate to
 * the wrong text.
 *
 * Each entry is inflated in slices (little memory, whatever the sizes), yielding between them, so
 * the check runs beside the parse rather than before it.
 */
import { fileErrors } from '../messages';
import type { ZipDirectory, ZipEntryInfo } from './directory';
import { entryData, inflateEntryYielding } from './entries';

const SLICE_BYTES = 64 * 1024;

/** Resolves when every entry (or every one `which` picks) is intact; rejects with the 400 "damaged" AppError otherwise. */
export async function verifyZipEntries(
  buffer: Buffer,
  directory: ZipDirectory,
  which: (entry: ZipEntryInfo) => boolean = () => true,
): Promise<void> {
  try {
    for (const entry of directory.entries) {
      if (!which(entry)) continue;
      const data = entryData(buffer, entry, directory.centralDirectoryOffset);
      if (!data) throw new Error(entry.name);
      await inflateEntryYielding(data, entry, () => undefined, SLICE_BYTES);
    }
  } catch {
    throw fileErrors.damaged('.xlsx');
  }
}
