import type { Chunk, ChunkGroup, Compiler } from 'webpack';

/** The file the shell's build writes next to index.html: the chunks every page loads at start-up. */
export const STARTUP_CHUNKS_FILE = 'startup-chunks.json';

/**
 * Writes `startup-chunks.json`: the JS files of every chunk the `main` entry loads on start-up (the
 * bootstrap and the shared modules it provides), so the server can preload them with the page
 * instead of the browser discovering them only once main.js runs. Consume-shared
 * fallbacks are left out: the shell provides those modules itself, so the fallbacks never load.
 */
export class StartupChunksPlugin {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('StartupChunksPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'StartupChunksPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const entry = compilation.entrypoints.get('main');
        if (!entry) return;
        const files = new Set<string>();
        const seen = new Set<ChunkGroup>();
        const visit = (group: ChunkGroup) => {
          for (const child of group.getChildren()) {
            if (seen.has(child)) continue;
            seen.add(child);
            if (child.origins.some((origin) => origin.module?.type === 'consume-shared-module')) continue;
            child.chunks.forEach((chunk: Chunk) => chunk.files.forEach((file) => file.endsWith('.js') && files.add(file)));
            visit(child);
          }
        };
        visit(entry);
        compilation.emitAsset(STARTUP_CHUNKS_FILE, new sources.RawSource(JSON.stringify([...files].sort())));
      });
    });
  }
}
