import type { SectionProps } from '@ontrack/shell/platform';
import { SpendingScreen } from '../features/spending/components/SpendingScreen';

/** `spending/Page`: the Spending section (Financial Analysis), rendered by the shell. */
export default function SpendingPage(_props: SectionProps) {
  return <SpendingScreen />;
}
