import path from 'node:path';
import type { Configuration } from 'webpack';
import { createFederatedConfig, typescriptRule } from './federation/webpack';

/**
 * The landing's boot script (src/landing/boot.ts) on its own: no federation runtime, no shared
 * modules, one small file the server inlines into a signed-out visitor's landing page. Built after
 * the shell (which empties dist).
 */
function landingBootConfig(dependsOn: string): Configuration {
  return {
    name: 'landing-boot',
    dependencies: [dependsOn],
    mode: 'production',
    context: __dirname,
    entry: { 'landing-boot': './src/landing/boot.ts' },
    output: { path: path.join(__dirname, 'dist'), filename: '[name].js', clean: false },
    resolve: { extensions: ['.ts', '.js'] },
    module: { rules: [typescriptRule(__dirname)] },
    performance: { hints: false },
    stats: 'minimal',
  };
}

export default (_env: unknown, argv: { mode?: 'production' | 'development' }): Configuration | Configuration[] => {
  const mode = argv.mode ?? 'production';
  const browser = { name: 'browser', ...createFederatedConfig({ dir: __dirname, name: 'shell', publicPath: '/', devPort: 3100, title: 'OnTrack', startupChunks: true }, mode) };
  return mode === 'production' ? [browser, landingBootConfig('browser')] : browser;
};
