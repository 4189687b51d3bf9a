import path from 'node:path';
import { remoteContainerName } from '@ontrack/api/contracts';
import { createFederatedConfig } from '@ontrack/shell/federation/webpack';
import type { Configuration } from 'webpack';
import { goalsSample } from './src/testing/sample';

/** The widget must stay small: it lands on other people's pages. The build fails past this size. */
const EMBED_MAX_BYTES = 40 * 1024;

/**
 * Two builds into one `dist`:
 * 1. the federated remote (`./Page`, `./Preview`) from the shared configuration;
 * 2. `embed.js`, the goals widget for foreign pages: a plain script (no Module Federation runtime,
 *    no shared React or store) built after the first, without cleaning, so both outputs survive.
 */
export default (_env: unknown, argv: { mode?: 'production' | 'development' }): Configuration[] => {
  const mode = argv.mode ?? 'production';
  const federated = createFederatedConfig(
    {
      dir: __dirname,
      name: remoteContainerName('goals'),
      publicPath: 'auto',
      devPort: 3103,
      sample: goalsSample,
      title: 'OnTrack — savings goals (standalone preview)',
      exposes: { './Page': './src/expose/Page.tsx', './Preview': './src/expose/Preview.tsx' },
    },
    mode,
  );

  const embed: Configuration = {
    name: 'embed',
    // The federated build cleans dist first; the widget is written after it.
    dependencies: ['federated'],
    mode,
    context: __dirname,
    target: ['web', 'es2020'],
    entry: { embed: './src/features/embed/lib/index.ts' },
    // Like every bundle: a map for an error tracker, not referenced and not served in production.
    devtool: mode === 'production' ? 'hidden-source-map' : false,
    output: { path: path.join(__dirname, 'dist'), filename: 'embed.js', publicPath: '', iife: true, clean: false },
    resolve: federated.resolve,
    module: federated.module,
    optimization: { splitChunks: false, runtimeChunk: false },
    performance: {
      hints: mode === 'production' ? 'error' : false,
      maxEntrypointSize: EMBED_MAX_BYTES,
      maxAssetSize: EMBED_MAX_BYTES,
      assetFilter: (file: string) => file.endsWith('.js'),
    },
    stats: 'minimal',
  };

  return [{ ...federated, name: 'federated' }, embed];
};
