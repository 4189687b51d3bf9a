import type { EntityManager } from 'typeorm';
import { TransferUnmatch } from '../db/entities';
import type { TransferCandidate, TransferPair } from '../domain/sources/transfers';

/** Rows changed by one statement of `rematch`: far under either engine's limit on parameters. */
const UPDATE_CHUNK = 500;

/** A matched row and the row it is a transfer with. */
export interface MatchedRow {
  seq: number;
  transferOf: number;
  amountCents: number;
}

/**
 * Transfers between a user's sources as the transactions table keeps them (docs/decisions/sources.md):
 * a matched row names the other (`transfer_of`) and counts nothing (its contribution is kept aside
 * in `transfer_contribution_cents` and given back when the match ends). Every statement names the
 * owner; writes run in the caller's transaction under the user's lock (user-lock.ts). Rows are
 * changed by their key only (`seq IN (…)`), found first.
 */
export class TransferRepository {
  constructor(private readonly manager: EntityManager) {}

  /** The live rows that may be one side of a transfer (not zero), each with its source. */
  async candidates(userId: number): Promise<TransferCandidate[]> {
    const rows = await this.manager.query<
      Array<{
        seq: number | string;
        source_id: number | string | null;
        date: string;
        amount_cents: number | string;
        description: string | null;
      }>
    >(
      `SELECT t.seq AS seq, i.source_id AS source_id, t.date AS date, t.amount_cents AS amount_cents, t.description AS description
         FROM transactions t JOIN imports i ON i.id = t.import_id
        WHERE t.user_id = ? AND t.live = 1 AND t.amount_cents <> 0`,
      [userId],
    );
    return rows
      .filter((row) => row.source_id !== null)
      .map((row) => ({
        id: Number(row.seq),
        sourceId: Number(row.source_id),
        date: row.date,
        amountCents: Number(row.amount_cents),
        description: row.description ?? '',
      }));
  }

  /** The rows now matched. */
  async matched(userId: number): Promise<MatchedRow[]> {
    const rows = await this.manager.query<Array<{ seq: number | string; transfer_of: number | string; amount_cents: number | string }>>(
      'SELECT seq, transfer_of, amount_cents FROM transactions WHERE user_id = ? AND transfer_of IS NOT NULL',
      [userId],
    );
    return rows.map((row) => ({ seq: Number(row.seq), transferOf: Number(row.transfer_of), amountCents: Number(row.amount_cents) }));
  }

  /**
   * Makes `pairs` the user's matches, writing only what changed: a match no longer made ends (its
   * rows count their own contribution again), a new one is made (both rows name each other and count
   * nothing), a match made again is left as it is. Set-based by key, UPDATE_CHUNK rows a statement.
   * Answers how many rows were ended and matched.
   */
  async rematch(userId: number, pairs: readonly TransferPair[]): Promise<{ ended: number; matched: number }> {
    const wanted = new Map<number, number>();
    for (const { outId, inId } of pairs) {
      wanted.set(outId, inId);
      wanted.set(inId, outId);
    }
    const now = await this.matched(userId);
    const ended = now.filter((row) => wanted.get(row.seq) !== row.transferOf).map((row) => row.seq);
    const kept = new Set(now.filter((row) => wanted.get(row.seq) === row.transferOf).map((row) => row.seq));
    const made = [...wanted].filter(([seq]) => !kept.has(seq));
    // Ended first: a row that changes partner gives its contribution back before it is matched again.
    for (let at = 0; at < ended.length; at += UPDATE_CHUNK) {
      const seqs = ended.slice(at, at + UPDATE_CHUNK);
      await this.manager.query(
        `UPDATE transactions SET contribution_cents = transfer_contribution_cents, transfer_of = NULL, transfer_contribution_cents = NULL
          WHERE user_id = ? AND seq IN (${seqs.map(() => '?').join(', ')})`,
        [userId, ...seqs],
      );
    }
    for (let at = 0; at < made.length; at += UPDATE_CHUNK) {
      const chunk = made.slice(at, at + UPDATE_CHUNK);
      await this.manager.query(
        `UPDATE transactions SET transfer_of = CASE seq ${chunk.map(() => 'WHEN ? THEN ?').join(' ')} END,
                transfer_contribution_cents = contribution_cents, contribution_cents = 0
          WHERE user_id = ? AND seq IN (${chunk.map(() => '?').join(', ')})`,
        [...chunk.flat(), userId, ...chunk.map(([seq]) => seq)],
      );
    }
    return { ended: ended.length, matched: made.length };
  }

  /** The rows of the pairs the user unmatched: never matched again. */
  async unmatchedSeqs(userId: number): Promise<Set<number>> {
    const rows = await this.manager.getRepository(TransferUnmatch).findBy({ userId });
    return new Set(rows.flatMap((row) => [row.outSeq, row.inSeq]));
  }

  /** Remembers that the user unmatched the pair. */
  async rememberUnmatch(userId: number, outSeq: number, inSeq: number): Promise<void> {
    await this.manager.getRepository(TransferUnmatch).insert({ userId, outSeq, inSeq });
  }
}
