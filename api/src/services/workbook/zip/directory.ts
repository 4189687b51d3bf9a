/**
 * A zip archive's central directory, read without inflating anything: entry names, sizes, CRC-32s
 * and where each entry's local record starts. Enough to refuse a zip bomb or an archive that is
 * not a workbook before any parser runs, and to find each entry's bytes later (entries.ts).
 */
import yauzl from 'yauzl';
import { fileErrors } from '../messages';

/** Far above a real workbook (a few parts per sheet), far below what would cost real time. */
export const MAX_ZIP_ENTRIES = 10_000;

export interface ZipEntryInfo {
  name: string;
  uncompressedSize: number;
  compressedSize: number;
  /** 0 stored, 8 deflated: the only two a workbook uses. */
  compressionMethod: number;
  /** CRC-32 of the uncompressed bytes, as the central directory records it. */
  crc32: number;
  /** Byte offset of the entry's local header. */
  offset: number;
  encrypted: boolean;
}

export interface ZipDirectory {
  entries: ZipEntryInfo[];
  /** Where the central directory starts: the end of the last local record. */
  centralDirectoryOffset: number;
}

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const END_OF_CENTRAL_DIRECTORY_BYTES = 22;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_LOCATOR_BYTES = 20;
const ZIP64_END_OF_CENTRAL_DIRECTORY = 0x06064b50;
/** The end record's comment is at most this long, so the record starts within this of the end. */
const MAX_COMMENT_BYTES = 0xffff;

/**
 * Where the central directory starts, from the end-of-central-directory record (through the
 * zip64 record when the 32-bit field is full); null when the records are not there.
 */
export function centralDirectoryOffsetOf(buffer: Buffer): number | null {
  const lowest = Math.max(0, buffer.length - END_OF_CENTRAL_DIRECTORY_BYTES - MAX_COMMENT_BYTES);
  for (let at = buffer.length - END_OF_CENTRAL_DIRECTORY_BYTES; at >= lowest; at -= 1) {
    if (buffer.readUInt32LE(at) !== END_OF_CENTRAL_DIRECTORY) continue;
    const offset = buffer.readUInt32LE(at + 16);
    if (offset !== 0xffffffff) return offset;
    const locator = at - ZIP64_LOCATOR_BYTES;
    if (locator < 0 || buffer.readUInt32LE(locator) !== ZIP64_LOCATOR) return null;
    const record = Number(buffer.readBigUInt64LE(locator + 8));
    if (record + 56 > buffer.length || buffer.readUInt32LE(record) !== ZIP64_END_OF_CENTRAL_DIRECTORY) return null;
    return Number(buffer.readBigUInt64LE(record + 48));
  }
  return null;
}

function openZip(buffer: Buffer): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true, decodeStrings: true, validateEntrySizes: true, strictFileNames: false }, (error, zip) =>
      error || !zip ? reject(error ?? new Error('no zip')) : resolve(zip),
    );
  });
}

/** Reads the directory; throws the AppError for a damaged archive, too many entries or a zip bomb. */
export async function readZipDirectory(buffer: Buffer, maxExpandedBytes: number): Promise<ZipDirectory> {
  let zip: yauzl.ZipFile;
  try {
    zip = await openZip(buffer);
  } catch {
    throw fileErrors.damaged('.xlsx');
  }
  if (zip.entryCount > MAX_ZIP_ENTRIES) {
    zip.close();
    throw fileErrors.tooManyParts(MAX_ZIP_ENTRIES);
  }
  const centralDirectoryOffset = centralDirectoryOffsetOf(buffer);
  if (centralDirectoryOffset === null) {
    zip.close();
    throw fileErrors.damaged('.xlsx');
  }
  const entries: ZipEntryInfo[] = [];
  let expanded = 0;
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      expanded += entry.uncompressedSize;
      if (expanded > maxExpandedBytes) {
        zip.close();
        reject(fileErrors.expandsTooMuch(maxExpandedBytes));
        return;
      }
      entries.push({
        name: entry.fileName,
        uncompressedSize: entry.uncompressedSize,
        compressedSize: entry.compressedSize,
        compressionMethod: entry.compressionMethod,
        crc32: entry.crc32,
        offset: entry.relativeOffsetOfLocalHeader,
        encrypted: (entry.generalPurposeBitFlag & 0x1) !== 0,
      });
      zip.readEntry();
    });
    zip.on('end', () => resolve());
    zip.on('error', () => reject(fileErrors.damaged('.xlsx')));
    zip.readEntry();
  });
  if (entries.some((entry) => entry.offset >= centralDirectoryOffset)) throw fileErrors.damaged('.xlsx');
  return { entries, centralDirectoryOffset };
}
