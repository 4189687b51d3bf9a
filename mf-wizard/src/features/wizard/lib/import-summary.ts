/** What the categories step's answer says was imported (`data.import`), in one sentence. */
import type { DataSourceKind, ImportSummaryDto } from '@ontrack/api/contracts';
import type { DateFormat } from '@ontrack/api/domain';
import type { Translate } from './translate';

/**
 * An account source keeps what it held and adds the rest: `42 new transactions, 18 already
 * imported into Checking`; `No new transactions: all 18 were already imported into Checking`. A
 * workbook source's import replaces it: `1,234 transactions imported into My budget`. Without a
 * known kind, rows already held tell an account. Counts grouped by `dates.count`, words by `t`.
 */
export function importSummaryText(summary: ImportSummaryDto, kind: DataSourceKind | null, t: Translate, dates: DateFormat): string {
  const { added, already_present: present, source_name: name } = summary;
  const account = kind === 'account' || (kind === null && present > 0);
  const values = { name, added: dates.count(added), present: dates.count(present) };
  if (!account || (added === 0 && present === 0)) {
    return added === 0 ? t('summary.none', values) : t('summary.imported', { ...values, count: added });
  }
  if (added === 0) return t('summary.allPresent', { ...values, count: present });
  if (present === 0) return t('summary.addedNew', { ...values, count: added });
  return t('summary.addedAndPresent', { ...values, count: added });
}
