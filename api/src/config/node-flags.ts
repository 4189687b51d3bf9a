/**
 * The V8 flags the server process is meant to run with. `npm start` (scripts/start.mjs) passes them
 * through NODE_OPTIONS, `npm run bench` measures the pipeline under the same ones, and a server
 * started any other way logs at start-up which of them it is missing (server.ts).
 *
 * A young generation of 2 × 4 MB semispaces instead of Node's 2 × 16 MB: an upload of 200k rows
 * allocates short-lived row objects by the million, and with the default the main thread's nursery
 * grows and stays resident after the request (`npm run bench` prints the peak and resting memory).
 * The parsing worker is bounded the same way by its own resource limits.
 */
export const SERVER_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=4'];

/** The flag's name: `--max-semi-space-size` of `--max-semi-space-size=4`, also spelt with underscores. */
function flagName(flag: string): string {
  return flag.split('=')[0].replace(/_/g, '-');
}

/**
 * Which of SERVER_NODE_FLAGS this process was not started with, reading both the command line
 * (`process.execArgv`) and NODE_OPTIONS. A flag given with another value counts as given: the
 * operator chose it.
 */
export function missingServerFlags(execArgv: readonly string[], nodeOptions: string | undefined): string[] {
  const given = new Set([...execArgv, ...(nodeOptions ?? '').split(/\s+/)].filter((arg) => arg.startsWith('--')).map(flagName));
  return SERVER_NODE_FLAGS.filter((flag) => !given.has(flagName(flag)));
}
