/**
 * The remotes the shell knows: the keys of `/remotes.json` and the Module
 * Federation container names built from them. Shared by the server, the shell and the webpack
 * configurations so none of them can disagree.
 */
export const REMOTE_KEYS = ['auth', 'wizard', 'goals', 'spending', 'networth', 'dashboard'] as const;
export type RemoteKey = (typeof REMOTE_KEYS)[number];

/** Container names become globals, so they must be identifiers: `mf_goals`, not `mf-goals`. */
export const remoteContainerName = (key: RemoteKey) => `mf_${key}`;
