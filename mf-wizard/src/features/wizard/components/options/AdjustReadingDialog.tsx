import { useEffect, useId, useRef, useState } from 'react';
import type { PreviewResponse, SheetReadingDto, SheetSettingsDto, TableSettingsDto } from '@ontrack/api/contracts';
import { useDates, useMoney } from '@ontrack/shell/platform';
import { Alert, FormField, Modal, Select, Spinner } from '@ontrack/shell/ui';
import { useWorkflowPreviewMutation } from '../../../../api/workflow-api';
import { useWizardTranslation } from '../../../../i18n';
import { stepErrorMessage } from '../../lib/step-answer';
import { readingLine } from '../../lib/sheet-reading';
import { tableEntry, withColumnRole, withTableEntry, type ColumnRoleName } from '../../lib/reading-settings';
import type { Translate } from '../../lib/translate';
import { PreviewRows } from './PreviewRows';
import { ReadingGrid } from './ReadingGrid';

type Preview = NonNullable<PreviewResponse['data']>;

/** A setting's choices: "detected" (the setting left unset), then its values. */
type AsDetected<Setting> = 'detected' | NonNullable<Setting>;

/** The settings chosen from a list: each choice's wording by the caller's `t`, in the order offered. */
const CHOICE_LABELS: {
  [Setting in 'date_order' | 'direction']: Record<AsDetected<TableSettingsDto[Setting]>, (t: Translate) => string>;
} = {
  date_order: {
    detected: (t) => t('adjust.detected'),
    MDY: (t) => t('adjust.mdy'),
    DMY: (t) => t('adjust.dmy'),
  },
  direction: {
    detected: (t) => t('adjust.detected'),
    'type-column': (t) => t('adjust.typeColumn'),
    pair: (t) => t('adjust.pair'),
    signed: (t) => t('adjust.signed'),
    unsigned: (t) => t('adjust.unsigned'),
  },
};

/** A setting chosen from a list, whose first choice, As detected, leaves the setting unset. */
function AsDetectedSelect({
  id,
  label,
  setting,
  entry,
  onChange,
}: {
  id: string;
  label: string;
  setting: keyof typeof CHOICE_LABELS;
  entry: TableSettingsDto;
  onChange: (patch: Partial<TableSettingsDto>) => void;
}) {
  const { t } = useWizardTranslation();
  const labels: Record<string, (t: Translate) => string> = CHOICE_LABELS[setting];
  return (
    <FormField id={id} label={label}>
      {(control) => (
        <Select
          {...control}
          value={entry[setting] ?? 'detected'}
          options={Object.keys(labels)}
          optionLabel={(choice) => labels[choice](t)}
          // The options are the setting's own values (and "detected"), so the patch is one of its values.
          onValueChange={(choice) => onChange({ [setting]: choice === 'detected' ? undefined : choice })}
        />
      )}
    </FormField>
  );
}

interface AdjustReadingDialogProps {
  templateId: string;
  /** The sheet as the upload read it: its tables' ranges name them in the settings. */
  sheet: SheetReadingDto;
  /** What the user applied to this sheet before, if anything. */
  initial: SheetSettingsDto | undefined;
  onApply: (settings: SheetSettingsDto, reading: SheetReadingDto) => void;
  onClose: () => void;
}

/**
 * "Adjust how a sheet is read": the sheet's first rows with its tables outlined, a role
 * over each column, and the table's reading options. Every change reads the sheet again through
 * the preview and shows what would count and what is skipped; nothing is kept until Apply, and
 * Escape or Cancel leave everything as it was.
 */
