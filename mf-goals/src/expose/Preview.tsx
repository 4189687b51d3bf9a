import type { PreviewProps } from '@ontrack/shell/platform';
import { GoalsPreview } from '../features/goals/components/GoalsPreview';

/** `mf_goals/Preview`: the dashboard's read-only card of the first goal. */
export default function PreviewExpose({ onNavigate }: PreviewProps) {
  return <GoalsPreview onNavigate={onNavigate} />;
}
