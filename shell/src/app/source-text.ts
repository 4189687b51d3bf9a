import { MAX_SOURCE_NAME_LENGTH, type DataSourceKind, type SourceDto } from '@ontrack/api/contracts';
import { formatShortDate } from '@ontrack/api/domain';
import { errorMessage } from '@ontrack/shell/platform';

/** What the sources screens call each kind (api/src/domain/sources/source-names.ts lists them). */
export const SOURCE_KIND_LABEL: Record<DataSourceKind, string> = { workbook: 'Budget workbook', account: 'Account' };

/** The import history's name for an import whose source is no longer in the list. */
export const DELETED_SOURCE = 'Deleted source';

/** Unicode control characters: the API refuses a name holding one (api/src/contracts/text.ts). */
const CONTROL_CHARACTER = /\p{Cc}/u;

/**
 * What is wrong with a typed name, as the API checks it once trimmed (api/src/contracts/sources.ts,
 * whose length is counted as JavaScript counts it); undefined when it is fine.
 */
export function sourceNameProblem(typed: string): string | undefined {
  const name = typed.trim();
  if (name === '') return 'Enter a name for this source.';
  if (name.length > MAX_SOURCE_NAME_LENGTH) return `Use at most ${MAX_SOURCE_NAME_LENGTH} characters (this name has ${name.length}).`;
  if (CONTROL_CHARACTER.test(name)) return 'A name cannot hold tabs, line breaks or other control characters.';
  return undefined;
}

const count = (value: number, one: string, many: string) => `${value.toLocaleString('en-US')} ${value === 1 ? one : many}`;

/** The confirmation before a source is deleted, word for word. */
export function deleteQuestion(source: SourceDto): string {
  const rows = source.rows > 0 ? `Its ${count(source.rows, 'row', 'rows')} leave every figure.` : 'None of its rows is in a figure now.';
  const undo = source.imports > 0 ? ' You can undo this from the import history.' : '';
  return `Delete “${source.name}”? ${rows}${undo}`;
}

/** The dates a source's rows span ("Jan 5, 2025 – Mar 30, 2025"), or that it has none. */
export function sourceDates(source: SourceDto): string {
  if (source.first_date === null || source.last_date === null) return 'No rows';
  const [first, last] = [formatShortDate(source.first_date), formatShortDate(source.last_date)];
  return first === last ? first : `${first} – ${last}`;
}

/** The server's reason for a refusal (`{error}`, or `{message}`), else the fallback. */
export function refusalMessage(failure: unknown, fallback: string): string {
  const data = (failure as { data?: { message?: unknown } } | undefined)?.data;
  return errorMessage(failure, typeof data?.message === 'string' ? data.message : fallback);
}
