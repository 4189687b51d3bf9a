import { remoteContainerName } from '@ontrack/api/contracts';
import { remoteFirstViewConfig } from '@ontrack/shell/federation/server-render';
import { federatedBuilds } from '@ontrack/shell/federation/webpack';
import { dashboardSample } from './src/testing/sample';

// The Dashboard section of a signed-in first view, rendered by the production server in the shell's tree (dist/server/first-view.js).
export default (_env: unknown, argv: { mode?: 'production' | 'development' }) =>
  federatedBuilds(
    {
      dir: __dirname,
      name: remoteContainerName('dashboard'),
      publicPath: 'auto',
      devPort: 3106,
      sample: dashboardSample,
      title: 'OnTrack — dashboard (standalone preview)',
      exposes: { './Page': './src/expose/Page.tsx', './Retirement': './src/expose/Retirement.tsx' },
    },
    argv.mode ?? 'production',
    [remoteFirstViewConfig(__dirname)],
  );
