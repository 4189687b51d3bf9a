import { TabList, tabIds, type TabChoice } from '@ontrack/shell/ui';
import type { SourceKind } from '../../lib/types';

const LABELS: Record<SourceKind, string> = { file: 'Upload File', googleSheet: 'Google Sheet' };
const IDS = tabIds<SourceKind>('wizard-source');
export const SOURCE_PANEL_ID = IDS.panel;
export const sourceTabId = IDS.tab;

/** Upload File / Google Sheet tabs. */
export function SourceTabs({ sources, ...choice }: { sources: SourceKind[] } & TabChoice<SourceKind>) {
  return (
    <TabList label="Data source" ids={IDS} tabs={sources} className="wizard-tabs" {...choice}>
      {(source) => LABELS[source]}
    </TabList>
  );
}
