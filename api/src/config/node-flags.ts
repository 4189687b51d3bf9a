/**
 * The V8 flags the server process runs with: `npm start` (scripts/start.mjs) passes them, and
 * `npm run bench` measures the pipeline under the same ones.
 *
 * A young generation of 2 × 4 MB semispaces instead of Node's 2 × 16 MB: an upload of 200k rows
 * allocates short-lived row objects by the million, and with the default the main thread's
 * nursery alone grows to ~48 MB of resident memory that stays after the request (≈30 MB more at
 * rest and at the peak, measured with the benchmark). The parsing worker is bounded the same way
 * (worker-pool.ts, YOUNG_GENERATION_MB). The cost is more frequent scavenges, within the bench's noise.
 */
export const SERVER_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=4'];
