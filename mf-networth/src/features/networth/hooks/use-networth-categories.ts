import { useEffect, useMemo, useRef, useState } from 'react';
import type { NetWorthTypeDto } from '@ontrack/api/contracts';
import { useNetworthCategoriesQuery, useNetworthInitCategoriesMutation } from '../../../api/networth-api';

export type CategoryNames = Record<NetWorthTypeDto, string[]>;

/** Stored as the failure when the defaults were created and reloaded and a list is still empty. */
const STILL_INCOMPLETE = new Error('The net-worth categories are still missing after initialising them.');

interface NetWorthCategories {
  /** Category names per type, once both lists have some; null while loading or after a failure. */
  categories: CategoryNames | null;
  loading: boolean;
  /** The failure of the load, the initialisation or the reload, if any. */
  error: unknown;
}

type InitPhase = 'not-needed' | 'running' | 'reloaded';

/**
 * The user's categories. When the asset or the liability list is empty the defaults are created
 * (PUT init-categories) and the lists reloaded. Asked at most once per
 * mount, so a server that still answers an empty list cannot cause a loop of PUTs.
 */
export function useNetWorthCategories(): NetWorthCategories {
  const query = useNetworthCategoriesQuery();
  const { refetch } = query;
  const [initCategories, init] = useNetworthInitCategoriesMutation();
  const [phase, setPhase] = useState<InitPhase>('not-needed');
  const asked = useRef(false);
  const incomplete = !!query.data && (query.data.assets.length === 0 || query.data.liabilities.length === 0);

  useEffect(() => {
    if (!incomplete || asked.current) return;
    asked.current = true;
    setPhase('running');
    initCategories()
      .unwrap()
      .then(() => refetch().unwrap())
      // A failure is the mutation's or the query's own state, read below.
      .catch(() => undefined)
      .finally(() => setPhase('reloaded'));
  }, [incomplete, initCategories, refetch]);

  const categories = useMemo<CategoryNames | null>(() => {
    if (!query.data || incomplete) return null;
    return { asset: query.data.assets.map((c) => c.name), liability: query.data.liabilities.map((c) => c.name) };
  }, [query.data, incomplete]);

  const stillIncomplete = incomplete && phase === 'reloaded';
  const error = query.error ?? init.error ?? (stillIncomplete ? STILL_INCOMPLETE : undefined);
  return { categories, loading: !error && (query.isLoading || (incomplete && !stillIncomplete)), error };
}
