import { extractSheetId } from '@ontrack/api/domain';
import { isSheetUrl } from '../../lib/sheet-id';
import { useWizardTranslation } from '../../../../i18n';

interface SheetIdFieldProps {
  value: string;
  disabled: boolean;
  onChange: (value: string) => void;
}

/** The Google Sheet ID or URL; for a pasted URL it shows the ID that will be sent, once it reads as one. */
export function SheetIdField({ value, disabled, onChange }: SheetIdFieldProps) {
  const { t } = useWizardTranslation();
  const sheetId = extractSheetId(value);
  return (
    <div className="ot-field">
      <label htmlFor="wizard-sheet">{t('upload.sheetLabel')}</label>
      <input
        id="wizard-sheet"
        type="text"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        placeholder="https://docs.google.com/spreadsheets/d/…"
        value={value}
        disabled={disabled}
        aria-describedby="wizard-sheet-hint"
        onChange={(event) => onChange(event.target.value)}
      />
      <p id="wizard-sheet-hint" className="wizard-hint">
        {t('messages.sheetHint')}
      </p>
      {isSheetUrl(value) && sheetId && (
        <p className="wizard-hint" data-testid="extracted-sheet-id">
          {t('upload.sheetId')} <code>{sheetId}</code>
        </p>
      )}
    </div>
  );
}
