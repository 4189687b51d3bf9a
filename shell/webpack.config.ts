import { createFederatedConfig } from './federation/webpack';

export default (_env: unknown, argv: { mode?: 'production' | 'development' }) =>
  createFederatedConfig({ dir: __dirname, name: 'shell', publicPath: '/', devPort: 3100, title: 'OnTrack', startupChunks: true }, argv.mode ?? 'production');
