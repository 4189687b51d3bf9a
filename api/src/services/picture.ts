import { analyse, savingsSubCategoryNames } from '../domain/analysis';
import type { WorkflowOptions } from '../domain/workbook/types';
import type { AnalysisTexts } from '../repositories/analysis';
import type { Repositories } from '../repositories/database';
import { matchTransfers } from '../domain/sources/transfers';

/**
 * Matches the transfers between the user's sources again (domain/sources/transfers.ts): the live
 * rows of two or more sources are paired, leaving out rows the user unmatched, and only the matches
 * that changed are written (TransferRepository.rematch); with fewer sources every match ends.
 */
async function matchTransfersAnew(repos: Repositories, userId: number, liveSources: number): Promise<void> {
  if (liveSources < 2) {
    await repos.transfers.rematch(userId, []);
    return;
  }
  const unmatched = await repos.transfers.unmatchedSeqs(userId);
  const candidates = (await repos.transfers.candidates(userId)).filter((row) => !unmatched.has(row.id));
  const sources = (await repos.sources.live(userId)).map(({ id, name, accountNumber }) => ({ id, name, accountNumber }));
  await repos.transfers.rematch(userId, matchTransfers(candidates, sources));
}

/** An import whose analysis texts the caller holds (it just wrote or read them): the picture need not read them again. */
export interface KnownImport {
  id: number;
  analysis: Omit<AnalysisTexts, 'lastUpdated'>;
}

/**
 * Makes the user's stored analysis the analysis of what they see now: every current import of
 * every source (docs/decisions/sources.md). With one current import its own analysis, kept with it,
 * is the picture (taken from `known` when that is the import, else read); with several, the analysis
 * is made again from their stored rows, counted as they were stored, under the newest one's options,
 * transfers between them counting nothing; with none, the user has no analysis. Transfers are
 * matched anew first (matchTransfersAnew). Runs in the caller's transaction under the user's lock,
 * after the current imports changed. Answers the analysis stored (null: none), so that the caller
 * need not read it back.
 */
export async function refreshPicture(repos: Repositories, userId: number, known?: KnownImport): Promise<AnalysisTexts | null> {
  const live = await repos.imports.live(userId);
  await matchTransfersAnew(repos, userId, new Set(live.map((row) => row.sourceId)).size);
  if (live.length === 0) {
    await repos.analyses.clear(userId);
    return null;
  }
  const newest = live[live.length - 1];
  let texts: AnalysisTexts;
  if (live.length === 1) {
    const only = known?.id === newest.id ? known.analysis : await repos.imports.own(userId, newest.id);
    if (!only) return null;
    texts = {
      spendingAnalysis: only.spendingAnalysis,
      transactionAnalysis: only.transactionAnalysis,
      savingsSubcategories: only.savingsSubcategories,
      // The data is as of that import: its analysis says so too (transaction_analysis.lastUpdated).
      lastUpdated: newest.createdAt,
    };
  } else {
    const options = JSON.parse(newest.options) as WorkflowOptions;
    const kept = await repos.imports.keptRows(userId);
    const result = analyse([], [], options, new Date(newest.createdAt).toISOString(), kept);
    texts = {
      spendingAnalysis: JSON.stringify(result.spending_analysis),
      transactionAnalysis: JSON.stringify(result.transaction_analysis),
      savingsSubcategories: JSON.stringify(savingsSubCategoryNames(result.transaction_analysis)),
      lastUpdated: newest.createdAt,
    };
  }
  await repos.analyses.replace(userId, texts);
  return texts;
}
