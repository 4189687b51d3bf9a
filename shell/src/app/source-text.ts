import { MAX_SOURCE_NAME_LENGTH, type DataSourceKind, type SourceDto } from '@ontrack/api/contracts';
import { DEFAULT_DATE_FORMAT, type DateFormat } from '@ontrack/api/domain';
import { errorMessage, i18n } from '@ontrack/shell/platform';

/** The shell's words (`common`), in the interface's language at the time of the call. */
const t = i18n.getFixedT(null, 'common');

/** What the sources screens call each kind (api/src/domain/sources/source-names.ts lists them). */
export function sourceKindLabel(kind: DataSourceKind): string {
  return kind === 'workbook' ? t('sources.kind.workbook') : t('sources.kind.account');
}

/** The import history's name for an import whose source is no longer in the list. */
export const deletedSource = () => t('sources.deleted');

/** Unicode control characters: the API refuses a name holding one (api/src/contracts/text.ts). */
const CONTROL_CHARACTER = /\p{Cc}/u;

/**
 * What is wrong with a typed name, as the API checks it once trimmed (api/src/contracts/sources.ts,
 * whose length is counted as JavaScript counts it); undefined when it is fine.
 */
export function sourceNameProblem(typed: string): string | undefined {
  const name = typed.trim();
  if (name === '') return t('sources.nameEmpty');
  if (name.length > MAX_SOURCE_NAME_LENGTH) return t('sources.tooLong', { max: MAX_SOURCE_NAME_LENGTH, count: name.length });
  if (CONTROL_CHARACTER.test(name)) return t('sources.nameControl');
  return undefined;
}

/** The confirmation before a source is deleted, word for word; counts as `dates` writes them. */
export function deleteQuestion(source: SourceDto, dates: DateFormat = DEFAULT_DATE_FORMAT): string {
  const rows =
    source.rows > 0 ? t('sources.rowsLeave', { count: source.rows, formatted: dates.count(source.rows) }) : t('sources.noRowsInFigures');
  const undo = source.imports > 0 ? t('sources.undo') : '';
  return t('sources.deleteQuestion', { name: source.name, rows, undo });
}

/** The dates a source's rows span ("Jan 5, 2025 – Mar 30, 2025" in en-US), or that it has none. */
export function sourceDates(source: SourceDto, dates: DateFormat = DEFAULT_DATE_FORMAT): string {
  if (source.first_date === null || source.last_date === null) return t('sources.noRows');
  const [first, last] = [dates.shortDate(source.first_date), dates.shortDate(source.last_date)];
  return first === last ? first : `${first} – ${last}`;
}

/** The server's reason for a refusal (`{error}`, or `{message}`), else the fallback. */
export function refusalMessage(failure: unknown, fallback: string): string {
  const data = (failure as { data?: { message?: unknown } } | undefined)?.data;
  return errorMessage(failure, typeof data?.message === 'string' ? data.message : fallback);
}
