/**
 * `embed.js`: the goals widget for any web page. A plain script, not a Module
 * Federation remote: it brings no React, no store and no Highcharts, reads only the public share
 * endpoint of the server it was loaded from, and draws each `[data-ontrack-goal]` element.
 *
 *   <div data-ontrack-goal="TOKEN"></div><script src="https://ontrack.example/remotes/goals/embed.js"></script>
 */
import { mountGoalWidgets, scriptOrigin } from './mount';

// Only readable while this script first runs, so it is taken now; a copy served from elsewhere
// (or inlined) falls back to a script tag that names embed.js, then to the page itself.
const script = document.currentScript ?? document.querySelector('script[src*="/remotes/goals/embed.js"]');
const apiOrigin = scriptOrigin(script, window.location.href);

const run = () => void mountGoalWidgets(document, apiOrigin);
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', run, { once: true });
else run();
