/**
 * An independent simulation of the retirement model, for checking the planner's success probability,
 * written straight from the model with its own generator (mulberry32 and
 * Box–Muller with sine and cosine) and its own loop; it imports nothing of the planner, so a mistake
 * there is not repeated here. Used by the domain test and by the API test of the default plan.
 */
import type { RetirementInputs } from '../../src/domain/retirement/inputs';

/** Percent of `paths` simulated paths whose money lasts to lifeExpectancy. */
export function independentSuccessPercent(inputs: RetirementInputs, paths: number, seed: number): number {
  let state = seed >>> 0;
  const uniform = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 15), z | 1);
    z ^= z + Math.imul(z ^ (z >>> 7), z | 61);
    return ((z ^ (z >>> 14)) >>> 0) / 4294967296;
  };
  const normal = () => Math.sqrt(-2 * Math.log(1 - uniform())) * Math.cos(2 * Math.PI * uniform());
  const draw = (r: number, v: number) => {
    const s2 = Math.log(1 + (v * v) / ((1 + r) * (1 + r)));
    return Math.exp(Math.log(1 + r) - s2 / 2 + Math.sqrt(s2) * normal());
  };
  const i = inputs.inflationRate / 100;
  let lasted = 0;
  for (let path = 0; path < paths; path += 1) {
    let balance = inputs.currentSavings;
    let ok = true;
    for (let age = inputs.currentAge; age < inputs.lifeExpectancy; age += 1) {
      const t = age - inputs.currentAge;
      if (age < inputs.retirementAge) {
        balance =
          balance * draw(inputs.preRetirementReturn / 100, inputs.preRetirementVolatility / 100) + inputs.annualSavings * (1 + i) ** t;
      } else {
        const spend = inputs.annualExpenses * (1 + i) ** t;
        if (balance < spend) {
          ok = false;
          break;
        }
        balance = (balance - spend) * draw(inputs.postRetirementReturn / 100, inputs.postRetirementVolatility / 100);
      }
    }
    if (ok) lasted += 1;
  }
  return (100 * lasted) / paths;
}