export function AdjustReadingDialog({ templateId, sheet, initial, onApply, onClose }: AdjustReadingDialogProps) {
  const { t } = useWizardTranslation();
  const money = useMoney();
  const dates = useDates();
  const [preview, { isLoading }] = useWorkflowPreviewMutation();
  const [settings, setSettings] = useState<SheetSettingsDto>(initial ?? { tables: [] });
  const [tableIndex, setTableIndex] = useState(0);
  const [answer, setAnswer] = useState<Preview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(0);
  const ids = { table: useId(), header: useId(), order: useId(), direction: useId(), start: useId() };

  const uploaded = sheet.tables[tableIndex] ?? sheet.tables[0];
  const entry = tableEntry(settings, uploaded.range);
  // The table as read now (after the changes so far), at the same place as at upload.
  const current = answer?.tables[tableIndex] ?? uploaded;
  const columns = entry.columns ?? current.columns;

  // Read again on every change; only the latest answer is shown. (A change clears the last error.)
  useEffect(() => {
    const ask = ++latest.current;
    preview({ templateId, sheet: sheet.name, settings })
      .unwrap()
      .then((result) => {
        if (ask !== latest.current) return;
        setAnswer(result.data ?? null);
        setError(null);
      })
      .catch((failure: unknown) => {
        if (ask === latest.current)
          setError(
            stepErrorMessage(failure, {
              failed: t('adjust.failed'),
              unreachable: t('adjust.unreachable'),
            }),
          );
      });
  }, [preview, templateId, sheet.name, settings, t]);

  function change(patch: Partial<TableSettingsDto>) {
    // The sheet is read again with the new settings: the last reading's error no longer applies.
    setError(null);
    const next: TableSettingsDto = { ...entry, ...patch };
    for (const key of Object.keys(patch) as (keyof TableSettingsDto)[]) if (patch[key] === undefined) delete next[key];
    setSettings((previous) => withTableEntry(previous, next));
  }

  function changeRole(letter: string, role: ColumnRoleName) {
    change({ columns: withColumnRole(columns, letter, role) });
  }

  const undated = current.layout !== 'log' && !current.dates.from;
  const applicable = answer !== null && error === null && !isLoading;

  return (
    <Modal title={t('adjust.title', { name: sheet.name })} onClose={onClose} wide className="wizard-adjust">
      {sheet.tables.length > 1 && (
        <div className="ot-field">
          <label htmlFor={ids.table}>{t('adjust.table')}</label>
          <Select
            id={ids.table}
            value={String(tableIndex)}
            options={sheet.tables.map((_, index) => String(index))}
            optionLabel={(index) => t('adjust.tableOption', { number: Number(index) + 1, range: sheet.tables[Number(index)].range })}
            onValueChange={(index) => setTableIndex(Number(index))}
          />
        </div>
      )}
      <p className="wizard-adjust__reading" aria-live="polite">
        {readingLine(current, money, dates, t)}
      </p>
      {answer && answer.grid.length > 0 && (
        <ReadingGrid sheet={sheet.name} grid={answer.grid} tables={answer.tables} columns={columns} onRoleChange={changeRole} />
      )}
      <div className="wizard-adjust__options">
        <div className="ot-field">
          <label htmlFor={ids.header}>{t('adjust.headerRow')}</label>
          <input
            id={ids.header}
            type="number"
            min={1}
            value={entry.header_row ?? current.header_row}
            onChange={(event) =>
              change({ header_row: event.target.value === '' ? undefined : Math.max(1, Math.trunc(Number(event.target.value))) })
            }
          />
        </div>
        <AsDetectedSelect id={ids.order} label={t('adjust.dateOrder')} setting="date_order" entry={entry} onChange={change} />
        <AsDetectedSelect id={ids.direction} label={t('adjust.direction')} setting="direction" entry={entry} onChange={change} />
        {undated && (
          <div className="ot-field">
            <label htmlFor={ids.start}>{t('adjust.periodStart')}</label>
            <input
              id={ids.start}
              type="date"
              value={entry.period_start ?? ''}
              onChange={(event) => change({ period_start: event.target.value || undefined })}
            />
          </div>
        )}
        <label className="ot-checkbox">
          <input
            type="checkbox"
            checked={entry.plan_as_actual ?? false}
            onChange={(event) => change({ plan_as_actual: event.target.checked || undefined })}
          />
          <span>{t('adjust.planAsActual')}</span>
        </label>
        <label className="ot-checkbox">
          <input type="checkbox" checked={entry.skip ?? false} onChange={(event) => change({ skip: event.target.checked || undefined })} />
          <span>{t('adjust.skip')}</span>
        </label>
      </div>
      {error && <Alert kind="error">{error}</Alert>}
      {current.warnings.length > 0 && (
        <ul className="wizard-reading__notes" aria-label={t('adjust.notes')}>
          {current.warnings.map((warning) => (
            <li key={warning} className="wizard-note">
              {warning}
            </li>
          ))}
        </ul>
      )}
      {answer ? <PreviewRows rows={answer.rows} skipped={answer.skipped} /> : !error && <Spinner label={t('adjust.reading')} />}
      <div className="wizard-adjust__actions">
        <button type="button" className="ot-button ot-button--secondary" onClick={onClose}>
          {t('common:ui.cancel')}
        </button>
        <button
          type="button"
          className="ot-button"
          disabled={!applicable}
          onClick={() => answer && onApply(settings, { ...sheet, tables: answer.tables })}
        >
          {t('adjust.apply')}
        </button>
      </div>
    </Modal>
  );
}
