import { ACCEPTED_EXTENSIONS } from '@ontrack/api/contracts';

/** For the file input's `accept`, so the browser's picker offers these first. */
export const ACCEPT_ATTRIBUTE = ACCEPTED_EXTENSIONS.join(',');

export function isAcceptedFileName(name: string): boolean {
  const lower = name.trim().toLowerCase();
  return ACCEPTED_EXTENSIONS.some((extension) => lower.endsWith(extension) && lower.length > extension.length);
}

/** The first dropped file of an accepted kind; other files are ignored without a message. */
export function firstAcceptedFile<T extends { name: string }>(files: ArrayLike<T> | null | undefined): T | undefined {
  return Array.from(files ?? []).find((file) => isAcceptedFileName(file.name));
}

/** "842 B", "12.3 KB", "4.5 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
