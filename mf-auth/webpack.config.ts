import { remoteContainerName } from '@ontrack/api/contracts';
import { remoteFirstViewConfig } from '@ontrack/shell/federation/server-render';
import { federatedBuilds } from '@ontrack/shell/federation/webpack';
import { authSample } from './src/testing/sample';

// The dev server previews the remote alone; the Landing of a signed-out first view, rendered by the
// production server in the shell's tree, is dist/server/first-view.js.
export default (_env: unknown, argv: { mode?: 'production' | 'development' }) =>
  federatedBuilds(
    {
      dir: __dirname,
      name: remoteContainerName('auth'),
      publicPath: 'auto',
      devPort: 3101,
      sample: authSample,
      title: 'OnTrack — sign in (standalone preview)',
      exposes: {
        './Landing': './src/expose/Landing.tsx',
        './ResetPassword': './src/expose/ResetPassword.tsx',
        './Plans': './src/expose/Plans.tsx',
        './Account': './src/expose/Account.tsx',
      },
    },
    argv.mode ?? 'production',
    [remoteFirstViewConfig(__dirname)],
  );
