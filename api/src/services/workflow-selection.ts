import { createHash } from 'node:crypto';
import { countedTables } from '../domain/workbook/reading/counted';
import { badRequest } from '../errors';
import type { Repositories } from '../repositories/database';
import type { SourceWithLastImport } from '../repositories/sources';
import { proposalFor, type KeptProposal, type UploadOrigin } from './sources';
import type { SheetSummary } from './workflow-store';
import { message } from '../i18n';
import { writtenText } from './reading-texts';

/**
 * The counted tables of the selected sheets of a kept upload; each sheet checked to exist and to
 * have a layout. A plan or a pivot among them is read but not counted; a choice of nothing else is refused.
 */
export function selectedSheets(sheets: readonly SheetSummary[], names: readonly string[]): SheetSummary[] {
  for (const name of names) {
    const tables = sheets.filter((candidate) => candidate.name === name);
    if (tables.length === 0) throw badRequest(message('workflow.sheetMissing', { name }));
    if (!tables.some((table) => table.layout)) {
      const { problem } = tables[0];
      throw badRequest(problem === undefined ? message('workflow.noHeaderRow', { name }) : (language) => writtenText(problem, language));
    }
  }
  const counted = countedTables(sheets, names);
  if (counted.length === 0) throw badRequest(message('workflow.onlyPlan'));
  return counted;
}

/**
 * The first thing `of` finds in the tables the chosen sheets count (countedTables), in the order
 * chosen: what an import reads decides where it comes from and what it states; a skipped table, a
 * plan, a pivot or a repeat of a counted table is not read, so it decides nothing.
 */
export function firstOfCounted<T>(
  sheets: readonly SheetSummary[],
  chosen: readonly string[],
  of: (table: SheetSummary) => T | null | undefined,
): T | null {
  for (const table of countedTables(sheets, chosen)) {
    const found = of(table);
    if (found !== null && found !== undefined) return found;
  }
  return null;
}

/**
 * The column signature of the first counted table that has one (SheetSummary.columns), hashed: a
 * source keeps it short, and only equality matters.
 */
export function columnsOfSheets(sheets: readonly SheetSummary[], chosen: readonly string[]): string | null {
  const columns = firstOfCounted(sheets, chosen, (table) => table.columns);
  return columns === null ? null : createHash('sha256').update(columns).digest('hex');
}

/** The account the chosen sheets' statement states: the first counted table's that states one. */
export function accountOfSheets(sheets: readonly SheetSummary[], chosen: readonly string[]): string | null {
  return firstOfCounted(sheets, chosen, (table) => table.account);
}

/**
 * The source proposed for an upload whose sheets `chosen` are to be imported (sources.ts
 * proposalFor), with the account and columns they state: kept with the upload as it is. The user's
 * sources are read here unless given.
 */
export async function proposalForSheets(
  repos: Repositories,
  userId: number,
  upload: Pick<UploadOrigin, 'source' | 'fileName'>,
  sheets: readonly SheetSummary[],
  chosen: readonly string[],
  userSources?: SourceWithLastImport[],
): Promise<KeptProposal> {
  const origin = { accountNumber: accountOfSheets(sheets, chosen), columnSignature: columnsOfSheets(sheets, chosen) };
  return { ...origin, proposal: await proposalFor(repos, userId, { ...upload, ...origin }, userSources) };
}
