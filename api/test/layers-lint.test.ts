import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

/**
 * The layer rules of eslint.config.mjs and the cycle rule of .dependency-cruiser.cjs, run on files
 * that break them: each must fail `npm run lint`. The fixtures are written beside real sources for
 * the run (the rules are about where a file sits) and removed afterwards.
 */
const ROOT = path.resolve(__dirname, '..', '..');
const BIN = (name: string) => path.join(ROOT, 'node_modules', name.split('/')[0], ...name.split('/').slice(1));

interface Fixture {
  file: string;
  source: string;
}

function withFixtures<T>(fixtures: Fixture[], run: () => T): T {
  try {
    for (const { file, source } of fixtures) writeFileSync(path.join(ROOT, file), source);
    return run();
  } finally {
    for (const { file } of fixtures) rmSync(path.join(ROOT, file), { force: true });
  }
}

interface LintMessage {
  ruleId: string | null;
  message: string;
}

/** ESLint's findings per fixture file, by its path from the repository root. */
function eslint(files: string[]): Record<string, LintMessage[]> {
  const run = spawnSync(process.execPath, [BIN('eslint/bin/eslint.js'), '--format', 'json', '--no-cache', ...files], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const results = JSON.parse(run.stdout) as { filePath: string; messages: LintMessage[] }[];
  return Object.fromEntries(results.map((result) => [path.relative(ROOT, result.filePath), result.messages]));
}

const restricted = (messages: LintMessage[] | undefined) =>
  (messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);

describe('lint fails on a file that crosses a layer', () => {
  const fixtures: Fixture[] = [
    {
      file: 'api/src/domain/lint-fixture-typeorm.ts',
      source: "import { DataSource } from 'typeorm';\nexport const source: DataSource | null = null;\n",
    },
    {
      file: 'api/src/domain/lint-fixture-contracts.ts',
      source: "import type { RemoteKey } from '../contracts/remotes';\nexport const key: RemoteKey = 'goals';\n",
    },
    { file: 'api/src/services/lint-fixture-http.ts', source: "import { createApp } from '../http/app';\nexport const make = createApp;\n" },
    {
      file: 'api/src/http/routes/lint-fixture-db.ts',
      source: "import { createDataSource } from '../../db/data-source';\nexport const make = createDataSource;\n",
    },
    {
      file: 'mf-goals/src/lint-fixture-remote.ts',
      source: "import { AuthPage } from '../../mf-auth/src/expose/AuthPage';\nexport const page = AuthPage;\n",
    },
  ];

  it('names the rule for each of them, and passes the same files without the import', () => {
    const found = withFixtures(fixtures, () => eslint(fixtures.map((fixture) => fixture.file)));
    expect(restricted(found['api/src/domain/lint-fixture-typeorm.ts'])).toEqual([expect.stringMatching(/'typeorm' import is restricted/)]);
    expect(restricted(found['api/src/domain/lint-fixture-contracts.ts'])).toEqual([expect.stringMatching(/contracts build on it/)]);
    expect(restricted(found['api/src/services/lint-fixture-http.ts'])).toEqual([expect.stringMatching(/never reach back into HTTP/)]);
    expect(restricted(found['api/src/http/routes/lint-fixture-db.ts'])).toEqual([expect.stringMatching(/Routes call services/)]);
    expect(restricted(found['mf-goals/src/lint-fixture-remote.ts'])).toEqual([expect.stringMatching(/never imports another remote/)]);

    const clean = withFixtures([{ file: 'api/src/domain/lint-fixture-clean.ts', source: 'export const answer = 42;\n' }], () =>
      eslint(['api/src/domain/lint-fixture-clean.ts']),
    );
    expect(clean['api/src/domain/lint-fixture-clean.ts']).toEqual([]);
  }, 180_000);
});

describe('lint fails on an import cycle', () => {
  /** dependency-cruiser over the given folder, from the repository root, as `npm run lint:cycles` runs it. */
  function cycles(folder: string): { status: number | null; output: string } {
    const run = spawnSync(
      process.execPath,
      [BIN('dependency-cruiser/bin/dependency-cruise.mjs'), folder, '--config', '.dependency-cruiser.cjs', '--output-type', 'err'],
      { cwd: ROOT, encoding: 'utf8' },
    );
    // Colours are on when CI asks for them (FORCE_COLOR); the findings are read as plain text.
    return { status: run.status, output: stripVTControlCharacters(run.stdout + run.stderr) };
  }

  it('made of type-only imports, which import-x/no-cycle alone would let through', () => {
    const result = withFixtures(
      [
        { file: 'api/src/domain/lint-cycle-a.ts', source: "import type { B } from './lint-cycle-b';\nexport interface A {\n  b?: B;\n}\n" },
        { file: 'api/src/domain/lint-cycle-b.ts', source: "import type { A } from './lint-cycle-a';\nexport interface B {\n  a?: A;\n}\n" },
      ],
      () => cycles('api/src/domain/lint-cycle-a.ts'),
    );
    expect(result.status).not.toBe(0);
    expect(result.output).toMatch(/no-circular: api\/src\/domain\/lint-cycle-a\.ts/);
  });

  it('and none in the sources as they are', () => {
    const result = cycles('api/src');
    expect(result.output).not.toMatch(/no-circular/);
    expect(result.status).toBe(0);
  });
});
