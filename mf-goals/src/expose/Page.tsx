import type { SectionProps } from '@ontrack/shell/platform';
import { GoalsPage } from '../features/goals/components/GoalsPage';

/** `mf_goals/Page`: the Savings goals section, rendered by the shell inside its store and router. */
export default function PageExpose(_props: SectionProps) {
  return <GoalsPage />;
}
