/**
 * Every text the wizard shows for an outcome, exactly word them, so
 * the screens and their tests read one list.
 */
export const MESSAGES = {
  csrfFetchFailed: 'Failed to retrieve CSRF token',
  csrfMissing: 'CSRF token is missing.',
  templateRequired: 'currentTemplate is required',
  selectFile: 'Please select a file to upload.',
  enterSheet: 'Please enter a Google Sheet ID or URL.',
  /** The server's answer to the same input (api/src/services/workflow.ts), given before any call. */
  notASheet: 'That is not a Google Sheet ID or URL. Paste the link of a sheet shared as "anyone with the link can view".',
  uploadFailed: 'Upload failed',
  uploadFileError: 'An error occurred while uploading the file.',
  uploadSheetError: 'An error occurred while connecting to Google Sheet.',
  noSheets: 'No sheets were found in that workbook.',
  fileUploaded: 'File uploaded successfully!',
  sheetConnected: 'Google Sheet connected successfully!',
  optionsFailed: 'Failed to save options.',
  optionsError: 'An error occurred while setting options.',
  categoriesFailed: 'Dashboard failed',
  categoriesError: 'An error occurred while configuring categories.',
  processing: 'Processing your data...',
  sheetHint: 'The sheet must be shared as anyone with the link can view.',
} as const;
