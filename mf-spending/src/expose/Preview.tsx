import type { PreviewProps } from '@ontrack/shell/platform';
import { SpendingPreview } from '../features/spending/components/SpendingPreview';

/** `spending/Preview`: the spending card on the dashboard (top 5 expenses, Explore Your Data). */
export default function SpendingPreviewExpose({ onNavigate }: PreviewProps) {
  return <SpendingPreview onNavigate={onNavigate} />;
}
