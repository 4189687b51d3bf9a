/**
 * One webpack configuration for the shell and every remote, so they cannot drift: same loaders, same
 * shared table, same caching-friendly file names, same dev-server CORS headers.
 */
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Configuration, RuleSetRule } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { servedAssetPlugins } from './compression';
import { previewDevServer, type SampleAnswers } from './preview-server';
import { HASHED_FILE } from './prune-remotes';
import { sharedDependencies } from './shared';
import { StartupChunksPlugin } from './startup-chunks';

export interface FederatedBuildOptions {
  /** Package folder (pass `__dirname`). */
  dir: string;
  /** Container name: `shell` or `mf_<key>`. */
  name: string;
  /** `./Name` → source path. */
  exposes?: Record<string, string>;
  /** Where the built files are served from: `/` for the shell, `auto` for remotes. */
  publicPath: string;
  /** Port of `npm run serve` (the standalone dev server). */
  devPort: number;
  title: string;
  /** Extra non-federated entries (e.g. the goals widget `embed`). */
  extraEntries?: Record<string, string>;
  /** What `npm run serve` answers a `?data=sample` page's API calls with (preview-server.ts). */
  sample?: SampleAnswers;
  /** Write startup-chunks.json (the shell: the server preloads those files with every page). */
  startupChunks?: boolean;
}

/** TypeScript for the bundler: type checking is `tsc -b` at the root, the bundler only strips types. */
export function typescriptRule(dir: string): RuleSetRule {
  return {
    test: /\.tsx?$/,
    loader: 'ts-loader',
    exclude: /node_modules/,
    options: {
      transpileOnly: true,
      configFile: path.join(dir, 'tsconfig.json'),
      compilerOptions: { module: 'esnext', noEmit: false, composite: false, declaration: false, emitDeclarationOnly: false },
    },
  };
}

/** The browser build's configuration name: the node builds made from its output run after it (it empties dist). */
export const BROWSER_BUILD = 'browser';

/**
 * A package's builds: the browser build, and in production the node builds that run after it
 * (prerenders, server-render modules), each with `dependencies: [BROWSER_BUILD]`. The dev server
 * serves the browser build alone.
 */
export function federatedBuilds(
  options: FederatedBuildOptions,
  mode: 'production' | 'development',
  afterBrowser: Configuration[],
): Configuration | Configuration[] {
  const browser = { name: BROWSER_BUILD, ...createFederatedConfig(options, mode) };
  return mode === 'production' ? [browser, ...afterBrowser] : browser;
}

export function createFederatedConfig(
  options: FederatedBuildOptions,
  mode: 'production' | 'development' = 'production',
): Configuration & {
  devServer?: DevServerConfiguration;
} {
  const production = mode === 'production';
  return {
    mode,
    context: options.dir,
    entry: { main: './src/index.ts', ...options.extraEntries },
    // Maps are written next to the bundles (for an error tracker) but not referenced from them, and the
    // API does not serve them in production: the original sources stay private.
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(options.dir, 'dist'),
      publicPath: options.publicPath,
      uniqueName: options.name,
      // Entry files keep stable names (served no-cache, like remoteEntry.js); every chunk they load
      // is content-hashed and cached for good.
      filename: '[name].js',
      chunkFilename: production ? '[id].[contenthash:12].js' : '[id].js',
      // Each build empties dist but for the hashed files of earlier builds: a page still running an
      // older remoteEntry.js or main.js asks for its own chunks. `npm run prune:remotes` deletes
      // those no current file names once they are older than the retention (prune-remotes.ts).
      clean: { keep: (file: string) => HASHED_FILE.test(path.basename(file)) },
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [typescriptRule(options.dir), { test: /\.css$/, use: ['style-loader', 'css-loader'] }],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: options.name,
        filename: 'remoteEntry.js',
        exposes: options.exposes,
        shared: sharedDependencies,
        // A remote that is down must not break start-up: nothing is fetched until it is needed.
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
        // One federation runtime per page: in production the shell provides the whole
        // runtime core (its main.js grows by ~24 KB gzipped) and every remote uses it instead of
        // bundling its own (each remoteEntry.js shrinks by ~19 KB). A remote's standalone preview
        // (development) keeps its own, having no shell to lean on.
        experiments: production ? (options.exposes ? { externalRuntime: true } : { provideExternalRuntime: true }) : undefined,
      }),
      // One page template for the shell and every remote's standalone preview; a remote's preview
      // is a development page only: production serves remotes to the shell.
      ...(production && options.exposes
        ? []
        : [
            new HtmlWebpackPlugin({ template: path.join(__dirname, '..', 'public', 'index.html'), title: options.title, chunks: ['main'] }),
          ]),
      ...(options.startupChunks ? [new StartupChunksPlugin()] : []),
      ...(production ? servedAssetPlugins() : []),
    ],
    performance: { hints: false },
    stats: 'minimal',
    devServer: previewDevServer(options.devPort, options.sample),
  };
}
