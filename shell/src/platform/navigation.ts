/**
 * The sections of the main application and the account's own views. Which one shows is the
 * address's (shell/src/app/sections.ts maps each to its path); remotes name a section to go to
 * through their `onNavigate` prop (section-props.ts).
 */

/** The five sections of the main application. */
export const SECTIONS = ['summary', 'savings-goals', 'retirement', 'spending', 'net-worth'] as const;
/** Views of the user's own account, opened from the account menu and "upgrade" messages (not in the navigation). */
export const ACCOUNT_VIEWS = ['plans', 'account'] as const;
export type AccountView = (typeof ACCOUNT_VIEWS)[number];
export type Section = (typeof SECTIONS)[number] | AccountView;
