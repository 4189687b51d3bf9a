import type { Config } from 'jest';

/**
 * API tests: unit tests beside the sources (`src/**\/*.test.ts`) and HTTP tests in `test/`, which run
 * once per database engine (SQLite always, MariaDB when reachable; see test/support/engines.ts).
 * ts-jest transpiles each file on its own (isolatedModules in tsconfig.test.json): no type checking
 * at test time, `npx tsc -p tsconfig.test.json` does that.
 */
const config: Config = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  moduleFileExtensions: ['ts', 'js', 'json'],
  // The parsing worker runs the TypeScript sources through a test-only bootstrap (test/support/parse-worker-file.ts).
  moduleNameMapper: { '^\\./parse-worker-file$': '<rootDir>/test/support/parse-worker-file.ts' },
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.test.json' }],
  },
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  testTimeout: 30_000,
};

export default config;
