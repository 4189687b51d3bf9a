import { TabList } from '@ontrack/shell/ui';
import type { SourceKind } from '../../lib/types';

const LABELS: Record<SourceKind, string> = { file: 'Upload File', googleSheet: 'Google Sheet' };
export const SOURCE_PANEL_ID = 'wizard-source-panel';
export const sourceTabId = (source: SourceKind) => `wizard-source-tab-${source}`;

interface SourceTabsProps {
  sources: SourceKind[];
  value: SourceKind;
  onChange: (source: SourceKind) => void;
  disabled: boolean;
}

/** Upload File / Google Sheet tabs. */
export function SourceTabs({ sources, value, onChange, disabled }: SourceTabsProps) {
  return (
    <TabList
      label="Data source"
      tabs={sources}
      selected={value}
      onSelect={onChange}
      tabId={sourceTabId}
      panelId={SOURCE_PANEL_ID}
      className="wizard-tabs"
      tabClassName="wizard-tabs__tab"
      disabled={disabled}
    >
      {(source) => LABELS[source]}
    </TabList>
  );
}
