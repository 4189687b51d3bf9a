import { remoteContainerName } from '@ontrack/api/contracts';
import { createFederatedConfig } from '@ontrack/shell/federation/webpack';
import type { Configuration } from 'webpack';
import { prerenderConfig } from './webpack.prerender';

export default (_env: unknown, argv: { mode?: 'production' | 'development' }): Configuration | Configuration[] => {
  const mode = argv.mode ?? 'production';
  const browser = {
    name: 'browser',
    ...createFederatedConfig(
      {
        dir: __dirname,
        name: remoteContainerName('auth'),
        publicPath: 'auto',
        devPort: 3101,
        title: 'OnTrack — sign in (standalone preview)',
        exposes: { './Landing': './src/expose/Landing.tsx', './ResetPassword': './src/expose/ResetPassword.tsx', './Plans': './src/expose/Plans.tsx', './Account': './src/expose/Account.tsx' },
      },
      mode,
    ),
  };
  // The dev server previews the remote alone; the landing's prerender is for the production server.
  return mode === 'production' ? [browser, prerenderConfig(__dirname, 'browser')] : browser;
};
