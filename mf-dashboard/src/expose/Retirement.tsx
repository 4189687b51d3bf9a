import type { SectionProps } from '@ontrack/shell/platform';
import { RetirementScreen } from '../features/retirement/RetirementScreen';

/** `mf_dashboard/Retirement`: the Retirement section, a Coming Soon placeholder for now. */
export default function RetirementExpose(_props: SectionProps) {
  return <RetirementScreen />;
}
