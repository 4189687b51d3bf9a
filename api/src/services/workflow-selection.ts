import { createHash } from 'node:crypto';
import { countedTables } from '../domain/workbook/reading/counted';
import { badRequest } from '../errors';
import type { Repositories } from '../repositories/database';
import { proposalFor, type KeptProposal, type UploadOrigin } from './sources';
import type { SheetSummary } from './workflow-store';

/**
 * The counted tables of the selected sheets of a kept upload; each sheet checked to exist and to
 * have a layout. A plan or a pivot among them is read but not counted; a choice of nothing else is refused.
 */
export function selectedSheets(sheets: readonly SheetSummary[], names: readonly string[]): SheetSummary[] {
  for (const name of names) {
    const tables = sheets.filter((candidate) => candidate.name === name);
    if (tables.length === 0) throw badRequest(`Sheet "${name}" is not in the uploaded workbook.`);
    if (!tables.some((table) => table.layout)) throw badRequest(tables[0].problem ?? `Sheet "${name}" has no header row.`);
  }
  const counted = countedTables(sheets, names);
  if (counted.length === 0)
    throw badRequest(
      'The selected sheets hold only a plan or a summary, which is not counted. Choose the sheet with what really happened.',
    );
  return counted;
}

/**
 * The column signature of the first chosen table that has one (SheetSummary.columns), hashed: a
 * source keeps it short, and only equality matters.
 */
export function columnsOfSheets(sheets: readonly SheetSummary[], chosen: readonly string[]): string | null {
  for (const name of chosen) {
    const columns = sheets.find((sheet) => sheet.name === name && sheet.columns)?.columns;
    if (columns) return createHash('sha256').update(columns).digest('hex');
  }
  return null;
}

/** The account the chosen sheets' statement states: the first chosen sheet's that states one. */
export function accountOfSheets(sheets: readonly SheetSummary[], chosen: readonly string[]): string | null {
  for (const name of chosen) {
    const account = sheets.find((sheet) => sheet.name === name && sheet.account)?.account;
    if (account) return account;
  }
  return null;
}

/**
 * The source proposed for an upload whose sheets `chosen` are to be imported (sources.ts
 * proposalFor), with the account and columns they state: kept with the upload as it is.
 */
export async function proposalForSheets(
  repos: Repositories,
  userId: number,
  upload: Pick<UploadOrigin, 'source' | 'fileName'>,
  sheets: readonly SheetSummary[],
  chosen: readonly string[],
): Promise<KeptProposal> {
  const origin = { accountNumber: accountOfSheets(sheets, chosen), columnSignature: columnsOfSheets(sheets, chosen) };
  return { ...origin, proposal: await proposalFor(repos, userId, { ...upload, ...origin }) };
}
