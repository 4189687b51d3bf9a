import { frontendJestConfig } from '@ontrack/shell/testing/jest';

export default frontendJestConfig(__dirname);
