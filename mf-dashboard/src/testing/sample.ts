/**
 * What a `?data=sample` standalone preview shows (`npm run serve -w @ontrack/mf-dashboard`,
 * shell/federation/preview-server.ts): the test fixtures' year of figures, two goals, a net worth
 * and a retirement plan, by "METHOD path". Only reads: a sample page changes nothing.
 */
import { dashboardRoutes, analysisAnswer, goalsAnswer, netWorthAnswer, ROUTES } from './fixtures';

/** The fixtures' GET answers with a full analysis, as functions of nothing. */
export const dashboardSample: Record<string, () => unknown> = Object.fromEntries(
  Object.entries(
    dashboardRoutes({
      [ROUTES.analysis]: { body: analysisAnswer() },
      [ROUTES.goals]: { body: goalsAnswer(2) },
      [ROUTES.netWorth]: { body: netWorthAnswer(3) },
    }),
  )
    .filter(([route, answer]) => route.startsWith('GET ') && typeof answer === 'object' && 'body' in answer)
    .map(([route, answer]) => [route, () => (answer as { body: unknown }).body]),
);
