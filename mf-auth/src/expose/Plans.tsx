import { PlansView } from '../features/plans/components/PlansView';
import './auth.css';

/** `mf_auth/Plans`: the plans & billing view, opened from the account menu and "upgrade" links. */
export default function PlansExpose() {
  return <PlansView />;
}
