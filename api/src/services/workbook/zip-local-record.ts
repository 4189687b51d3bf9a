/**
 * Where a zip entry's compressed bytes lie. The central directory gives the offset of the entry's
 * local record; the bytes start after its fixed header and its own name and extra field, whose
 * lengths only the local header holds. The streaming reader and the integrity check both read here.
 */
import type { ZipEntryInfo } from './zip-directory';

const LOCAL_HEADER_SIGNATURE = 0x04034b50;
const LOCAL_HEADER_BYTES = 30;

/** The entry's compressed bytes; null when its local record is not where the directory says, or runs past `end`. */
export function localEntryData(buffer: Buffer, entry: ZipEntryInfo, end: number): Buffer | null {
  const at = entry.offset;
  if (at + LOCAL_HEADER_BYTES > end || buffer.readUInt32LE(at) !== LOCAL_HEADER_SIGNATURE) return null;
  const start = at + LOCAL_HEADER_BYTES + buffer.readUInt16LE(at + 26) + buffer.readUInt16LE(at + 28);
  if (start + entry.compressedSize > end) return null;
  return buffer.subarray(start, start + entry.compressedSize);
}
