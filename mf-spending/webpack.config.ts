import { remoteContainerName } from '@ontrack/api/contracts';
import { createFederatedConfig } from '@ontrack/shell/federation/webpack';

export default (_env: unknown, argv: { mode?: 'production' | 'development' }) =>
  createFederatedConfig(
    {
      dir: __dirname,
      name: remoteContainerName('spending'),
      publicPath: 'auto',
      devPort: 3104,
      title: 'OnTrack — spending (standalone preview)',
      exposes: { './Page': './src/expose/Page.tsx', './Preview': './src/expose/Preview.tsx' },
    },
    argv.mode ?? 'production',
  );
