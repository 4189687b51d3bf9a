import { useEffect, useRef } from 'react';
import type { DataSourceKind, ImportSummaryDto } from '@ontrack/api/contracts';
import { useDates } from '@ontrack/shell/platform';
import { Alert } from '@ontrack/shell/ui';
import { useWizardTranslation } from '../../../../i18n';
import { importSummaryText } from '../../lib/import-summary';

/**
 * What the import added, and to which source, once the categories step succeeded. It takes the
 * focus, as a step's title does (StepHeader.tsx): the table and the button pressed are gone, and the
 * focus must stay inside the dialog; Next, just before it, goes on.
 */
export function ImportSummary({ summary, kind }: { summary: ImportSummaryDto; kind: DataSourceKind | null }) {
  const { t } = useWizardTranslation();
  const dates = useDates();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div ref={ref} tabIndex={-1} className="wizard-import-summary" data-testid="import-summary">
      <Alert kind="success">{importSummaryText(summary, kind, t, dates)}</Alert>
    </div>
  );
}
