import type { SectionProps } from '@ontrack/shell/platform';
import { Dashboard } from '../app/Dashboard';

/** `mf_dashboard/Page`: the Dashboard section; the shell passes RemotePreview for the previews. */
export default function PageExpose(props: SectionProps) {
  return <Dashboard {...props} />;
}
