import type { SectionProps } from '@ontrack/shell/platform';
import { NetWorthPage } from '../features/networth/components/NetWorthPage';

/** `mf_networth/Page`: the Net Worth section of the main application. */
export default function PageExpose(_props: SectionProps) {
  return <NetWorthPage />;
}
