import { TabList, tabIds, type TabChoice } from '@ontrack/shell/ui';
import type { SourceKind } from '../../lib/types';
import { useWizardTranslation } from '../../../../i18n';

const IDS = tabIds<SourceKind>('wizard-source');
export const SOURCE_PANEL_ID = IDS.panel;
export const sourceTabId = IDS.tab;

/** Upload File / Google Sheet tabs. */
export function SourceTabs({ sources, ...choice }: { sources: SourceKind[] } & TabChoice<SourceKind>) {
  const { t } = useWizardTranslation();
  return (
    <TabList label={t('upload.sources')} ids={IDS} tabs={sources} className="wizard-tabs" {...choice}>
      {(source) => (source === 'file' ? t('upload.file') : t('upload.googleSheet'))}
    </TabList>
  );
}
