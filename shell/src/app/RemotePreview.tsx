import type { PreviewProps, PreviewRemote } from '@ontrack/shell/platform';
import { RemoteView } from '../federation/RemoteView';

const LABELS: Record<PreviewRemote, string> = {
  goals: 'Savings goals preview',
  spending: 'Spending preview',
  networth: 'Net worth preview',
};

/** A remote's `./Preview` in its own boundary: the dashboard composes these without loading remotes itself. */
export function RemotePreview({ remote, props }: { remote: PreviewRemote; props: PreviewProps }) {
  return <RemoteView remote={remote} module="Preview" label={LABELS[remote]} props={props} />;
}
