import path from 'node:path';
import type { Configuration } from 'webpack';
import { serverRenderConfig } from './federation/server-render';
import { BROWSER_BUILD, federatedBuilds, typescriptRule } from './federation/webpack';

/**
 * The landing's boot script (src/prerender/boot.ts) on its own: no federation runtime, no shared
 * modules, one small file the server inlines into a signed-out visitor's landing page. Built after
 * the shell (which empties dist).
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
  // The signed-in app's chrome, rendered by the production server around a section's first view.
  const mainChrome = serverRenderConfig({
    dir: __dirname,
    name: 'main-chrome',
    entry: './src/prerender/main-chrome.tsx',
    builtWith: 'index.html',
  });
  return federatedBuilds(
    { dir: __dirname, name: 'shell', publicPath: '/', devPort: 3100, title: 'OnTrack', startupChunks: true },
    argv.mode ?? 'production',
    [prerenderBootConfig(), mainChrome],
  );
};
