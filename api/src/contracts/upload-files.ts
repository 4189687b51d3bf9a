/**
 * The file names an upload may carry: the API refuses any other (415) and the wizard's picker offers
 * these. Excel workbooks by name; .csv, .tsv and .txt are all read as delimited text; bank statements as their format (OFX and Quicken's .qfx, QIF, CAMT.053 as .xml), told by
 * their content. No imports: the parsing worker reads it too.
 */
export const EXCEL_EXTENSIONS = ['.xlsx', '.xls'] as const;
export const TEXT_EXTENSIONS = ['.csv', '.tsv', '.txt'] as const;
export const STATEMENT_EXTENSIONS = ['.ofx', '.qfx', '.qif', '.xml'] as const;
export const ACCEPTED_EXTENSIONS = [...EXCEL_EXTENSIONS, ...TEXT_EXTENSIONS, ...STATEMENT_EXTENSIONS] as const;
/** `.xlsx, .xls, .csv, .tsv, .txt, .ofx, .qfx, .qif or .xml`: the list in a sentence. */
export const ACCEPTED_EXTENSIONS_TEXT = `${ACCEPTED_EXTENSIONS.slice(0, -1).join(', ')} or ${ACCEPTED_EXTENSIONS[ACCEPTED_EXTENSIONS.length - 1]}`;
