/**
 * The projection and the Monte Carlo as the screens show them and the wire carries them: computed in
 * floating point, rounded only here, money to the cent and ratios to four decimals.
 */
import { centsToDollars, roundToCents } from '../money';
import type { RetirementInputs } from './inputs';
import { MONTE_CARLO_PATHS, simulateRetirement, type RetirementSimulation } from './monte-carlo';
import { projectRetirement, type RetirementProjection } from './projection';

/**
 * The deterministic projection and the Monte Carlo together, rounded: money to cents, `fundedRatio`
 * and `savingsRate` to four decimals (1.5096 = 150.96 %), `successProbability` and
 * `targetProbability` percents of the paths with two decimals.
 */
export type RetirementOutlook = RetirementProjection & Omit<RetirementSimulation, 'paths'>;

const dollars = (value: number) => centsToDollars(roundToCents(value));
const fourDecimals = (value: number) => Math.round(value * 10000) / 10000;

/** `paths`: MONTE_CARLO_PATHS on the server; screens' test fixtures may ask for fewer. */
export function retirementProjectionDto(inputs: RetirementInputs, paths: number = MONTE_CARLO_PATHS): RetirementOutlook {
  const projection = projectRetirement(inputs);
  const simulation = simulateRetirement(inputs, paths);
  return {
    balanceAtRetirement: dollars(projection.balanceAtRetirement),
    balanceAtRetirementToday: dollars(projection.balanceAtRetirementToday),
    target: dollars(projection.target),
    targetToday: dollars(projection.targetToday),
    fundedRatio: fourDecimals(projection.fundedRatio),
    onTrack: projection.onTrack,
    fiAge: projection.fiAge,
    depletionAge: projection.depletionAge,
    requiredAnnualSavings: dollars(projection.requiredAnnualSavings),
    sustainableSpending: dollars(projection.sustainableSpending),
    savingsRate: fourDecimals(projection.savingsRate),
    series: projection.series.map((point) => ({
      age: point.age,
      balance: dollars(point.balance),
      balanceToday: dollars(point.balanceToday),
    })),
    successProbability: simulation.successProbability,
    targetProbability: simulation.targetProbability,
    bands: simulation.bands.map((band) => ({
      age: band.age,
      p10: dollars(band.p10),
      p25: dollars(band.p25),
      p50: dollars(band.p50),
      p75: dollars(band.p75),
      p90: dollars(band.p90),
    })),
    medianDepletionAge: simulation.medianDepletionAge,
  };
}
