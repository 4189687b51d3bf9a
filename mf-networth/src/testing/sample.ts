/**
 * What a `?data=sample` standalone preview shows (`npm run serve -w @ontrack/mf-networth`,
 * shell/federation/preview-server.ts): the test fixtures' categories and entries, by "METHOD path".
 */
import { CATEGORIES, DASHBOARD } from './fixtures';

export const networthSample = {
  'GET /networth/api/networth/categories': () => CATEGORIES,
  'GET /networth/api/networth/dashboard': () => DASHBOARD,
};
