import { Landing, type HeroMode } from '../features/landing/components/Landing';
// The remote's one stylesheet: the landing page and its dialogs, and the reset page, share it.
import './auth.css';

/** `mf_auth/Landing`: rendered by the shell at / for signed-out visitors. */
export default function LandingExpose({ initialMode }: { initialMode?: HeroMode }) {
  return <Landing initialMode={initialMode} />;
}
