/**
 * Import cycles, type-only imports included (ESLint's import-x/no-cycle skips `import type`, so a
 * cycle made of types alone would pass it). Run by `npm run lint` (`lint:cycles`) over every package's
 * sources and tests in one pass; the layer rules themselves live in eslint.config.mjs.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Modules import in one direction: the domain owns its vocabulary, contracts build on it, services on both.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|build|coverage|scratch-dbg)/' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
