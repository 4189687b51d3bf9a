/**
 * The checks of an uploaded file before any parser sees it: everything that can be known without
 * parsing, on the bytes and never the name alone: empty, too large, the real format (and that the
 * name agrees with it), a password, a zip's entry count and unpacked size. A bank statement (OFX,
 * QIF, CAMT.053) is read as one whatever it is named; other text is read as CSV whatever it is
 * named, with a note when the name said otherwise; only a web page or XML under a workbook's name,
 * or XML that is no statement, is refused.
 */
import { ACCEPTED_EXTENSIONS } from '../../../contracts/upload-files';
import type { WorkbookLimits } from '../limits';
import { fileErrors } from '../messages';
import { statementKind } from '../statements';
import type { ParseJob } from '../worker/job';
import { isSpreadsheetZip } from '../xlsx/parts';
import { readZipDirectory } from '../zip';
import { baseNameOf, extensionOf } from './names';
import { isEncryptedOffice } from './ole2';
import { looksLikeMarkup, sniffContainer } from './sniff';
import { textEncodingOf } from './text-encoding';

export interface UploadedFile {
  buffer: Buffer;
  /** As the browser sent it; only its extension and base name are used, never as a path. */
  fileName: string;
}

/** Whether the text's first 64 KB are a bank statement (OFX, QIF, CAMT.053: ../statements). */
function startsAsStatement(buffer: Buffer): boolean {
  const head = buffer.subarray(0, 64 * 1024);
  const encoding = textEncodingOf(head);
  return encoding !== null && statementKind(new TextDecoder(encoding).decode(head)) !== null;
}

/** The checks before parsing; answers the job for the worker or throws the AppError. */
export async function checkWorkbookFile(file: UploadedFile, limits: WorkbookLimits): Promise<ParseJob> {
  const { buffer, fileName } = file;
  if (buffer.length === 0) throw fileErrors.empty();
  if (buffer.length > limits.maxBytes) throw fileErrors.tooLarge(limits.maxBytes);
  const extension = extensionOf(fileName);
  if (!(ACCEPTED_EXTENSIONS as readonly string[]).includes(extension)) throw fileErrors.extension(extension);
  const job = { buffer, fileName: baseNameOf(fileName), extension, maxRows: limits.maxRows };

  switch (sniffContainer(buffer)) {
    case 'ole2': {
      let encrypted: boolean;
      try {
        encrypted = await isEncryptedOffice(buffer);
      } catch {
        throw fileErrors.damaged(extension);
      }
      if (encrypted) throw fileErrors.passwordProtected();
      if (extension !== '.xls') throw fileErrors.mismatch(extension, 'xls');
      return { ...job, kind: 'xls' };
    }
    case 'zip': {
      const zipDirectory = await readZipDirectory(buffer, limits.maxExpandedBytes);
      if (!isSpreadsheetZip(zipDirectory))
        throw extension === '.xlsx' ? fileErrors.notSpreadsheetZip() : fileErrors.unknownContent(extension);
      if (extension !== '.xlsx') throw fileErrors.mismatch(extension, 'xlsx');
      if (zipDirectory.entries.some((entry) => entry.encrypted)) throw fileErrors.passwordProtected();
      return { ...job, kind: 'xlsx', zipDirectory };
    }
    case 'text':
      // A bank statement is told by its content, whatever it is named (an OFX saved as .txt too).
      if (startsAsStatement(buffer)) return { ...job, kind: 'statement' };
      if (extension === '.xml') throw fileErrors.xmlNotStatement();
      // A web page named .csv has always been read as text; under a workbook's name it is refused.
      if (extension !== '.csv' && looksLikeMarkup(buffer)) throw fileErrors.markupNotWorkbook(extension);
      return { ...job, kind: 'csv' };
    default:
      throw fileErrors.unknownContent(extension);
  }
}
