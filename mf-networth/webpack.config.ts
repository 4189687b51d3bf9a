import { remoteContainerName } from '@ontrack/api/contracts';
import { createFederatedConfig } from '@ontrack/shell/federation/webpack';
import { networthSample } from './src/testing/sample';

export default (_env: unknown, argv: { mode?: 'production' | 'development' }) =>
  createFederatedConfig(
    {
      dir: __dirname,
      name: remoteContainerName('networth'),
      publicPath: 'auto',
      devPort: 3105,
      sample: networthSample,
      title: 'OnTrack — net worth (standalone preview)',
      exposes: { './Page': './src/expose/Page.tsx', './Preview': './src/expose/Preview.tsx' },
    },
    argv.mode ?? 'production',
  );
