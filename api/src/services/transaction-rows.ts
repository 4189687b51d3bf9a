import { countedContributionCents, pairKey, pairResolver, type CategoryClassification, type CountedAs } from '../domain/analysis';
import type { TransactionRow } from '../repositories/imports';
import type { CountedTransaction } from './currency-conversion';

export { datedInHomeCurrency } from './currency-rates';

/** The longest bank id the transactions table keeps (db/entities/Workflow.ts `Transaction.bankId`). */
const BANK_ID_LENGTH = 100;

/**
 * The rows of the transactions table, made one at a time as they are written: each dated
 * transaction as read, counted as the analysis counts it (the same resolution of its pair and the
 * same contribution, so a window's rows add up to the analysis' figures). A transaction converted
 * from another currency (services/currency-rates.ts) keeps its amount and contribution as read.
 */
export function* transactionRows(
  transactions: Iterable<CountedTransaction>,
  classifications: readonly CategoryClassification[],
): Generator<TransactionRow> {
  const resolve = pairResolver(classifications);
  // Resolved once per pair, as the analysis does.
  const byPair = new Map<string, CountedAs>();
  for (const transaction of transactions) {
    const key = pairKey(transaction.category, transaction.subcategory);
    let countedAs = byPair.get(key);
    if (!countedAs) {
      countedAs = resolve(transaction.category, transaction.subcategory, transaction.hint);
      byPair.set(key, countedAs);
    }
    const { original } = transaction;
    yield {
      date: transaction.date,
      category: countedAs.category,
      subcategory: countedAs.subcategory,
      amountCents: transaction.amountCents,
      contributionCents: countedContributionCents(transaction, countedAs),
      type: countedAs.type,
      counted: transaction.counted,
      description: transaction.description ?? '',
      sheet: transaction.sheet ?? '',
      row: transaction.row ?? 0,
      // As the column holds it (bank_id varchar(100)), so a held row and an incoming one compare alike.
      bankId: transaction.reference?.slice(0, BANK_ID_LENGTH) ?? null,
      ...(original && {
        original: {
          amountCents: original.amountCents,
          contributionCents: countedContributionCents({ ...transaction, amountCents: original.amountCents }, countedAs),
          currency: original.currency,
        },
      }),
    };
  }
}
