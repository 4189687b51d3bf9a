#!/usr/bin/env node
// Builds whatever part of OnTrack is not built yet (the API, the shell, each remote that has a
// webpack config), so that `npm start` and `npm test` work on a fresh clone. It only checks that
// the output exists; `npm run build` rebuilds everything.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

function run(command, args, cwd) {
  console.log(`[ensure-built] ${command} ${args.join(' ')} (in ${path.relative(root, cwd) || '.'})`);
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', shell: process.platform === 'win32' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!existsSync(path.join(root, 'api', 'dist', 'server.js'))) run('npx', ['tsc', '-b', 'api'], root);

const frontEnds = ['shell', ...readdirSync(root).filter((name) => name.startsWith('mf-'))];
for (const name of frontEnds) {
  const dir = path.join(root, name);
  if (!existsSync(path.join(dir, 'webpack.config.ts'))) continue; // not built yet by design
  if (!existsSync(path.join(dir, 'dist', 'mf-manifest.json'))) run('npx', ['webpack', '--mode', 'production'], dir);
}
