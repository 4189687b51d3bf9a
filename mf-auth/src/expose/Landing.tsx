import { Landing, type HeroMode } from '../features/landing/Landing';

/** `mf_auth/Landing`: rendered by the shell at / for signed-out visitors. */
export default function LandingExpose({ initialMode }: { initialMode?: HeroMode }) {
  return <Landing initialMode={initialMode} />;
}
