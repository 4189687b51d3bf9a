/**
 * Deletes the content-hashed files of earlier deploys that no page can still need. A build keeps
 * the hashed files of the builds before it (webpack.ts: `output.clean.keep`), so a page that loaded
 * an older remoteEntry.js still finds its chunks; this removes, in each given build folder, the
 * hashed files (and their .br/.gz/.map/.LICENSE.txt siblings) that the current build does not name
 * and that are older than the retention period.
 *
 *   npm run prune:remotes -- --older-than=7d [--dry-run] [dir…]   (default: every mf-* /dist and shell/dist)
 */
import { readdirSync, readFileSync, statSync, unlinkSync } from 'node:fs';
import path from 'node:path';

/** `554.4466ecaadc42.js` → its hash; siblings (`.js.br`, `.js.map`, `.js.LICENSE.txt`) share the base's. */
export const HASHED_FILE = /^(.+?)[.-]([0-9a-f]{8,})\.(js|css|woff2?|png|svg|jpg)((?:\.map|\.br|\.gz|\.LICENSE\.txt)*)$/;
/** Files whose text names the current build's chunks: entries, manifests, pages. */
const CURRENT_TEXT = /\.(js|json|html)$/;

const UNITS: Record<string, number> = { m: 60_000, h: 3_600_000, d: 86_400_000 };

/** `7d`, `12h`, `30m` → milliseconds; anything else throws. */
export function parseAge(value: string): number {
  const match = /^(\d+)([mhd])$/.exec(value.trim());
  if (!match) throw new Error(`--older-than must be a number with m, h or d (e.g. 7d), not "${value}".`);
  return Number(match[1]) * UNITS[match[2]];
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * The hashes the current build uses: named by its unhashed files (remoteEntry.js and main.js carry
 * the chunk map, mf-manifest.json the exposed files), and by the hashed files those name, in turn.
 */
function referencedHashes(files: string[]): Set<string> {
  const hashed = new Map<string, string>(); // hash → the hashed file itself
  const texts: string[] = [];
  for (const file of files) {
    const match = HASHED_FILE.exec(path.basename(file));
    if (match && !match[4]) hashed.set(match[2], file);
    else if (!match && CURRENT_TEXT.test(file)) texts.push(file);
  }
  const used = new Set<string>();
  const queue = [...texts];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    const text = readFileSync(file, 'utf8');
    for (const [hash, hashedFile] of hashed) {
      if (!used.has(hash) && text.includes(hash)) {
        used.add(hash);
        queue.push(hashedFile);
      }
    }
  }
  return used;
}

export interface PruneOptions {
  olderThanMs: number;
  now?: number;
  dryRun?: boolean;
}

/** Prunes one build folder; returns the files deleted (or that would be, in a dry run). */
export function pruneBuild(dir: string, { olderThanMs, now = Date.now(), dryRun = false }: PruneOptions): string[] {
  const files = filesUnder(dir);
  const used = referencedHashes(files);
  const pruned: string[] = [];
  for (const file of files) {
    const match = HASHED_FILE.exec(path.basename(file));
    if (!match || used.has(match[2])) continue;
    if (now - statSync(file).mtimeMs <= olderThanMs) continue;
    if (!dryRun) unlinkSync(file);
    pruned.push(file);
  }
  return pruned.sort();
}

function defaultDirs(root: string): string[] {
  const packages = readdirSync(root).filter((name) => name === 'shell' || name.startsWith('mf-'));
  return packages.map((name) => path.join(root, name, 'dist')).filter((dir) => statSync(dir, { throwIfNoEntry: false })?.isDirectory());
}

function main(args: string[]): void {
  const olderThan = args.find((arg) => arg.startsWith('--older-than='))?.slice('--older-than='.length);
  if (!olderThan) throw new Error('Usage: prune-remotes --older-than=<7d|12h|30m> [--dry-run] [dir…]');
  const dryRun = args.includes('--dry-run');
  const given = args.filter((arg) => !arg.startsWith('--'));
  const dirs = given.length > 0 ? given.map((dir) => path.resolve(dir)) : defaultDirs(path.resolve(__dirname, '..', '..'));
  for (const dir of dirs) {
    const pruned = pruneBuild(dir, { olderThanMs: parseAge(olderThan), dryRun });
    console.log(`${dir}: ${pruned.length} file(s) ${dryRun ? 'would be ' : ''}deleted`);
    for (const file of pruned) console.log(`  ${path.relative(dir, file)}`);
  }
}

if (require.main === module) {
  try {
    main(process.argv.slice(2));
  } catch (error) {
    console.error((error as Error).message);
    process.exitCode = 1;
  }
}
