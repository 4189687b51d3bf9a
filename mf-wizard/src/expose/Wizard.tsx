import type { WizardProps } from '@ontrack/shell/platform';
import { Wizard } from '../features/wizard/components/Wizard';

/** `wizard/Wizard`: rendered by the shell over the main app at /main/upload|options|categories. */
export default function WizardExpose({ onClose }: WizardProps) {
  return <Wizard onClose={onClose} />;
}
