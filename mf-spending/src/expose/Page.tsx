import type { SectionProps } from '@ontrack/shell/platform';
import { SpendingScreen } from '../features/analysis/SpendingScreen';

/** `spending/Page`: the Spending section (Financial Analysis), rendered by the shell. */
export default function SpendingPage(_props: SectionProps) {
  return <SpendingScreen />;
}
