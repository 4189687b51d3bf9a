import { remoteContainerName } from '@ontrack/api/contracts';
import { federatedBuilds } from '@ontrack/shell/federation/webpack';
import { prerenderConfig } from './webpack.prerender';

// The dev server previews the remote alone; the landing's prerender is for the production server.
export default (_env: unknown, argv: { mode?: 'production' | 'development' }) =>
  federatedBuilds(
    {
      dir: __dirname,
      name: remoteContainerName('auth'),
      publicPath: 'auto',
      devPort: 3101,
      title: 'OnTrack — sign in (standalone preview)',
      exposes: {
        './Landing': './src/expose/Landing.tsx',
        './ResetPassword': './src/expose/ResetPassword.tsx',
        './Plans': './src/expose/Plans.tsx',
        './Account': './src/expose/Account.tsx',
      },
    },
    argv.mode ?? 'production',
    [prerenderConfig(__dirname)],
  );
