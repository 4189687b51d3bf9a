import type { PeriodType, SheetReadingDto } from '@ontrack/api/contracts';
import { useDates, useMoney } from '@ontrack/shell/platform';
import { useWizardTranslation } from '../../../../i18n';
import { notSuggestedReason, readingLine, undatedPeriod } from '../../lib/sheet-reading';

interface SheetReadingNotesProps {
  sheet: SheetReadingDto;
  selectedDate: string;
  periodType: PeriodType;
  /** Opens the "Adjust how a sheet is read" dialog; absent where adjusting is not possible. */
  onAdjust?: () => void;
}

/**
 * Under a sheet in the picker: what was read (one line per table), the reader's warnings as
 * visible notes, why the sheet is not suggested, and the period an undated sheet covers.
 */
export function SheetReadingNotes({ sheet, selectedDate, periodType, onAdjust }: SheetReadingNotesProps) {
  const { t } = useWizardTranslation();
  const money = useMoney();
  const dates = useDates();
  const reason = notSuggestedReason(sheet, t);
  return (
    <div className="wizard-reading" data-testid={`reading-${sheet.name}`}>
      {sheet.tables.map((table, index) => {
        const period = undatedPeriod(table, selectedDate, periodType, dates, t);
        const warnings = table.warnings;
        return (
          <div key={`${table.range}-${index}`} className="wizard-reading__table">
            <p className="wizard-reading__line">{readingLine(table, money, dates, t)}</p>
            {period && <p className="wizard-reading__period">{period}</p>}
            {warnings.length > 0 && (
              <ul className="wizard-reading__notes" aria-label={t('reading.notes', { name: sheet.name })}>
                {warnings.map((warning) => (
                  <li key={warning} className="wizard-note">
                    {warning}
                  </li>
                ))}
              </ul>
            )}
          </div>
        );
      })}
      {reason && <p className="wizard-reading__why">{reason}</p>}
      {onAdjust && (
        <button type="button" className="ot-link-button" onClick={onAdjust}>
          {t('adjust.title', { name: sheet.name })}
        </button>
      )}
    </div>
  );
}
