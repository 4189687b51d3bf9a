/**
 * An .xlsx job's worksheets inflated on the main thread while the parsing worker reads them
 * (../zip/pre-inflate.ts says why): each through a MessageChannel of its own, its chunks moved to
 * the worker as they come. Only once a worker takes the job (pool.ts: a job waiting in the queue
 * holds no inflated bytes), and only worksheets whose declared sizes fit PRE_INFLATED_MAX_BYTES in
 * all (a bigger workbook's worksheets are inflated by the worker itself, as it reads them).
 */
import { on } from 'node:events';
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { isWorksheetPart } from '../xlsx/parts';
import { entryData, inflateEntryStreaming, type InflatedMessage, type ZipEntryInfo } from '../zip';
import type { ParseJob } from './job';

/** Inflated bytes that may wait for the worker at most, per file (if it reads slower than they come). */
export const PRE_INFLATED_MAX_BYTES = 16 * 1024 * 1024;

/** A job with its worksheets on their way: the ports go to the worker with it, `start` begins the inflating. */
export interface StreamedJob {
  job: ParseJob;
  /** The worker's ends of the channels, to transfer with the job. */
  ports: MessagePort[];
  /** Starts inflating (after the job was posted); answers a function that stops what is still under way. */
  start: () => () => void;
}

/** The deflated worksheet parts worth inflating ahead, with their bytes, within PRE_INFLATED_MAX_BYTES declared in all. */
function worksheetsToInflate(buffer: Buffer, entries: readonly ZipEntryInfo[], end: number): Array<{ entry: ZipEntryInfo; data: Buffer }> {
  const chosen: Array<{ entry: ZipEntryInfo; data: Buffer }> = [];
  let declared = 0;
  for (const entry of entries) {
    if (!isWorksheetPart(entry) || entry.compressionMethod !== 8 || entry.encrypted) continue;
    if (declared + entry.uncompressedSize > PRE_INFLATED_MAX_BYTES) continue;
    // A record not where the directory says: the worker's reader judges it (it declines the file).
    const data = entryData(buffer, entry, end);
    if (!data) continue;
    chosen.push({ entry, data });
    declared += entry.uncompressedSize;
  }
  return chosen;
}

/** The job with its .xlsx's small worksheets to be streamed (FileJob `inflated`); any other job as it is. */
export function withStreamedWorksheets(job: ParseJob): StreamedJob {
  if (job.kind !== 'xlsx' || !job.zipDirectory) return { job, ports: [], start: () => () => undefined };
  const parts = worksheetsToInflate(job.buffer, job.zipDirectory.entries, job.zipDirectory.centralDirectoryOffset).map((part) => ({
    ...part,
    channel: new MessageChannel(),
  }));
  return {
    job: { ...job, inflated: new Map(parts.map(({ entry, channel }) => [entry.name, channel.port2])) },
    ports: parts.map(({ channel }) => channel.port2),
    start: () => {
      const stops = parts.map(({ entry, data, channel }) =>
        inflateEntryStreaming(data, entry, (message, transfer) => {
          channel.port1.postMessage(message, transfer);
          if ('end' in message) channel.port1.close();
        }),
      );
      return () => {
        for (const stop of stops) stop();
        for (const { channel } of parts) channel.port1.close();
      };
    },
  };
}

/** The messages of a part's port, as the reader takes them (../xlsx/parts.ts); the port closes once its end is read. */
export async function* inflatedMessages(port: MessagePort): AsyncGenerator<InflatedMessage, void, undefined> {
  try {
    for await (const [message] of on(port, 'message') as AsyncIterable<[InflatedMessage]>) {
      yield message;
      if ('end' in message) return;
    }
  } finally {
    port.close();
  }
}
