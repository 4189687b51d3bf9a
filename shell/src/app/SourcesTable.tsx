import type { SourceDto } from '@ontrack/api/contracts';
import { DataTable, formatLastUpdated, RowActions, type DataColumn } from '@ontrack/shell/ui';
import { sourceDates, sourceKindLabel } from './source-text';
import { useTranslation } from 'react-i18next';
import { useDates } from '@ontrack/shell/platform';

interface SourcesTableProps {
  sources: readonly SourceDto[];
  onEdit: (source: SourceDto) => void;
  onDelete: (source: SourceDto) => void;
}

/** The sources as the API lists them, each with what it holds now and its Edit and Delete. */
export function SourcesTable({ sources, onEdit, onDelete }: SourcesTableProps) {
  const { t } = useTranslation();
  const dates = useDates();
  const columns: DataColumn<SourceDto>[] = [
    { header: t('sources.name'), cell: (source) => source.name },
    { header: t('sources.kindHeader'), cell: (source) => sourceKindLabel(source.kind) },
    { header: t('sources.rows'), cell: (source) => dates.count(source.rows), className: 'ot-sources__number' },
    { header: t('sources.dates'), cell: (source) => sourceDates(source, dates) },
    { header: t('sources.imports'), cell: (source) => dates.count(source.imports), className: 'ot-sources__number' },
    {
      header: t('sources.lastImport'),
      cell: (source) =>
        source.last_import_at === null ? (
          t('sources.none')
        ) : (
          <time dateTime={source.last_import_at}>{formatLastUpdated(source.last_import_at, dates.locale) ?? source.last_import_at}</time>
        ),
    },
    {
      header: <span className="ot-visually-hidden">{t('sources.actions')}</span>,
      cell: (source) => (
        <RowActions
          label={source.name}
          onEdit={() => onEdit(source)}
          onDelete={() => onDelete(source)}
          className="ot-sources__actions"
          buttonClassName="ot-button ot-button--secondary"
          deleteClassName="ot-sources__delete"
        />
      ),
    },
  ];
  return (
    <div className="ot-sources__scroll">
      <DataTable
        className="ot-sources"
        aria-label={t('sources.yours')}
        columns={columns}
        rows={sources}
        rowKey={(source) => source.id}
        rowProps={() => ({ 'data-testid': 'source-row' })}
      />
    </div>
  );
}
