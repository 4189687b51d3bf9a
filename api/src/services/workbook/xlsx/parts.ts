/**
 * An .xlsx package's parts (its zip entries, read through ../zip): a small part as text at once,
 * a worksheet as text in chunks so a big one is never one string. Every part read whole is held
 * to the size and CRC-32 the directory records; a part that is not (a damaged file) is refused
 * with the 400, a part this reader cannot read (a missing record, an unusual compression) declines
 * the lean reader (NotLean), so the exceljs reader stays the fallback.
 */
import { StringDecoder } from 'node:string_decoder';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { fileErrors } from '../messages';
import { DamagedEntry, entryData, inflateEntrySync, inflateEntryYielding, type ZipDirectory, type ZipEntryInfo } from '../zip';

/** Thrown for anything the lean reader does not handle; the caller then uses exceljs. */
export class NotLean extends Error {}

/** Compressed bytes inflated between two yields: XML inflates ~15×, so a slice makes a few hundred KB of text. */
const COMPRESSED_SLICE_BYTES = 16 * 1024;
/** Text handed on at once, from bytes already inflated. */
const CHUNK_BYTES = 64 * 1024;
/** Text read between yields from a part inflated already: about what a compressed slice inflates to. */
const INFLATED_BYTES_PER_YIELD = 4 * CHUNK_BYTES;

/** A worksheet part (`xl/worksheets/sheet1.xml`). */
const WORKSHEET_PART = /^xl\/worksheets\/[^/]+\.xml$/;

/** Whether the entry is a worksheet part: what the main thread inflates ahead and the lean reader checks as it reads. */
export function isWorksheetPart(entry: ZipEntryInfo): boolean {
  return WORKSHEET_PART.test(entry.name);
}

/** Whether the archive is a spreadsheet package at all (its content types and workbook part). */
export function isSpreadsheetZip(directory: ZipDirectory): boolean {
  const names = new Set(directory.entries.map((entry) => entry.name));
  return names.has('[Content_Types].xml') && names.has('xl/workbook.xml');
}

/** Bytes already inflated, fed to `write` as text in chunks, yielding between slices of INFLATED_BYTES_PER_YIELD. */
async function writeText(bytes: Buffer, write: (text: string) => void): Promise<void> {
  const decoder = new StringDecoder('utf8');
  for (let slice = 0; slice < bytes.length; slice += INFLATED_BYTES_PER_YIELD) {
    if (slice > 0) await nextTurn();
    const end = Math.min(slice + INFLATED_BYTES_PER_YIELD, bytes.length);
    for (let at = slice; at < end; at += CHUNK_BYTES) write(decoder.write(bytes.subarray(at, Math.min(at + CHUNK_BYTES, end))));
  }
  write(decoder.end());
}

/** A DamagedEntry as the 400 a person reads; anything else as it is. */
function asRefusal(error: unknown): unknown {
  return error instanceof DamagedEntry ? fileErrors.damaged('.xlsx') : error;
}

export class XlsxParts {
  private readonly byName: Map<string, ZipEntryInfo>;

  constructor(
    private readonly buffer: Buffer,
    private readonly directory: ZipDirectory,
    /** The parts streamed whole, found intact: their size and CRC-32 as the directory records them. */
    private readonly verified: Set<string> = new Set(),
    /** Worksheet parts already inflated and found intact (../zip/pre-inflate.ts), by name. */
    private readonly inflated: ReadonlyMap<string, Uint8Array> = new Map(),
  ) {
    this.byName = new Map(directory.entries.map((entry) => [entry.name, entry]));
  }

  has(name: string): boolean {
    return this.byName.has(name);
  }

  /** The names of the worksheet parts, in archive order. */
  worksheetNames(): string[] {
    return this.directory.entries.filter(isWorksheetPart).map((entry) => entry.name);
  }

  private data(name: string): { entry: ZipEntryInfo; data: Buffer } {
    const entry = this.byName.get(name);
    if (!entry || (entry.compressionMethod !== 0 && entry.compressionMethod !== 8)) throw new NotLean(name);
    const data = entryData(this.buffer, entry, this.directory.centralDirectoryOffset);
    if (!data) throw new NotLean(name);
    return { entry, data };
  }

  /** A small part as text, inflated at once. */
  text(name: string): string {
    const { entry, data } = this.data(name);
    const chunks: Uint8Array[] = [];
    try {
      inflateEntrySync(data, entry, (chunk) => chunks.push(chunk), COMPRESSED_SLICE_BYTES);
    } catch (error) {
      throw asRefusal(error);
    }
    return Buffer.concat(chunks).toString('utf8');
  }

  /**
   * A part fed to `write` in chunks of text. Its size and CRC-32 are checked as it goes, so the
   * integrity check need not inflate it a second time (read-xlsx.ts).
   */
  async stream(name: string, write: (text: string) => void): Promise<void> {
    const inflated = this.inflated.get(name);
    if (inflated) {
      await writeText(Buffer.from(inflated.buffer, inflated.byteOffset, inflated.byteLength), write);
    } else {
      const { entry, data } = this.data(name);
      const decoder = new StringDecoder('utf8');
      try {
        await inflateEntryYielding(
          data,
          entry,
          (chunk) => write(decoder.write(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength))),
          COMPRESSED_SLICE_BYTES,
        );
      } catch (error) {
        throw asRefusal(error);
      }
      write(decoder.end());
    }
    this.verified.add(name);
  }
}
