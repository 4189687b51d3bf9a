/**
 * The one shape of a remote's `src/` (README, "How it is built"), checked by
 * `shell/test/remote-shape.test.ts` over every `mf-*` workspace:
 * - at `src/` only `api/`, `expose/`, `features/`, `testing/`, `locales/`, `i18n.ts`, `standalone.tsx` and `index.ts`;
 * - a feature folder holds only `components/`, `hooks/` and `lib/`;
 * - a file of one feature imports nothing of another feature.
 */
import fs from 'node:fs';
import path from 'node:path';

const SRC_ENTRIES: Record<string, 'dir' | 'file'> = {
  api: 'dir',
  expose: 'dir',
  features: 'dir',
  testing: 'dir',
  // The remote's catalogues and its namespace's registration (docs/decisions/language.md).
  locales: 'dir',
  'i18n.ts': 'file',
  'standalone.tsx': 'file',
  'index.ts': 'file',
};
const FEATURE_PARTS = ['components', 'hooks', 'lib'];

/** The string a module names in `from '…'`, `import '…'`, `import('…')`, `require('…')`, `jest.mock('…')`. */
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*|\bjest\.mock\s*\(\s*)(['"])([^'"\n]+)\1/g;

/** The workspaces that are remotes, from the root package.json: a new remote is checked too. */
export function remoteDirs(repoRoot: string): string[] {
  const { workspaces } = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { workspaces: string[] };
  return workspaces.filter((name) => name.startsWith('mf-')).map((name) => path.join(repoRoot, name));
}

/** Every way `remoteDir/src` departs from the shape, one line each, naming the path at fault. */
export function shapeViolations(remoteDir: string): string[] {
  const srcDir = path.join(remoteDir, 'src');
  const shown = (target: string) => path.relative(path.dirname(remoteDir), target).split(path.sep).join('/');
  const problems: string[] = [];

  for (const entry of fs.readdirSync(srcDir, { withFileTypes: true })) {
    const kind = entry.isDirectory() ? 'dir' : 'file';
    if (SRC_ENTRIES[entry.name] !== kind) {
      problems.push(
        `${shown(path.join(srcDir, entry.name))}${kind === 'dir' ? '/' : ''}: not part of a remote's src/ (api/ expose/ features/ testing/ locales/ i18n.ts standalone.tsx index.ts)`,
      );
    }
  }

  const featuresDir = path.join(srcDir, 'features');
  if (!fs.existsSync(featuresDir)) return problems;
  for (const feature of fs.readdirSync(featuresDir, { withFileTypes: true })) {
    const featureDir = path.join(featuresDir, feature.name);
    if (!feature.isDirectory()) {
      problems.push(`${shown(featureDir)}: features/ holds only feature folders`);
      continue;
    }
    for (const part of fs.readdirSync(featureDir, { withFileTypes: true })) {
      if (!part.isDirectory() || !FEATURE_PARTS.includes(part.name)) {
        problems.push(
          `${shown(path.join(featureDir, part.name))}${part.isDirectory() ? '/' : ''}: a feature folder holds only components/ hooks/ lib/`,
        );
      }
    }
    for (const file of sourceFiles(featureDir)) {
      for (const target of relativeImports(file)) {
        const other = path.relative(featuresDir, target).split(path.sep)[0];
        if (!target.startsWith(featuresDir + path.sep) || other === feature.name) continue;
        problems.push(`${shown(file)}: imports ${shown(target)} (features do not import each other; share through api/ or the shell)`);
      }
    }
  }
  return problems;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The absolute paths of the relative specifiers of one file (packages are not features). */
function relativeImports(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  return [...text.matchAll(SPECIFIER)]
    .map((match) => match[2])
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => path.resolve(path.dirname(file), specifier));
}
