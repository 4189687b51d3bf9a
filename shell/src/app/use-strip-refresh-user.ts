import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { baseApi, useAppDispatch } from '@ontrack/shell/platform';

/** `?refreshUser` (e.g. after a checkout) reloads the session and is then removed from the URL. */
export function useStripRefreshUser(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (!params.has('refreshUser')) return;
    params.delete('refreshUser');
    dispatch(baseApi.util.invalidateTags(['Session']));
    const search = params.toString();
    // A plain (non-data) router: navigate returns nothing to wait for.
    void navigate({ pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash }, { replace: true });
  }, [location, navigate, dispatch]);
}
