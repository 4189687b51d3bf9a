import { useState } from 'react';
import type { TransactionItemDto } from '@ontrack/api/contracts';
import { errorMessage } from '@ontrack/shell/platform';
import { useTransactionsUnmatchMutation } from '../../../api/transfers-api';
import { useSpendingTranslation } from '../../../i18n';

export interface UnmatchOutcome {
  kind: 'error' | 'success';
  text: string;
}

/**
 * Unmatching a transfer from the list: which row's unmatch is on its way, and what the last one
 * came to (the server's reason when it refused; a refused unmatch changed nothing, so the rows stay).
 * On success the list and every figure refresh (transfers-api.ts).
 */
export function useUnmatchTransfer() {
  const [send, { isLoading, originalArgs }] = useTransactionsUnmatchMutation();
  const [outcome, setOutcome] = useState<UnmatchOutcome | null>(null);
  const { t } = useSpendingTranslation();

  async function unmatch(item: TransactionItemDto) {
    setOutcome(null);
    try {
      await send(item.id).unwrap();
      setOutcome({ kind: 'success', text: t('transfer.unmatched') });
    } catch (failure) {
      setOutcome({ kind: 'error', text: errorMessage(failure, t('transfer.unmatchFailed')) });
    }
  }

  return { unmatch, unmatchingId: isLoading ? (originalArgs ?? null) : null, outcome };
}
