/**
 * A server-render module: a node build of one entry of a package, written beside its
 * browser build as `dist/server/<name>.js`, that the API loads to put a page's first view in the
 * HTML response itself (the signed-in dashboard, with the user's figures).
 *
 * Beside it, `dist/server/<name>.json` names the browser build it was made with (the SHA-256 of a
 * file of that build, e.g. the remote's mf-manifest.json): the API uses the module only while that
 * same file is deployed, so a package deployed alone, or half copied, never renders markup older
 * than the code that takes over from it.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Compiler, Configuration } from 'webpack';
import { BROWSER_BUILD, typescriptRule } from './webpack';

/** What the API reads beside a server-render module. */
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

export interface ServerRenderOptions {
  /** Package folder (pass `__dirname`). */
  dir: string;
  /** Module name: `dist/server/<name>.js`. */
  name: string;
  /** Source path of the entry, relative to dir. */
  entry: string;
  /** The browser build's file the module is stamped with (`mf-manifest.json`, or the shell's `index.html`). */
  builtWith: string;
}

export function serverRenderConfig({ dir, name, entry, builtWith }: ServerRenderOptions): Configuration {
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
    // One file the API requires: no chunks to find at run time.
    optimization: { minimize: false, splitChunks: false },
    module: { rules: [typescriptRule(dir), { test: /\.css$/, use: [path.join(__dirname, 'server-css-loader.js')] }] },
    plugins: [new StampPlugin(distDir, name, builtWith)],
    performance: { hints: false },
    stats: 'minimal',
  };
}
