/**
 * The file names an upload may carry: the API refuses any other (415) and the wizard's picker offers
 * these. Excel workbooks by name; .csv, .tsv and .txt are all read as delimited text (reading.md,
 * Files). No imports: the parsing worker reads it too.
 */
export const EXCEL_EXTENSIONS = ['.xlsx', '.xls'] as const;
export const TEXT_EXTENSIONS = ['.csv', '.tsv', '.txt'] as const;
export const ACCEPTED_EXTENSIONS = [...EXCEL_EXTENSIONS, ...TEXT_EXTENSIONS] as const;
/** `.xlsx, .xls, .csv, .tsv or .txt`: the list in a sentence. */
export const ACCEPTED_EXTENSIONS_TEXT = `${ACCEPTED_EXTENSIONS.slice(0, -1).join(', ')} or ${ACCEPTED_EXTENSIONS[ACCEPTED_EXTENSIONS.length - 1]}`;
