/**
 * The landing page prerendered at build time: a node build of src/expose/landing-prerender.tsx,
 * run once the browser build is written, leaves `dist/landing-prerender.json` beside mf-auth's
 * remoteEntry.js. The server puts its markup and styles in a signed-out visitor's first response.
 *
 * The file names the mf-manifest.json it was built with (a SHA-256 of its bytes): the server uses it
 * only while that same manifest is deployed, so an mf-auth deployed alone, or half copied, never shows
 * a landing older than its code.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BROWSER_BUILD, typescriptRule } from '@ontrack/shell/federation/webpack';
import type { Compiler, Configuration } from 'webpack';
import type { LandingPrerender } from './src/expose/landing-prerender';

export const PRERENDER_FILE = 'landing-prerender.json';

class WritePrerenderPlugin {
  constructor(private readonly distDir: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.done.tap('WritePrerenderPlugin', (stats) => {
      if (stats.hasErrors()) return;
      const bundle = path.join(compiler.outputPath, 'landing-prerender.js');
      delete require.cache[bundle];
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { prerenderLanding } = require(bundle) as { prerenderLanding: () => LandingPrerender };
      const manifest = createHash('sha256')
        .update(readFileSync(path.join(this.distDir, 'mf-manifest.json')))
        .digest('hex');
      writeFileSync(path.join(this.distDir, PRERENDER_FILE), JSON.stringify({ manifest, ...prerenderLanding() }));
    });
  }
}

/** Runs after the browser build (which empties and fills dist). */
export function prerenderConfig(dir: string): Configuration {
  return {
    name: 'prerender',
    dependencies: [BROWSER_BUILD],
    mode: 'production',
    target: 'node',
    context: dir,
    entry: { 'landing-prerender': './src/expose/landing-prerender.tsx' },
    output: { path: path.join(dir, 'build', 'prerender'), filename: '[name].js', library: { type: 'commonjs2' }, clean: true },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    // Readable stack traces if rendering fails during a build.
    optimization: { minimize: false },
    module: {
      rules: [typescriptRule(dir), { test: /\.css$/, type: 'asset/source' }],
    },
    plugins: [new WritePrerenderPlugin(path.join(dir, 'dist'))],
    performance: { hints: false },
    stats: 'minimal',
  };
}
