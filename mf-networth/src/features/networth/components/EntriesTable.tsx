import type { NetWorthEntryDto } from '@ontrack/api/contracts';
import { useDates, useMoney } from '@ontrack/shell/platform';
import { DataTable, RowActions, type DataColumn } from '@ontrack/shell/ui';
import { useNetWorthTranslation } from '../../../i18n';

interface EntriesTableProps {
  entries: NetWorthEntryDto[];
  onEdit: (entry: NetWorthEntryDto) => void;
  onDelete: (entry: NetWorthEntryDto) => void;
}

/** All Entries: every dated value, newest first as the server sends them, each with Edit and Delete. */
export function EntriesTable({ entries, onEdit, onDelete }: EntriesTableProps) {
  const { t } = useNetWorthTranslation();
  const money = useMoney();
  const dates = useDates();
  const typeLabel = { asset: t('entries.asset'), liability: t('entries.liability') };
  const columns: DataColumn<NetWorthEntryDto>[] = [
    { header: t('entries.type'), cell: (entry) => <span className={`nw-type nw-type--${entry.type}`}>{typeLabel[entry.type]}</span> },
    { header: t('entries.category'), cell: (entry) => entry.category },
    { header: t('entries.name'), cell: (entry) => entry.name },
    { header: t('entries.value'), cell: (entry) => money.exact(entry.value), className: 'nw-num' },
    { header: t('entries.date'), cell: (entry) => <time dateTime={entry.date}>{dates.shortDate(entry.date)}</time> },
    {
      header: <span className="ot-visually-hidden">{t('entries.actions')}</span>,
      cell: (entry) => (
        <RowActions
          label={t('entries.rowLabel', { name: entry.name, date: dates.shortDate(entry.date) })}
          onEdit={() => onEdit(entry)}
          onDelete={() => onDelete(entry)}
          className="nw-row-actions"
          buttonClassName="ot-button ot-button--secondary nw-small"
          deleteClassName="nw-danger-text"
        />
      ),
    },
  ];
  return (
    <section className="ot-card nw-panel" aria-labelledby="nw-entries-title">
      <h2 id="nw-entries-title">{t('entries.title')}</h2>
      <div className="nw-table-scroll">
        <DataTable
          className="nw-table"
          aria-labelledby="nw-entries-title"
          columns={columns}
          rows={entries}
          rowKey={(entry) => entry.id}
          rowProps={() => ({ 'data-testid': 'networth-entry-row' })}
        />
      </div>
    </section>
  );
}
