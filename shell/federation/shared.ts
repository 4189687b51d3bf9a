/**
 * The ONE table of shared singletons, used by the shell and every remote (docs/architecture.md). A second
 * React, react-redux context, router or store appears the moment one build disagrees, so nobody
 * writes their own list. Versions come from this package's own dependencies.
 */
import shellPackage from '../package.json';

const deps: Record<string, string> = shellPackage.dependencies;

const singleton = (requiredVersion: string) => ({ singleton: true, requiredVersion });

export const sharedDependencies = {
  react: singleton(deps.react),
  'react/': singleton(deps.react),
  'react-dom': singleton(deps['react-dom']),
  'react-dom/': singleton(deps['react-dom']),
  'react-redux': singleton(deps['react-redux']),
  '@reduxjs/toolkit': singleton(deps['@reduxjs/toolkit']),
  '@reduxjs/toolkit/': singleton(deps['@reduxjs/toolkit']),
  'react-router-dom': singleton(deps['react-router-dom']),
  // One Highcharts: its global options and modules must not differ between remotes.
  highcharts: singleton(deps.highcharts),
  // Loaded by the one Chart wrapper (shell/src/ui/Chart.tsx) onto that one Highcharts: once, not once per remote.
  'highcharts/modules/accessibility': singleton(deps.highcharts),
  'highcharts-react-official': singleton(deps['highcharts-react-official']),
  // One i18next instance and one react-i18next context: every remote speaks the language the shell switched to.
  i18next: singleton(deps.i18next),
  'react-i18next': singleton(deps['react-i18next']),
  // The store and the one RTK Query api slice: shell and remotes must see the same instance.
  '@ontrack/shell/platform': singleton(`^${shellPackage.version}`),
};
