import type { NetWorthCategoriesDto, NetWorthDashboardDto, NetWorthEntryDto, NetWorthTypeDto } from '@ontrack/api/contracts';
import { baseApi } from '@ontrack/shell/platform';

/** The body of POST and PUT `/networth/api/networth/entries`. */
export interface NetWorthEntryPayload {
  type: NetWorthTypeDto;
  category: string;
  name: string;
  value: number;
  date: string;
}

const BASE = 'networth/api/networth';

/** `NetWorth` is a core tag; the ids keep category reloads and dashboard reloads apart. */
const CATEGORIES = { type: 'NetWorth', id: 'CATEGORIES' } as const;
const DASHBOARD = { type: 'NetWorth', id: 'DASHBOARD' } as const;

/** Net-worth calls, injected into the one api slice. */
export const networthApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    networthCategories: build.query<NetWorthCategoriesDto, void>({
      query: () => `${BASE}/categories`,
      providesTags: [CATEGORIES],
    }),
    /**
     * Creates the default categories when the user has none. The caller reloads the list itself
     * (section 4), so it knows when the reload after the PUT has come back.
     */
    networthInitCategories: build.mutation<NetWorthCategoriesDto, void>({
      query: () => ({ url: `${BASE}/init-categories`, method: 'PUT' }),
    }),
    networthDashboard: build.query<NetWorthDashboardDto, void>({
      query: () => `${BASE}/dashboard`,
      providesTags: [DASHBOARD],
    }),
    // Adding, editing or removing an entry reloads the dashboard (section 4). A refused save
    // changed nothing, so only a success reloads; a failed delete may mean the entry is already
    // gone elsewhere, so the list is reloaded either way.
    networthCreateEntry: build.mutation<NetWorthEntryDto, NetWorthEntryPayload>({
      query: (body) => ({ url: `${BASE}/entries`, method: 'POST', body }),
      invalidatesTags: (result) => (result ? [DASHBOARD] : []),
    }),
    networthUpdateEntry: build.mutation<NetWorthEntryDto, { id: number; entry: NetWorthEntryPayload }>({
      query: ({ id, entry }) => ({ url: `${BASE}/entries/${id}`, method: 'PUT', body: entry }),
      invalidatesTags: (result) => (result ? [DASHBOARD] : []),
    }),
    networthDeleteEntry: build.mutation<{ success: boolean }, number>({
      query: (id) => ({ url: `${BASE}/entries/${id}`, method: 'DELETE' }),
      invalidatesTags: [DASHBOARD],
    }),
  }),
});

export const {
  useNetworthCategoriesQuery,
  useNetworthInitCategoriesMutation,
  useNetworthDashboardQuery,
  useNetworthCreateEntryMutation,
  useNetworthUpdateEntryMutation,
  useNetworthDeleteEntryMutation,
} = networthApi;
