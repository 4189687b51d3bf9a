import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { remoteDirs, shapeViolations } from '../testing/remote-shape';

const repoRoot = path.resolve(__dirname, '..', '..');

describe('every remote has the one shape (README, How it is built)', () => {
  const remotes = remoteDirs(repoRoot);

  it('finds the six remotes among the workspaces', () => {
    expect(remotes.map((dir) => path.basename(dir)).sort()).toEqual([
      'mf-auth',
      'mf-dashboard',
      'mf-goals',
      'mf-networth',
      'mf-spending',
      'mf-wizard',
    ]);
  });

  it.each(remotes.map((dir) => [path.basename(dir), dir]))('%s', (_name, dir) => {
    expect(shapeViolations(dir)).toEqual([]);
  });
});

describe('shapeViolations', () => {
  let root: string;
  let remote: string;

  /** Writes the given files (path → text) into a fresh remote `mf-demo` that follows the shape. */
  function demoRemote(files: Record<string, string>): string {
    const all: Record<string, string> = {
      'src/index.ts': "import('./standalone');\n",
      'src/standalone.tsx': "import Page from './expose/Page';\n",
      'src/api/demo-api.ts': 'export const demoApi = {};\n',
      'src/expose/Page.tsx': "import { A } from '../features/a/components/A';\nimport { B } from '../features/b/components/B';\n",
      'src/features/a/components/A.tsx':
        "import { demoApi } from '../../../api/demo-api';\nimport { rule } from '../lib/rule';\nimport './a.css';\nimport { useState } from 'react';\n",
      'src/features/a/lib/rule.ts': 'export const rule = 1;\n',
      'src/features/b/components/B.tsx':
        "import { fixture } from '../../../testing/fixtures';\nimport { Spinner } from '@ontrack/shell/ui';\n",
      'src/testing/fixtures.ts': 'export const fixture = 1;\n',
      ...files,
    };
    for (const [file, text] of Object.entries(all)) {
      fs.mkdirSync(path.dirname(path.join(remote, file)), { recursive: true });
      fs.writeFileSync(path.join(remote, file), text);
    }
    return remote;
  }

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'remote-shape-'));
    remote = path.join(root, 'mf-demo');
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('accepts a remote in the shape: imports within a feature, of api/, testing/ and packages', () => {
    expect(shapeViolations(demoRemote({}))).toEqual([]);
  });

  it('names a folder or file at src/ that is not part of the shape', () => {
    const problems = shapeViolations(demoRemote({ 'src/lib/dates.ts': '', 'src/helpers.ts': '', 'src/index.tsx/x.ts': '' }));
    const rest = "not part of a remote's src/ (api/ expose/ features/ testing/ locales/ i18n.ts standalone.tsx index.ts)";
    expect(problems.sort()).toEqual([`mf-demo/src/helpers.ts: ${rest}`, `mf-demo/src/index.tsx/: ${rest}`, `mf-demo/src/lib/: ${rest}`]);
  });

  it('names what a feature folder holds besides components/, hooks/ and lib/', () => {
    const problems = shapeViolations(
      demoRemote({ 'src/features/a/A.tsx': '', 'src/features/a/utils/x.ts': '', 'src/features/loose.ts': '' }),
    );
    expect(problems.sort()).toEqual([
      'mf-demo/src/features/a/A.tsx: a feature folder holds only components/ hooks/ lib/',
      'mf-demo/src/features/a/utils/: a feature folder holds only components/ hooks/ lib/',
      'mf-demo/src/features/loose.ts: features/ holds only feature folders',
    ]);
  });

  it('names an import of one feature from another, whatever the form of the specifier', () => {
    const problems = shapeViolations(
      demoRemote({
        'src/features/b/components/B.tsx': "import { rule } from '../../a/lib/rule';\n",
        'src/features/b/hooks/use-b.ts': "import '../../a/components/a.css';\nconst lazy = () => import('../../a/components/A');\n",
        'src/features/b/lib/b.test.ts': "jest.mock('../../a/lib/rule', () => require('../../a/lib/rule'));\n",
      }),
    );
    expect(problems.sort()).toEqual([
      'mf-demo/src/features/b/components/B.tsx: imports mf-demo/src/features/a/lib/rule (features do not import each other; share through api/ or the shell)',
      'mf-demo/src/features/b/hooks/use-b.ts: imports mf-demo/src/features/a/components/A (features do not import each other; share through api/ or the shell)',
      'mf-demo/src/features/b/hooks/use-b.ts: imports mf-demo/src/features/a/components/a.css (features do not import each other; share through api/ or the shell)',
      'mf-demo/src/features/b/lib/b.test.ts: imports mf-demo/src/features/a/lib/rule (features do not import each other; share through api/ or the shell)',
      'mf-demo/src/features/b/lib/b.test.ts: imports mf-demo/src/features/a/lib/rule (features do not import each other; share through api/ or the shell)',
    ]);
  });
});
