/**
 * An .xlsx archive's central directory, read without inflating anything: entry names, sizes and
 * where each entry's local record starts. Enough to refuse a zip bomb or a zip that is not a
 * workbook before any parser runs, and to hand the streaming reader its parts in a good order.
 */
import yauzl from 'yauzl';
import { fileErrors } from './messages';

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

/** A worksheet part (`xl/worksheets/sheet1.xml`). */
const WORKSHEET_PART = /^xl\/worksheets\/[^/]+\.xml$/;

/** Whether the entry is a worksheet part: what the main thread pre-inflates and the worker checks as it reads. */
export function isWorksheetPart(entry: ZipEntryInfo): boolean {
  return WORKSHEET_PART.test(entry.name);
}

export interface ZipDirectory {
  entries: ZipEntryInfo[];
  /** Where the central directory starts: the end of the last local record. */
  centralDirectoryOffset: number;
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
  // yauzl starts reading entries at the central directory; remember where that is.
  const centralDirectoryOffset = (zip as unknown as { readEntryCursor: number }).readEntryCursor;
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

export function isSpreadsheetZip(directory: ZipDirectory): boolean {
  const names = new Set(directory.entries.map((entry) => entry.name));
  return names.has('[Content_Types].xml') && names.has('xl/workbook.xml');
}
