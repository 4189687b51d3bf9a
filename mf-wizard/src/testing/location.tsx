import { useLocation } from 'react-router-dom';

/** Shows the router's current path, so tests can see where the wizard navigated. */
export function LocationDisplay() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}
