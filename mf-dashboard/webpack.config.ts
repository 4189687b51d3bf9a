import { remoteContainerName } from '@ontrack/api/contracts';
import { createFederatedConfig } from '@ontrack/shell/federation/webpack';
import { serverRenderConfig } from '@ontrack/shell/federation/server-render';
import type { Configuration } from 'webpack';

export default (_env: unknown, argv: { mode?: 'production' | 'development' }): Configuration | Configuration[] => {
  const mode = argv.mode ?? 'production';
  const browser = {
    name: 'browser',
    ...createFederatedConfig(
      {
        dir: __dirname,
        name: remoteContainerName('dashboard'),
        publicPath: 'auto',
        devPort: 3106,
        title: 'OnTrack — dashboard (standalone preview)',
        exposes: { './Page': './src/expose/Page.tsx', './Retirement': './src/expose/Retirement.tsx' },
      },
      mode,
    ),
  };
  // The signed-in dashboard's first view, rendered by the production server (dist/server/first-view.js).
  const firstView = serverRenderConfig({ dir: __dirname, dependsOn: 'browser', name: 'first-view', entry: './src/expose/first-view.tsx', builtWith: 'mf-manifest.json' });
  return mode === 'production' ? [browser, firstView] : browser;
};
