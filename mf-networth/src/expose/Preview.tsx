import type { PreviewProps } from '@ontrack/shell/platform';
import { NetWorthPreview } from '../features/networth/components/NetWorthPreview';

/** `mf_networth/Preview`: the read-only net-worth preview the dashboard shows. */
export default function PreviewExpose({ onNavigate }: PreviewProps) {
  return <NetWorthPreview onNavigate={onNavigate} />;
}
