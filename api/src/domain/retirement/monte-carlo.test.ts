import { DEFAULT_RETIREMENT_INPUTS, type RetirementInputs } from './inputs';
import { lognormalParameters, percentileOfSorted, retirementSeed, simulateRetirement } from './monte-carlo';
import { projectRetirement } from './projection';
import { normalGenerator, uniformGenerator } from './random';
import { independentSuccessPercent } from '../../../test/support/independent-retirement';

describe('simulateRetirement', () => {
  it('the defaults: success within 2.5 points of an independent simulation, the same answer every time', () => {
    const result = simulateRetirement(DEFAULT_RETIREMENT_INPUTS);
    const independent = independentSuccessPercent(DEFAULT_RETIREMENT_INPUTS, 20000, 20261125);
    expect(Math.abs(result.successProbability - independent)).toBeLessThanOrEqual(2.5);
    expect(result.paths).toBe(10000);
    // Shares of 10,000 paths are whole hundredths of a percent.
    expect(Number.isInteger(Math.round(result.successProbability * 100))).toBe(true);
    expect(result.successProbability).toBeGreaterThan(0);
    expect(result.successProbability).toBeLessThan(100);
    expect(simulateRetirement(DEFAULT_RETIREMENT_INPUTS)).toEqual(result);
    // Bands per age 35 … 90, ordered p10 ≤ p25 ≤ p50 ≤ p75 ≤ p90, all 250,000 at age 35.
    expect(result.bands.map((band) => band.age)).toEqual(Array.from({ length: 56 }, (_, t) => 35 + t));
    expect(result.bands[0]).toEqual({ age: 35, p10: 250000, p25: 250000, p50: 250000, p75: 250000, p90: 250000 });
    for (const band of result.bands) {
      expect(band.p10).toBeLessThanOrEqual(band.p25);
      expect(band.p25).toBeLessThanOrEqual(band.p50);
      expect(band.p50).toBeLessThanOrEqual(band.p75);
      expect(band.p75).toBeLessThanOrEqual(band.p90);
    }
    // Some paths run out, so a median depletion age exists, after retirement and before 90.
    expect(result.medianDepletionAge).toBeGreaterThanOrEqual(65);
    expect(result.medianDepletionAge).toBeLessThan(90);
  });

  it('is seeded from the inputs: other inputs draw other paths', () => {
    expect(retirementSeed(DEFAULT_RETIREMENT_INPUTS)).toBe(retirementSeed({ ...DEFAULT_RETIREMENT_INPUTS }));
    expect(retirementSeed({ ...DEFAULT_RETIREMENT_INPUTS, retirementAge: 66 })).not.toBe(retirementSeed(DEFAULT_RETIREMENT_INPUTS));
    const a = simulateRetirement(DEFAULT_RETIREMENT_INPUTS, 500);
    const b = simulateRetirement(DEFAULT_RETIREMENT_INPUTS, 500, retirementSeed(DEFAULT_RETIREMENT_INPUTS) + 1);
    expect(a.bands[10].p50).not.toBe(b.bands[10].p50);
  });

  it('volatility 0: every path is the deterministic projection', () => {
    const inputs = { ...DEFAULT_RETIREMENT_INPUTS, preRetirementVolatility: 0, postRetirementVolatility: 0 };
    const result = simulateRetirement(inputs, 200);
    const deterministic = projectRetirement(inputs);
    result.bands.forEach((band, t) => {
      const today = deterministic.series[t].balanceToday;
      expect([band.p10, band.p25, band.p50, band.p75, band.p90]).toEqual([today, today, today, today, today]);
    });
    // The defaults last (no depletion) and reach the target (fundedRatio 1.51).
    expect(result.successProbability).toBe(100);
    expect(result.targetProbability).toBe(100);
    expect(result.medianDepletionAge).toBeNull();
  });

  it('volatility 0 on a plan that runs out: every path runs out at the deterministic age', () => {
    // 60 → 61 saving 1000, spending 400 with nothing growing: runs out at 63 (projection.test.ts).
    const inputs: RetirementInputs = {
      ...DEFAULT_RETIREMENT_INPUTS,
      currentAge: 60,
      retirementAge: 61,
      lifeExpectancy: 65,
      currentSavings: 0,
      annualSavings: 1000,
      annualExpenses: 400,
      preRetirementReturn: 0,
      postRetirementReturn: 0,
      inflationRate: 0,
      targetMultiple: 3,
      preRetirementVolatility: 0,
      postRetirementVolatility: 0,
    };
    const result = simulateRetirement(inputs, 100);
    expect(result.successProbability).toBe(0);
    expect(result.targetProbability).toBe(0); // 1000 < 1200
    expect(result.medianDepletionAge).toBe(63);
    expect(result.bands.map((band) => band.p50)).toEqual([0, 1000, 600, 200, 0, 0]);
  });

  it('draws yearly growth with the mean and standard deviation asked for', () => {
    // r = 7 %, v = 15 %: σ² = ln(1 + 0.0225/1.1449) = ln 1.0196524 = 0.0194618, μ = ln 1.07 − σ²/2 = 0.0676586 − 0.0097309 = 0.0579278
    const { mu, sigma } = lognormalParameters(0.07, 0.15);
    expect(sigma * sigma).toBeCloseTo(0.0194618, 6);
    expect(mu).toBeCloseTo(0.0579278, 6);
    const normal = normalGenerator(uniformGenerator(7));
    const draws = Array.from({ length: 200000 }, () => Math.exp(mu + sigma * normal()));
    const mean = draws.reduce((sum, x) => sum + x, 0) / draws.length;
    const sd = Math.sqrt(draws.reduce((sum, x) => sum + (x - mean) ** 2, 0) / draws.length);
    // Standard error of the mean: 0.15/√200,000 ≈ 0.00034.
    expect(Math.abs(mean - 1.07)).toBeLessThan(0.002);
    expect(Math.abs(sd - 0.15)).toBeLessThan(0.002);
  });

  it('percentiles interpolate between the closest ranks', () => {
    // [10, 20, 30, 40, 50]: p25 sits at position 4·0.25 = 1 → 20; p10 at 0.4 → 10 + 0.4·10 = 14; p90 at 3.6 → 46.
    const sorted = [10, 20, 30, 40, 50];
    expect(percentileOfSorted(sorted, 25)).toBe(20);
    expect(percentileOfSorted(sorted, 10)).toBeCloseTo(14, 12);
    expect(percentileOfSorted(sorted, 90)).toBeCloseTo(46, 12);
    expect(percentileOfSorted([7], 50)).toBe(7);
  });
});
