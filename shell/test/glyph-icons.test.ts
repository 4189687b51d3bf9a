import fs from 'node:fs';
import path from 'node:path';
import { remoteDirs } from '../testing/remote-shape';

/**
 * Icons are lucide's SVGs from `@ontrack/shell/ui` (shell/src/ui/icons.ts), never text glyphs: a glyph
 * is drawn by whatever font the device has (or as a box), at text size, and read aloud by some
 * screen readers. This lists the glyphs once used as icons and finds none in a screen's source.
 */
const GLYPH_ICONS = /[◧◎☂▤▲⇪×↑↓→←▸▾✓✔✕✖]/u;

const repoRoot = path.resolve(__dirname, '..', '..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name) ? [full] : [];
  });
}

/** The code without its comments (which may say `a → b`). */
function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
}

describe('screens draw icons, not text glyphs', () => {
  const dirs = [path.join(repoRoot, 'shell', 'src'), ...remoteDirs(repoRoot).map((dir) => path.join(dir, 'src'))];

  it.each(dirs.map((dir) => [path.relative(repoRoot, dir), dir]))('%s', (_name, dir) => {
    const offending = sourceFiles(dir).flatMap((file) =>
      withoutComments(fs.readFileSync(file, 'utf8'))
        .split('\n')
        .filter((line) => GLYPH_ICONS.test(line))
        .map((line) => `${path.relative(repoRoot, file)}: ${line.trim()}`),
    );
    expect(offending).toEqual([]);
  });
});
