#!/usr/bin/env node
// `npm start`: build what is missing, then run the one process that migrates the database and
// serves the API, the shell and every built remote.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const built = spawnSync(process.execPath, [path.join(here, 'ensure-built.mjs')], { stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);

// The server's V8 flags live with its code (src/config/node-flags.ts), so the benchmark uses the same;
// they travel in NODE_OPTIONS, added to whatever the operator already set there.
const { missingServerFlags } = await import(path.join(here, '..', 'dist', 'config', 'node-flags.js'));
const nodeOptions = [process.env.NODE_OPTIONS, ...missingServerFlags([], process.env.NODE_OPTIONS)].filter(Boolean).join(' ');
const server = spawn(process.execPath, [path.join(here, '..', 'dist', 'server.js')], {
  stdio: 'inherit',
  env: { ...process.env, NODE_OPTIONS: nodeOptions },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
