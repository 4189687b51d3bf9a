import { remoteContainerName } from '@ontrack/api/contracts';
import { createFederatedConfig } from '@ontrack/shell/federation/webpack';
import { spendingSample } from './src/testing/sample';

export default (_env: unknown, argv: { mode?: 'production' | 'development' }) =>
  createFederatedConfig(
    {
      dir: __dirname,
      name: remoteContainerName('spending'),
      publicPath: 'auto',
      devPort: 3104,
      sample: spendingSample,
      title: 'OnTrack — spending (standalone preview)',
      exposes: { './Page': './src/expose/Page.tsx', './Preview': './src/expose/Preview.tsx' },
    },
    argv.mode ?? 'production',
  );
