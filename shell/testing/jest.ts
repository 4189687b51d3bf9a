/** The jest set-up every front-end package uses: jsdom, ts-jest (transpile only), workspace aliases. */
import path from 'node:path';
import type { Config } from 'jest';

const shellDir = path.resolve(__dirname, '..');
const apiDir = path.resolve(shellDir, '..', 'api');

export function frontendJestConfig(packageDir: string): Config {
  return {
    rootDir: packageDir,
    // jsdom plus Node's fetch API (jsdom has no fetch/Request/Response): see jsdom-environment.ts.
    testEnvironment: path.join(shellDir, 'testing', 'jsdom-environment.ts'),
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/test/**/*.test.ts?(x)'],
    setupFilesAfterEnv: [path.join(shellDir, 'testing', 'setup-tests.ts')],
    transform: {
      '^.+\\.tsx?$': ['ts-jest', { tsconfig: path.join(shellDir, 'tsconfig.jest.json') }],
    },
    moduleNameMapper: {
      '^@ontrack/shell/platform$': path.join(shellDir, 'src/platform/index.ts'),
      '^@ontrack/shell/platform/testing$': path.join(shellDir, 'src/platform/testing.tsx'),
      '^@ontrack/shell/testing/highcharts-mock$': path.join(shellDir, 'testing', 'highcharts-mock.tsx'),
      '^@ontrack/shell/ui$': path.join(shellDir, 'src/ui/index.ts'),
      '^@ontrack/shell/ui/chart$': path.join(shellDir, 'src/ui/Chart.tsx'),
      '^@ontrack/api/(domain|contracts)$': path.join(apiDir, 'src/$1/index.ts'),
      '\\.css$': path.join(shellDir, 'testing', 'style-stub.ts'),
    },
  };
}
