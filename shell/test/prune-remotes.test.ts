import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseAge, pruneBuild } from '../federation/prune-remotes';

const DAY = 86_400_000;
let dir: string;

/** Writes a file `daysOld` days old. */
function write(name: string, content: string, daysOld: number) {
  const file = path.join(dir, name);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
  const when = new Date(Date.now() - daysOld * DAY);
  utimesSync(file, when, when);
}

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'prune-remotes-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('pruneBuild', () => {
  beforeEach(() => {
    // The current build: remoteEntry.js maps chunk 554 to its hash; chunk 554 loads 77 (named in it).
    write('remoteEntry.js', 'u=(id)=>id+"."+{554:"aaaaaaaaaaaa"}[id]+".js"', 20);
    write('mf-manifest.json', '{"exposes":[{"assets":{"js":{"sync":["303.cccccccccccc.js"]}}}]}', 20);
    write('554.aaaaaaaaaaaa.js', 'import("./77.bbbbbbbbbbbb.js")', 20);
    write('77.bbbbbbbbbbbb.js', 'chunk', 20);
    write('303.cccccccccccc.js', 'exposed', 20);
    // An earlier deploy's files: one old, one recent, each with siblings.
    for (const suffix of ['', '.br', '.gz', '.map', '.LICENSE.txt']) write(`554.dddddddddddd.js${suffix}`, 'old', 10);
    write('554.eeeeeeeeeeee.js', 'recent', 2);
    write('554.eeeeeeeeeeee.js.map', 'recent', 2);
    write('embed.js', 'widget', 10);
  });

  it('deletes hashed files no current file names and older than the period, with their siblings', () => {
    const pruned = pruneBuild(dir, { olderThanMs: 7 * DAY });
    expect(pruned.map((file) => path.basename(file))).toEqual([
      '554.dddddddddddd.js',
      '554.dddddddddddd.js.LICENSE.txt',
      '554.dddddddddddd.js.br',
      '554.dddddddddddd.js.gz',
      '554.dddddddddddd.js.map',
    ]);
    expect(readdirSync(dir).sort()).toEqual([
      '303.cccccccccccc.js',
      '554.aaaaaaaaaaaa.js',
      '554.eeeeeeeeeeee.js',
      '554.eeeeeeeeeeee.js.map',
      '77.bbbbbbbbbbbb.js',
      'embed.js',
      'mf-manifest.json',
      'remoteEntry.js',
    ]);
  });

  it('keeps everything younger than the period, and deletes nothing in a dry run', () => {
    expect(pruneBuild(dir, { olderThanMs: 30 * DAY })).toEqual([]);
    const wouldGo = pruneBuild(dir, { olderThanMs: DAY, dryRun: true });
    expect(wouldGo.map((file) => path.basename(file))).toContain('554.eeeeeeeeeeee.js');
    expect(wouldGo.every((file) => existsSync(file))).toBe(true);
  });

  it('looks into subfolders (a server bundle naming a chunk keeps it)', () => {
    write('server/render.js', 'require("../554.dddddddddddd.js")', 10);
    expect(pruneBuild(dir, { olderThanMs: 7 * DAY })).toEqual([]);
  });
});

describe('parseAge', () => {
  it('reads minutes, hours and days, and refuses anything else', () => {
    expect(parseAge('7d')).toBe(7 * DAY);
    expect(parseAge('12h')).toBe(12 * 3_600_000);
    expect(parseAge('30m')).toBe(1_800_000);
    expect(() => parseAge('7')).toThrow('--older-than must be a number with m, h or d (e.g. 7d), not "7".');
    expect(() => parseAge('1w')).toThrow('not "1w"');
  });
});
