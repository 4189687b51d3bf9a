import { statfsSync } from 'node:fs';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { databaseTrouble } from './database-errors';

/**
 * Whether SQLite's writes are being refused for want of room on the database's volume: set by the
 * first SQLITE_FULL (a write, a commit or a checkpoint, sqlite-transactions.ts), cleared by itself
 * once the volume has `roomBytes` free again (read with statfs whenever someone asks, /healthz
 * among them), with no write needed to find out. Reads go on meanwhile; each write is still tried,
 * and one that fits is kept (docs/decisions/sqlite-full-disk.md).
 */
export class DiskRoom {
  private full = false;

  constructor(
    private readonly directory: string,
    private readonly roomBytes: number,
  ) {}

  /** Marks the disk full when `error` says so (SQLITE_FULL); answers whether it did. */
  noteIfFull(error: unknown): boolean {
    if (databaseTrouble(error) !== 'full') return false;
    this.full = true;
    return true;
  }

  /** True while writes are refused: from a SQLITE_FULL until the volume has room again. */
  get isFull(): boolean {
    if (this.full && this.freeBytes() >= this.roomBytes) this.full = false;
    return this.full;
  }

  private freeBytes(): number {
    try {
      const stats = statfsSync(this.directory);
      return stats.bavail * stats.bsize;
    } catch {
      return 0;
    }
  }
}

const rooms = new WeakMap<DataSource, DiskRoom>();

/** The room kept for a SQLite data source on a file (none for MySQL or an in-memory database). */
export function diskRoomFor(dataSource: DataSource, roomBytes: number): DiskRoom | undefined {
  const file = dataSource.options.type === 'better-sqlite3' ? dataSource.options.database : undefined;
  if (!file || file === ':memory:') return undefined;
  const room = new DiskRoom(path.dirname(file), roomBytes);
  rooms.set(dataSource, room);
  return room;
}

/** Why writes are refused now, for /healthz; null when they are not. */
export function writesRefused(dataSource: DataSource): string | null {
  return rooms.get(dataSource)?.isFull ? 'read-only: disk full' : null;
}
