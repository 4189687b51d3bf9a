import { createContext, type ReactNode } from 'react';

/**
 * What a RemoteView shows while its module loads, when given: the server render of the shell's
 * chrome (prerender/main-chrome.tsx) puts a marker there, which the API replaces with the section's
 * own server-rendered first view. Null in the browser: the spinner.
 */
export const FirstViewSlot = createContext<ReactNode>(null);
