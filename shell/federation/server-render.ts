/**
 * A server-render bundle: a node build (CommonJS) of one entry of a package, written beside its
 * browser build as `dist/server/<name>.js`, that the API requires when it starts, to put a page's
 * first view in the HTML response itself (api/src/http/first-view.ts). The shell's bundle renders
 * the page and provides the shared modules (`provide`); a remote's gives the section shown in it
 * and takes those modules from the shell's (`take`, server-share.ts).
 *
 * Beside it, `dist/server/<name>.json` names the browser build it was made with (the SHA-256 of a
 * file of that build, e.g. the remote's mf-manifest.json): the API uses the bundle only while that
 * same file is deployed, so a package deployed alone, or half copied, never renders markup older
 * than the code that hydrates it.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpack, { type Compiler, type Configuration, type ExternalItemFunctionData } from 'webpack';
import { SERVER_SHARE_GLOBAL, SERVER_SHARED_REQUESTS } from './server-share';
import { sharedDependencies } from './shared';
import { BROWSER_BUILD, typescriptRule } from './webpack';

/** What the API reads beside a server-render bundle. */
export interface ServerRenderStamp {
  /** SHA-256 (hex) of `builtWith` as the browser build wrote it. */
  sha256: string;
  /** The browser build's file the stamp is of (relative to dist). */
  builtWith: string;
}

class StampPlugin {
  constructor(
    private readonly distDir: string,
    private readonly name: string,
    private readonly builtWith: string,
  ) {}

  apply(compiler: Compiler): void {
    compiler.hooks.done.tap('ServerRenderStampPlugin', (stats) => {
      if (stats.hasErrors()) return;
      const sha256 = createHash('sha256')
        .update(readFileSync(path.join(this.distDir, this.builtWith)))
        .digest('hex');
      const stamp: ServerRenderStamp = { sha256, builtWith: this.builtWith };
      writeFileSync(path.join(this.distDir, 'server', `${this.name}.json`), JSON.stringify(stamp));
    });
  }
}

/** Whether a request names a module of the browser's shared table (a key, or below a key ending in `/`). */
function isShared(request: string): boolean {
  return Object.keys(sharedDependencies).some((key) => (key.endsWith('/') ? request.startsWith(key) : request === key));
}

/**
 * A remote's bundle takes every shared module from the shell's (server-share.ts), read from
 * `globalThis` when the bundle loads; one the shell does not provide fails the build.
 */
function takeSharedModules({ request }: ExternalItemFunctionData, callback: (error?: Error, result?: string[], type?: 'global') => void) {
  if (!request || !isShared(request)) return callback();
  if (!(SERVER_SHARED_REQUESTS as readonly string[]).includes(request)) {
    return callback(
      new Error(
        `${request} is shared in the browser, but the shell's server bundle does not provide it (shell/federation/server-share.ts)`,
      ),
    );
  }
  return callback(undefined, [SERVER_SHARE_GLOBAL, request], 'global');
}

export interface ServerRenderOptions {
  /** Package folder (pass `__dirname`). */
  dir: string;
  /** Bundle name: `dist/server/<name>.js`. */
  name: string;
  /** Source path of the entry, relative to dir. */
  entry: string;
  /** The browser build's file the bundle is stamped with (`mf-manifest.json`, or the shell's `index.html`). */
  builtWith: string;
  /** The shell provides the shared modules; a remote takes them. */
  shared: 'provide' | 'take';
}

export function serverRenderConfig({ dir, name, entry, builtWith, shared }: ServerRenderOptions): Configuration {
  const distDir = path.join(dir, 'dist');
  return {
    name: `server-${name}`,
    dependencies: [BROWSER_BUILD],
    mode: 'production',
    target: 'node',
    context: dir,
    entry: { [name]: entry },
    output: { path: path.join(distDir, 'server'), filename: '[name].js', library: { type: 'commonjs2' }, clean: false },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    externals: shared === 'take' ? [takeSharedModules] : [],
    // One file the API requires: no chunks to find at run time; readable stack traces in its logs.
    optimization: { minimize: false, splitChunks: false },
    module: { rules: [typescriptRule(dir), { test: /\.css$/, use: [path.join(__dirname, 'server-css-loader.js')] }] },
    // The catalogues the browser fetches per language (`import(`./locales/${language}.json`)`) are
    // in that one file too: the first view speaks every language (shell/src/prerender/server-language.ts).
    plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }), new StampPlugin(distDir, name, builtWith)],
    performance: { hints: false },
    stats: 'minimal',
  };
}

/** A remote's first-view bundle: `src/expose/server.ts`, stamped with its manifest, taking the shell's shared modules. */
export function remoteFirstViewConfig(dir: string): Configuration {
  return serverRenderConfig({ dir, name: 'first-view', entry: './src/expose/server.ts', builtWith: 'mf-manifest.json', shared: 'take' });
}
