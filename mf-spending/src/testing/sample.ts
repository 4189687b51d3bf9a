/**
 * What a `?data=sample` standalone preview shows (`npm run serve -w @ontrack/mf-spending`,
 * shell/federation/preview-server.ts): the test fixtures' year of analysis and a page of its
 * transactions, by "METHOD path" (the list's filters are not applied to the sample).
 */
import { realisticAnalysis } from './spending-fixtures';
import { transactionItem, transactionsPage } from './transaction-fixtures';

export const spendingSample = {
  'GET /spending/api/spending-analysis': () => realisticAnalysis(),
  'GET /transactions/api/transactions': () => transactionsPage(Array.from({ length: 12 }, (_, index) => transactionItem(index + 1))),
};
