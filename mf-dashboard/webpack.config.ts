import { remoteContainerName } from '@ontrack/api/contracts';
import { createFederatedConfig } from '@ontrack/shell/federation/webpack';

export default (_env: unknown, argv: { mode?: 'production' | 'development' }) =>
  createFederatedConfig(
    {
      dir: __dirname,
      name: remoteContainerName('dashboard'),
      publicPath: 'auto',
      devPort: 3106,
      title: 'OnTrack — dashboard (standalone preview)',
      exposes: { './Page': './src/expose/Page.tsx', './Retirement': './src/expose/Retirement.tsx' },
    },
    argv.mode ?? 'production',
  );
