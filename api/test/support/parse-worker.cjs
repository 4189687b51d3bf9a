// The parsing worker's entry under jest and ts-node (parse-worker-file.ts says why): ts-node
// compiles the worker's TypeScript sources as they are loaded, and thread.ts starts listening.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS file: ts-node is registered before the sources load
require('ts-node').register({
  transpileOnly: true,
  skipProject: true,
  compilerOptions: { module: 'commonjs', target: 'es2022', esModuleInterop: true },
});
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS file: the worker's sources load after ts-node
require('../../src/services/workbook/worker/thread.ts');
