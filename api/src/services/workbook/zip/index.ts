/**
 * The one way into a zip archive: its central directory (directory.ts), an entry's bytes inflated
 * and held to what the directory records (entries.ts), the integrity check of many entries
 * (verify.ts), and entries inflated on the main thread as the worker reads them (pre-inflate.ts).
 */
export { MAX_ZIP_ENTRIES, readZipDirectory, type ZipDirectory, type ZipEntryInfo } from './directory';
export { DamagedEntry, entryData, inflateEntrySync, inflateEntryYielding, intactAsRecorded, UnsupportedEntry } from './entries';
export { inflateEntryStreaming, type InflatedMessage } from './pre-inflate';
export { verifyZipEntries } from './verify';
