import path from 'node:path';
import type { Configuration } from 'webpack';
import { serverRenderConfig } from './federation/server-render';
import { BROWSER_BUILD, federatedBuilds, typescriptRule } from './federation/webpack';

/**
 * The first view's boot script (src/prerender/boot.ts) on its own: no federation runtime, no shared
 * modules, one small file the server inlines into a page sent with a first view. Built after the
 * shell (which empties dist).
 */
function prerenderBootConfig(): Configuration {
  return {
    name: 'prerender-boot',
    dependencies: [BROWSER_BUILD],
    mode: 'production',
    context: __dirname,
    entry: { 'prerender-boot': './src/prerender/boot.ts' },
    output: { path: path.join(__dirname, 'dist'), filename: '[name].js', clean: false },
    resolve: { extensions: ['.ts', '.js'] },
    module: { rules: [typescriptRule(__dirname)] },
    performance: { hints: false },
    stats: 'minimal',
  };
}

export default (_env: unknown, argv: { mode?: 'production' | 'development' }): Configuration | Configuration[] => {
  // The app's first view of a page, rendered by the production server with a remote's section.
  const firstView = serverRenderConfig({
    dir: __dirname,
    name: 'first-view',
    entry: './src/prerender/server.tsx',
    builtWith: 'index.html',
    shared: 'provide',
  });
  return federatedBuilds(
    { dir: __dirname, name: 'shell', publicPath: '/', devPort: 3100, title: 'OnTrack', startupChunks: true },
    argv.mode ?? 'production',
    [prerenderBootConfig(), firstView],
  );
};
