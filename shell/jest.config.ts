import { frontendJestConfig } from './testing/jest';

export default frontendJestConfig(__dirname);
