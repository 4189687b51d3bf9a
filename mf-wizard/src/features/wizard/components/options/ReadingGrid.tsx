import type { SheetReadingDto } from '@ontrack/api/contracts';
import { Select } from '@ontrack/shell/ui';
import { useWizardTranslation } from '../../../../i18n';
import {
  COLUMN_ROLE_CHOICES,
  columnLetters,
  rangeBounds,
  ROLE_LABELS,
  roleOfColumn,
  type ColumnRoleName,
} from '../../lib/reading-settings';

interface ReadingGridProps {
  sheet: string;
  /** The sheet's first rows as text, from A1. */
  grid: string[][];
  /** Tables as now read: each outlined, its header row marked. */
  tables: SheetReadingDto['tables'];
  /** The adjusted table's `{role: letter}`: one role dropdown over each column. */
  columns: Record<string, string>;
  onRoleChange: (letter: string, role: ColumnRoleName) => void;
}

/** Which table (index) covers a cell, and whether it is that table's header row. */
function tableAt(tables: SheetReadingDto['tables'], row: number, column: number): { index: number; header: boolean } | null {
  for (const [index, table] of tables.entries()) {
    const bounds = rangeBounds(table.range);
    if (!bounds || row < bounds.firstRow || row > bounds.lastRow || column < bounds.firstColumn || column > bounds.lastColumn) continue;
    return { index, header: row === table.header_row - 1 };
  }
  return null;
}

/**
 * The first rows of the sheet as a grid, row numbers and column letters as in the spreadsheet, the
 * tables as read outlined (a class per table, the header row marked), and over each column a role.
 */
export function ReadingGrid({ sheet, grid, tables, columns, onRoleChange }: ReadingGridProps) {
  const { t } = useWizardTranslation();
  const width = Math.max(1, ...grid.map((row) => row.length));
  const letters = columnLetters(width);
  return (
    <div className="wizard-grid" role="region" aria-label={t('grid.label', { sheet })} tabIndex={0}>
      <table>
        <thead>
          <tr>
            <th scope="col" aria-label={t('grid.row')} />
            {letters.map((letter) => (
              <th scope="col" key={letter}>
                <span className="wizard-grid__letter">{letter}</span>
                <Select
                  aria-label={t('grid.role', { letter })}
                  value={roleOfColumn(columns, letter)}
                  options={COLUMN_ROLE_CHOICES}
                  optionLabel={(role) => ROLE_LABELS[role](t)}
                  onValueChange={(role) => onRoleChange(letter, role)}
                />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.map((row, r) => (
            <tr key={r}>
              <th scope="row">{r + 1}</th>
              {letters.map((letter, c) => {
                const at = tableAt(tables, r, c);
                const className = at
                  ? `wizard-grid__in-table wizard-grid__table-${at.index % 4}${at.header ? ' wizard-grid__header' : ''}`
                  : undefined;
                return (
                  <td
                    key={letter}
                    className={className}
                    data-table={at ? at.index + 1 : undefined}
                    data-header={at?.header ? 'true' : undefined}
                  >
                    {row[c] ?? ''}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
