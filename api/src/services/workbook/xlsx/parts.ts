/**
 * An .xlsx package's parts (its zip entries, read through ../zip): a small part as text at once,
 * a worksheet as text in chunks so a big one is never one string. Every part read whole is held
 * to the size and CRC-32 the directory records; a part that is not (a damaged file) is refused
 * with the 400, a part this reader cannot read (a missing record, an unusual compression) declines
 * the lean reader (NotLean), so the exceljs reader stays the fallback.
 */
import { StringDecoder } from 'node:string_decoder';
import { fileErrors } from '../messages';
import {
  DamagedEntry,
  entryData,
  inflateEntrySync,
  inflateEntryYielding,
  type InflatedMessage,
  type ZipDirectory,
  type ZipEntryInfo,
} from '../zip';

/** Thrown for anything the lean reader does not handle; the caller then uses exceljs. */
export class NotLean extends Error {}

/** Compressed bytes inflated between two yields: XML inflates ~15×, so a slice makes a few hundred KB of text. */
const COMPRESSED_SLICE_BYTES = 16 * 1024;
/** Text handed on at once, from bytes inflated on the main thread. */
const CHUNK_BYTES = 64 * 1024;

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

/**
 * A part inflated on the main thread, fed to `write` as text as its chunks arrive (each waits for
 * its message, so other work runs between them). Refused as damaged when the main thread found it
 * was not what the directory records, or its messages stop before their end.
 */
async function writeInflated(messages: AsyncIterable<InflatedMessage>, write: (text: string) => void): Promise<void> {
  const decoder = new StringDecoder('utf8');
  for await (const message of messages) {
    if ('end' in message) {
      if (!message.intact) break;
      write(decoder.end());
      return;
    }
    const bytes = Buffer.from(message.chunk.buffer, message.chunk.byteOffset, message.chunk.byteLength);
    for (let at = 0; at < bytes.length; at += CHUNK_BYTES)
      write(decoder.write(bytes.subarray(at, Math.min(at + CHUNK_BYTES, bytes.length))));
  }
  throw fileErrors.damaged('.xlsx');
}

/** A DamagedEntry as the 400 a person reads; anything else as it is. */
function asRefusal(error: unknown): unknown {
  return error instanceof DamagedEntry ? fileErrors.damaged('.xlsx') : error;
}

export class XlsxParts {
  private readonly byName: Map<string, ZipEntryInfo>;
  /** The inflated parts read already: a second read of one inflates it from the archive. */
  private readonly streamed = new Set<string>();

  constructor(
    private readonly buffer: Buffer,
    private readonly directory: ZipDirectory,
    /** The parts streamed whole, found intact: their size and CRC-32 as the directory records them. */
    private readonly verified: Set<string> = new Set(),
    /** Worksheet parts inflated on the main thread as they are read (../zip/pre-inflate.ts), by name; each can be read once. */
    private readonly inflated: ReadonlyMap<string, AsyncIterable<InflatedMessage>> = new Map(),
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
    const inflated = this.streamed.has(name) ? undefined : this.inflated.get(name);
    if (inflated) {
      this.streamed.add(name);
      await writeInflated(inflated, write);
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
