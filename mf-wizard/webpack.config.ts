import { remoteContainerName } from '@ontrack/api/contracts';
import { createFederatedConfig } from '@ontrack/shell/federation/webpack';
import { wizardSample } from './src/testing/sample';

export default (_env: unknown, argv: { mode?: 'production' | 'development' }) =>
  createFederatedConfig(
    {
      dir: __dirname,
      name: remoteContainerName('wizard'),
      publicPath: 'auto',
      devPort: 3102,
      sample: wizardSample,
      title: 'OnTrack — update-data wizard (standalone preview)',
      exposes: { './Wizard': './src/expose/Wizard.tsx' },
    },
    argv.mode ?? 'production',
  );
