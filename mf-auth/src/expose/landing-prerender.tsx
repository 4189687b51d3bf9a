import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { createAppStore } from '@ontrack/shell/platform';
import shellStyles from '@ontrack/shell/ui/styles.css';
import { Landing, type HeroMode } from '../features/landing/components/Landing';
import authStyles from './auth.css';

/** What the server puts in a signed-out visitor's first response. */
export interface LandingPrerender {
  /** The landing page's markup, as the live `mf_auth/Landing` first renders it (trial card, plans loading). */
  html: string;
  /** The sign-in page's (`/auth/login`): the landing opened on the sign-in card. */
  signinHtml: string;
  /** The stylesheets that markup needs before any script runs: the shell's and this remote's. */
  css: string;
}

/**
 * Run at build time (webpack.config.ts): the landing as HTML, so the first response shows it. The
 * live module replaces it once loaded; nothing here is hydrated, so the two only need to look alike.
 */
export function prerenderLanding(): LandingPrerender {
  const render = (initialMode: HeroMode) =>
    renderToString(
      <Provider store={createAppStore()}>
        <Landing initialMode={initialMode} />
      </Provider>,
    );
  return { html: render('trial'), signinHtml: render('signin'), css: `${shellStyles}\n${authStyles}` };
}
