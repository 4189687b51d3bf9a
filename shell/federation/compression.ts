/**
 * What a production build writes for browsers only: every text file precompressed beside it
 * (`main.js.br`, `main.js.gz`), which the API sends as they are, chosen by Accept-Encoding
 * (api/src/http/web.ts); and none of the federation's build statistics (`mf-stats.json`), which no
 * browser asks for. docs/decisions/compression.md says why brotli at quality 11 and gzip at 9.
 */
import { constants, type BrotliOptions } from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';
import type { Compiler, WebpackPluginInstance } from 'webpack';

/** The files served to browsers that compress: scripts, styles, the manifest, pages, SVG. Never source maps. */
const COMPRESSIBLE = /\.(?:js|css|json|html|svg)$/;
/** Below this the saving is smaller than one packet; the file is sent as it is. */
const THRESHOLD_BYTES = 1024;

/** `mf-stats.json`: the federation's build details (the runtime reads mf-manifest.json only). */
export const FEDERATION_STATS_FILE = 'mf-stats.json';

class DropFederationStatsPlugin {
  apply(compiler: Compiler): void {
    const { Compilation } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('DropFederationStatsPlugin', (compilation) => {
      // After the federation's manifest plugin has written it (PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER).
      compilation.hooks.processAssets.tap({ name: 'DropFederationStatsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        // With its compressed siblings, if written before this stage.
        for (const name of Object.keys(compilation.assets)) if (name.startsWith(FEDERATION_STATS_FILE)) compilation.deleteAsset(name);
      });
    });
  }
}

/** The production build's plugins for what it serves: brotli and gzip siblings, no stats file. */
export function servedAssetPlugins(): WebpackPluginInstance[] {
  const common = { test: COMPRESSIBLE, threshold: THRESHOLD_BYTES, minRatio: 0.9 };
  return [
    new CompressionPlugin<BrotliOptions>({
      ...common,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } },
    }),
    new CompressionPlugin({ ...common, filename: '[path][base].gz', algorithm: 'gzip', compressionOptions: { level: 9 } }),
    new DropFederationStatsPlugin(),
  ];
}
