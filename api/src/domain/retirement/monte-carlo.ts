/**
 * The seeded Monte Carlo: 10,000 paths, each year's return drawn independently from
 * a lognormal whose mean is the expected return and whose standard deviation is the volatility,
 * inflation fixed, and the deterministic projection's rules along every path (`runYears`).
 */
import { RETIREMENT_FIELDS, type RetirementInputs } from './inputs';
import { retirementModel, retirementTarget, runYears } from './projection';
import { normalGenerator, seedFromText, uniformGenerator } from './random';

export const MONTE_CARLO_PATHS = 10_000;
export const BAND_PERCENTILES = [10, 25, 50, 75, 90] as const;

export interface RetirementBand {
  age: number;
  p10: number;
  p25: number;
  p50: number;
  p75: number;
  p90: number;
}

export interface RetirementSimulation {
  paths: number;
  /** Percent of paths whose money lasts to lifeExpectancy (0–100). */
  successProbability: number;
  /** Percent of paths with B(n) ≥ target (0–100). */
  targetProbability: number;
  /** Per age, percentiles of balanceToday across the paths. */
  bands: RetirementBand[];
  /** The median age the money runs out among the paths that run out (the lower middle one of an even count); null when none do. */
  medianDepletionAge: number | null;
}

/** The lognormal of a year's growth 1 + R = exp(μ + σZ) with mean 1 + r and standard deviation v. */
export function lognormalParameters(expectedReturn: number, volatility: number): { mu: number; sigma: number } {
  const sigmaSquared = Math.log(1 + (volatility * volatility) / ((1 + expectedReturn) * (1 + expectedReturn)));
  return { mu: Math.log(1 + expectedReturn) - sigmaSquared / 2, sigma: Math.sqrt(sigmaSquared) };
}

/** The seed of a set of inputs: the same inputs always draw the same paths. */
export function retirementSeed(inputs: RetirementInputs): number {
  return seedFromText(RETIREMENT_FIELDS.map((field) => inputs[field]).join('|'));
}

/** The p-th percentile of sorted values, interpolating linearly between the closest ranks. */
export function percentileOfSorted(sorted: ArrayLike<number>, p: number): number {
  const position = ((sorted.length - 1) * p) / 100;
  const below = Math.floor(position);
  const above = Math.min(below + 1, sorted.length - 1);
  const fraction = position - below;
  return fraction === 0 ? sorted[below] : sorted[below] + (sorted[above] - sorted[below]) * fraction;
}

/**
 * A year's growth factor: with volatility 0 exactly 1 + r (exp(ln(1 + r)) could differ by a unit in
 * the last place, and every path must then equal the deterministic projection).
 */
function growthDraw(expectedReturn: number, volatility: number, normal: () => number): () => number {
  if (volatility === 0) return () => 1 + expectedReturn;
  const { mu, sigma } = lognormalParameters(expectedReturn, volatility);
  return () => Math.exp(mu + sigma * normal());
}

export function simulateRetirement(
  inputs: RetirementInputs,
  paths: number = MONTE_CARLO_PATHS,
  seed: number = retirementSeed(inputs),
): RetirementSimulation {
  const model = retirementModel(inputs);
  const { n, m, i } = model;
  const years = n + m;
  const target = retirementTarget(model);
  const normal = normalGenerator(uniformGenerator(seed));
  const preRetirement = growthDraw(model.r1, inputs.preRetirementVolatility / 100, normal);
  const postRetirement = growthDraw(model.r2, inputs.postRetirementVolatility / 100, normal);
  const growth = (t: number) => (t < n ? preRetirement() : postRetirement());

  const deflators = Array.from({ length: years + 1 }, (_, t) => (1 + i) ** t);
  // balanceToday by age, then path: each age's values are one contiguous run to sort.
  const byAge = new Float64Array((years + 1) * paths);
  const balances = new Float64Array(years + 1);
  const depletionAges: number[] = [];
  let reachedTarget = 0;
  for (let path = 0; path < paths; path += 1) {
    const depletedAt = runYears(model, growth, balances);
    if (depletedAt >= 0) depletionAges.push(inputs.currentAge + depletedAt);
    if (balances[n] >= target) reachedTarget += 1;
    for (let t = 0; t <= years; t += 1) byAge[t * paths + path] = balances[t] / deflators[t];
  }

  const bands: RetirementBand[] = [];
  for (let t = 0; t <= years; t += 1) {
    const values = byAge.subarray(t * paths, (t + 1) * paths).sort();
    const [p10, p25, p50, p75, p90] = BAND_PERCENTILES.map((p) => percentileOfSorted(values, p));
    bands.push({ age: inputs.currentAge + t, p10, p25, p50, p75, p90 });
  }
  depletionAges.sort((a, b) => a - b);
  const percentOfPaths = (count: number) => Math.round((count / paths) * 10000) / 100;
  return {
    paths,
    successProbability: percentOfPaths(paths - depletionAges.length),
    targetProbability: percentOfPaths(reachedTarget),
    bands,
    medianDepletionAge: depletionAges.length > 0 ? depletionAges[Math.floor((depletionAges.length - 1) / 2)] : null,
  };
}
