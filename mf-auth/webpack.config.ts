import { remoteContainerName } from '@ontrack/api/contracts';
import { createFederatedConfig } from '@ontrack/shell/federation/webpack';

export default (_env: unknown, argv: { mode?: 'production' | 'development' }) =>
  createFederatedConfig(
    {
      dir: __dirname,
      name: remoteContainerName('auth'),
      publicPath: 'auto',
      devPort: 3101,
      title: 'OnTrack — sign in (standalone preview)',
      exposes: { './Landing': './src/expose/Landing.tsx', './ResetPassword': './src/expose/ResetPassword.tsx', './Plans': './src/expose/Plans.tsx', './Account': './src/expose/Account.tsx' },
    },
    argv.mode ?? 'production',
  );
