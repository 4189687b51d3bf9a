import { readFile, stat } from 'node:fs/promises';

/**
 * Build outputs as deployed now: a front end deployed alone replaces its files under a running
 * server, so each is read again whenever its modification time changes, and cached while it does not.
 */
const readings = new WeakMap<(bytes: Buffer, file: string) => unknown, Map<string, { mtimeMs: number; value: unknown }>>();

/** A file name as webpack writes them, relative to its build's folder (no `.`/`..` segment, not absolute). */
export const SAFE_FILE = /^(?!\.\.?(?:\/|$))(?!.*\/\.\.?(?:\/|$))[\w.-]+(?:\/[\w.-]+)*$/;

/**
 * A deployed file decoded (`decode` gets its bytes and its path, and may return null for bytes it
 * refuses); null when absent or unreadable.
 */
export async function readDeployedFile<T>(file: string, decode: (bytes: Buffer, file: string) => T | null): Promise<T | null> {
  const mtimeMs = await stat(file).then(
    (info) => info.mtimeMs,
    () => null,
  );
  if (mtimeMs === null) return null;
  // A cache per decoder, so two readings of one file never mix.
  let byFile = readings.get(decode);
  if (!byFile) readings.set(decode, (byFile = new Map<string, { mtimeMs: number; value: unknown }>()));
  const cached = byFile.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.value as T | null;
  const value = await readFile(file).then(
    (bytes) => {
      try {
        return decode(bytes, file);
      } catch {
        return null;
      }
    },
    () => null,
  );
  byFile.set(file, { mtimeMs, value });
  return value;
}

function json(bytes: Buffer): unknown {
  return JSON.parse(bytes.toString('utf8')) as unknown;
}

function text(bytes: Buffer): string {
  return bytes.toString('utf8');
}

/** A build output's text as deployed now; null when absent or unreadable. */
export function readDeployedText(file: string): Promise<string | null> {
  return readDeployedFile(file, text);
}

/** A build output's JSON as deployed now; null when absent or unreadable. */
export function readDeployedJson(file: string): Promise<unknown> {
  return readDeployedFile(file, json);
}
