import { useRef, useState, type ChangeEvent, type DragEvent, type KeyboardEvent } from 'react';
import { Upload } from '@ontrack/shell/ui';
import { ACCEPTED_EXTENSIONS_TEXT, EXCEL_EXTENSIONS, STATEMENT_EXTENSIONS, TEXT_EXTENSIONS } from '@ontrack/api/contracts';
import { ACCEPT_ATTRIBUTE, firstAcceptedFile, formatFileSize, isAcceptedFileName } from '../../lib/file-types';
import { useWizardTranslation } from '../../../../i18n';
import { Trans } from '@ontrack/shell/platform';

interface DropZoneProps {
  file: File | null;
  disabled: boolean;
  onFile: (file: File) => void;
  /** A file of another kind was picked through the browser's dialog. */
  onRefused: (name: string) => void;
  downloads?: { blank?: string; sample?: string };
}

/**
 * Where the workbook goes (or a bank statement: OFX/QFX, QIF, CAMT.053 as .xml): click it or press
 * Enter/Space to browse, or drop a file on it. The kinds it names are the API's own lists
 * (@ontrack/api/contracts). Dropped files of other kinds are ignored silently; the chosen file's name and size are shown. The template's blank and sample workbooks
 * can be downloaded next to it.
 */
export function DropZone({ file, disabled, onFile, onRefused, downloads }: DropZoneProps) {
  const { t } = useWizardTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const browse = () => {
    if (!disabled) inputRef.current?.click();
  };

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      browse();
    }
  }

  function onDragOver(event: DragEvent) {
    event.preventDefault();
    if (!disabled) setDragging(true);
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    const dropped = firstAcceptedFile(event.dataTransfer?.files);
    if (dropped) onFile(dropped);
  }

  function onPicked(event: ChangeEvent<HTMLInputElement>) {
    const picked = event.target.files?.[0];
    // The same file picked again must still fire a change next time.
    event.target.value = '';
    if (!picked) return;
    if (isAcceptedFileName(picked.name)) onFile(picked);
    else onRefused(picked.name);
  }

  return (
    <div className="wizard-dropzone-area">
      <div
        className={`wizard-dropzone ${dragging ? 'is-dragging' : ''} ${disabled ? 'is-disabled' : ''}`}
        role="button"
        tabIndex={disabled ? -1 : 0}
        aria-disabled={disabled}
        aria-label={t('drop.choose', { types: ACCEPTED_EXTENSIONS_TEXT })}
        data-testid="drop-zone"
        onClick={browse}
        onKeyDown={onKeyDown}
        onDragOver={onDragOver}
        onDragEnter={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <Upload className="wizard-dropzone__icon" size={32} />
        <p>
          <Trans t={t} i18nKey="drop.drag" components={{ browse: <span className="wizard-dropzone__browse" /> }} />
        </p>
        <p className="wizard-muted">
          {t('drop.types', {
            excel: EXCEL_EXTENSIONS.join(', '),
            text: TEXT_EXTENSIONS.join(', '),
            statement: STATEMENT_EXTENSIONS.join(', '),
          })}
        </p>
        {file && (
          <p className="wizard-dropzone__file" data-testid="chosen-file">
            <strong>{file.name}</strong> ({formatFileSize(file.size)})
          </p>
        )}
      </div>
      <label htmlFor="wizard-file" className="ot-visually-hidden">
        {t('drop.label')}
      </label>
      <input
        ref={inputRef}
        id="wizard-file"
        className="ot-visually-hidden"
        type="file"
        accept={ACCEPT_ATTRIBUTE}
        tabIndex={-1}
        disabled={disabled}
        onChange={onPicked}
      />
      {(downloads?.blank || downloads?.sample) && (
        <p className="wizard-downloads">
          {downloads.blank && (
            <a href={downloads.blank} download>
              {t('drop.blank')}
            </a>
          )}
          {downloads.sample && (
            <a href={downloads.sample} download>
              {t('drop.sample')}
            </a>
          )}
        </p>
      )}
    </div>
  );
}
