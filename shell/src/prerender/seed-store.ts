import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { baseApi, type AppStore, type RootState } from '@ontrack/shell/platform';
import type { QueryEntry } from './first-view-state';

/** The entries name endpoints the shell and the section's remote inject, which the base api's type does not list. */
type Entries = Parameters<typeof baseApi.util.upsertQueryEntries>[0];

/** Puts a first view's reads in the store as their answers, exactly as the server rendered from them. */
export function seedQueries(store: AppStore, queries: QueryEntry[]): void {
  store.dispatch(baseApi.util.upsertQueryEntries(queries as Entries));
}

interface Subscription {
  unsubscribe(): void;
}
type Initiate = (arg: unknown) => ThunkAction<Subscription, RootState, unknown, UnknownAction>;

/**
 * Subscribes to the seeded reads until the hydrated components do: an answer nothing subscribes to
 * is dropped after the endpoint's keepUnusedDataFor (the session's is 0), which would leave the
 * hydrating tree without what the server rendered. Their answers are there: nothing is fetched.
 * Returns the release.
 */
export function holdQueries(store: AppStore, queries: QueryEntry[]): () => void {
  const endpoints = baseApi.endpoints as unknown as Record<string, { initiate: Initiate } | undefined>;
  const held = queries.flatMap(({ endpointName, arg }) => {
    const initiate = endpoints[endpointName]?.initiate;
    return initiate ? [store.dispatch(initiate(arg))] : [];
  });
  return () => held.forEach((subscription) => subscription.unsubscribe());
}
