/**
 * The goals a `?data=sample` standalone preview shows (`npm run serve -w @ontrack/mf-goals`,
 * shell/federation/preview-server.ts): the test fixtures' goals, projected from today.
 */
import type { GoalDto } from '@ontrack/api/contracts';
import { goalDto } from './goals-server';

export const SAMPLE_GOAL_NAMES = ['Emergency fund', 'Trip to Lisbon'] as const;

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function sampleGoals(now = new Date()): GoalDto[] {
  const inYears = (years: number) => isoDate(new Date(now.getFullYear() + years, now.getMonth(), Math.min(now.getDate(), 28)));
  const today = isoDate(now);
  return [
    goalDto(1, { name: SAMPLE_GOAL_NAMES[0], targetDate: inYears(1) }, today),
    goalDto(
      2,
      {
        name: SAMPLE_GOAL_NAMES[1],
        category: 'travel',
        currentAmount: 400,
        targetAmount: 2500,
        contributionAmount: 150,
        targetDate: inYears(1),
      },
      today,
    ),
  ];
}

/** The API's answers for the sample, by "METHOD path". */
export const goalsSample = { 'GET /goals/api/savings-goals': () => ({ result: sampleGoals() }) };
