/** What the categories step's answer says was imported (`data.import`), in one sentence. */
import type { DataSourceKind, ImportSummaryDto } from '@ontrack/api/contracts';
import { countOf, formatWholeNumber } from './numbers';

/**
 * An account source keeps what it held and adds the rest: `42 new transactions, 18 already
 * imported into Checking`; `No new transactions: all 18 were already imported into Checking`. A
 * workbook source's import replaces it: `1,234 transactions imported into My budget`. Without a
 * known kind, rows already held tell an account.
 */
export function importSummaryText(summary: ImportSummaryDto, kind: DataSourceKind | null): string {
  const { added, already_present: present, source_name: name } = summary;
  const account = kind === 'account' || (kind === null && present > 0);
  if (!account || (added === 0 && present === 0)) {
    return added === 0 ? `No transactions imported into ${name}` : `${countOf(added, 'transaction')} imported into ${name}`;
  }
  if (added === 0) {
    return present === 1
      ? `No new transactions: the 1 transaction was already imported into ${name}`
      : `No new transactions: all ${formatWholeNumber(present)} were already imported into ${name}`;
  }
  if (present === 0) return `${countOf(added, 'new transaction')} imported into ${name}`;
  return `${countOf(added, 'new transaction')}, ${formatWholeNumber(present)} already imported into ${name}`;
}
