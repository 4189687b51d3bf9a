// The sheet every screen of this remote shares; first, so that the features' own sheets, loaded
// with their components below, override it where they mean to (e.g. `.dash-panel__overlay`).
import './base.css';
import type { SectionProps } from '@ontrack/shell/platform';
import { RetirementScreen } from '../features/retirement/components/RetirementScreen';

/** `mf_dashboard/Retirement`: the Retirement section, the retirement planner. */
export default function RetirementExpose(_props: SectionProps) {
  return <RetirementScreen />;
}
