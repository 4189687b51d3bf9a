/**
 * A user's sources of data: a budget workbook or Google Sheet (`workbook`: each import replaces its
 * rows) or an account's bank statements (`account`: each import adds to it). See
 * docs/decisions/sources.md.
 */
export const SOURCE_KINDS = ['workbook', 'account'] as const;
export type DataSourceKind = (typeof SOURCE_KINDS)[number];

/** Where an upload's rows go, as the options step chooses: one of the user's sources, or a new one. */
export type SourceChoice = { id: number } | { new: { name: string; kind: DataSourceKind } };

/** Longest name of a source, in characters (the `sources.name` column's length). */
export const MAX_SOURCE_NAME_LENGTH = 120;

/** The name a source gets when none was typed and its import names no file. */
export const DEFAULT_SOURCE_NAME = 'My budget';
/** The name of a source made for a Google Sheet import (its file name is the sheet's id, not meant for people). */
export const GOOGLE_SHEET_SOURCE_NAME = 'Google Sheet';

const CONTROL_CHARACTERS = /\p{Cc}+/gu;

/**
 * The name of a workbook source made for an import (by the sources migration and by the categories
 * step): the file's name without its extension, or "Google Sheet", or "My budget" when there is no
 * name. Cut to MAX_SOURCE_NAME_LENGTH characters (whole code points) and cleared of control
 * characters, so it is a name the user could have typed (contracts/text.ts).
 */
export function sourceNameFor(source: string, fileName: string | null): string {
  if (source === 'googleSheet') return GOOGLE_SHEET_SOURCE_NAME;
  const base = (fileName ?? '').split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  const stem = (dot > 0 ? base.slice(0, dot) : base).replace(CONTROL_CHARACTERS, ' ').trim();
  const name = Array.from(stem).slice(0, MAX_SOURCE_NAME_LENGTH).join('').trim();
  return name === '' ? DEFAULT_SOURCE_NAME : name;
}
