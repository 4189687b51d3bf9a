/**
 * How much reading one workbook may cost. Every bound is checked before the parser sees the file
 * (size, expanded size) or enforced while it runs (rows, heap, time), in the parsing worker.
 */
import type { Config } from '../../config/config';

export interface WorkbookLimits {
  /** Largest accepted file (UPLOAD_MAX_BYTES). */
  maxBytes: number;
  /** Data rows per workbook; a sheet that takes the count past it is refused. */
  maxRows: number;
  /** Sum of an .xlsx archive's uncompressed entry sizes, from its central directory. */
  maxExpandedBytes: number;
  /** Wall-clock time for one parse; the worker is terminated after it. */
  timeoutMs: number;
  /** The parsing worker's old-generation heap (`resourceLimits.maxOldGenerationSizeMb`). */
  maxHeapMb: number;
}

export const MAX_WORKBOOK_ROWS = 200_000;
const MB = 1024 * 1024;

export function workbookLimits(config: Pick<Config, 'uploadMaxBytes'>): WorkbookLimits {
  return {
    maxBytes: config.uploadMaxBytes,
    maxRows: MAX_WORKBOOK_ROWS,
    // An .xlsx compresses 5–15×; 200 MB unpacked is far past any real budget at 10 MB packed.
    maxExpandedBytes: Math.max(200 * MB, 20 * config.uploadMaxBytes),
    timeoutMs: 30_000,
    maxHeapMb: 512,
  };
}

/**
 * `10 MB`, `1.5 MB`, `900 KB`, `500 bytes`: a limit as a person reads it in the refusals ("larger
 * than …", "more than …"), rounded down so that what they say stays true of every refused file.
 */
export function formatBytes(bytes: number): string {
  if (bytes >= MB) return `${Math.floor((bytes * 10) / MB) / 10} MB`;
  if (bytes >= 1024) return `${Math.floor(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}
