/**
 * The deterministic retirement projection, pure and
 * in floating point: money is rounded to cents only on the wire.
 *
 * Year t runs from age currentAge + t to the next birthday. Saving years (t < n) grow the balance
 * and add the year's contribution, kept level against inflation, at the end of the year. Retirement
 * years (t ≥ n) take the year's inflated spending at the start of the year, then grow what is left.
 */
import type { RetirementInputs } from './inputs';

export interface RetirementPoint {
  age: number;
  /** Nominal dollars at that birthday. */
  balance: number;
  /** The same in today's dollars: balance / (1 + i)^t. */
  balanceToday: number;
}

export interface RetirementProjection {
  balanceAtRetirement: number;
  /** The same in today's dollars. */
  balanceAtRetirementToday: number;
  target: number;
  targetToday: number;
  fundedRatio: number;
  onTrack: boolean;
  fiAge: number | null;
  /** The age the money runs out; null when it lasts to lifeExpectancy. */
  depletionAge: number | null;
  requiredAnnualSavings: number;
  sustainableSpending: number;
  savingsRate: number;
  series: RetirementPoint[];
}

/** The model's parameters as fractions and year counts, shared with the Monte Carlo. */
export interface RetirementModel {
  /** Saving years: retirementAge − currentAge. */
  n: number;
  /** Retirement years: lifeExpectancy − retirementAge. */
  m: number;
  i: number;
  r1: number;
  r2: number;
  b0: number;
  savings: number;
  expenses: number;
  multiple: number;
}

export function retirementModel(inputs: RetirementInputs): RetirementModel {
  return {
    n: inputs.retirementAge - inputs.currentAge,
    m: inputs.lifeExpectancy - inputs.retirementAge,
    i: inputs.inflationRate / 100,
    r1: inputs.preRetirementReturn / 100,
    r2: inputs.postRetirementReturn / 100,
    b0: inputs.currentSavings,
    savings: inputs.annualSavings,
    expenses: inputs.annualExpenses,
    multiple: inputs.targetMultiple,
  };
}

/** targetMultiple × a year's spending at retirement: M·E·(1+i)^n. */
export function retirementTarget(model: RetirementModel): number {
  return model.multiple * model.expenses * (1 + model.i) ** model.n;
}

/**
 * The balance at every birthday from t = 0 to n + m given each year's growth factor
 * (`growth(t)` = 1 + that year's return), and the age index t at which the money ran out (or −1).
 * The deterministic projection and every Monte Carlo path run this same rule.
 */
export function runYears(model: RetirementModel, growth: (t: number) => number, balances: Float64Array): number {
  const { n, m, i, savings, expenses } = model;
  balances[0] = model.b0;
  let balance = model.b0;
  let inflation = 1; // (1 + i)^t
  let depletedAt = -1;
  for (let t = 0; t < n + m; t += 1) {
    if (t < n) {
      balance = balance * growth(t) + savings * inflation;
    } else if (depletedAt >= 0) {
      balance = 0;
    } else {
      const withdrawal = expenses * inflation;
      if (balance < withdrawal) {
        depletedAt = t;
        balance = 0;
      } else {
        balance = (balance - withdrawal) * growth(t);
      }
    }
    inflation *= 1 + i;
    balances[t + 1] = balance;
  }
  return depletedAt;
}

/**
 * The first age at which B(t) ≥ M·E·(1+i)^t, carrying the saving-years rule on past retirement while
 * looking; null if never before lifeExpectancy.
 */
export function financialIndependenceAge(inputs: RetirementInputs, model: RetirementModel = retirementModel(inputs)): number | null {
  let balance = model.b0;
  for (let t = 0; inputs.currentAge + t < inputs.lifeExpectancy; t += 1) {
    const inflation = (1 + model.i) ** t;
    if (balance >= model.multiple * model.expenses * inflation) return inputs.currentAge + t;
    balance = balance * (1 + model.r1) + model.savings * inflation;
  }
  return null;
}

/** S with B(n) = target: (target − B₀(1+r₁)^n) / Σ_{t<n} (1+i)^t (1+r₁)^{n−1−t}, floored at 0. */
export function requiredAnnualSavings(model: RetirementModel, target: number): number {
  const { n, i, r1 } = model;
  let annuity = 0;
  for (let t = 0; t < n; t += 1) annuity += (1 + i) ** t * (1 + r1) ** (n - 1 - t);
  const needed = (target - model.b0 * (1 + r1) ** n) / annuity;
  return Math.max(0, needed);
}

/** E′ whose inflated withdrawals leave exactly 0 at lifeExpectancy: B(n) / Σ_{k<m} (1+i)^{n+k} / (1+r₂)^k. */
export function sustainableSpending(model: RetirementModel, balanceAtRetirement: number): number {
  const { n, m, i, r2 } = model;
  let presentValue = 0;
  for (let k = 0; k < m; k += 1) presentValue += (1 + i) ** (n + k) / (1 + r2) ** k;
  return balanceAtRetirement / presentValue;
}

export function projectRetirement(inputs: RetirementInputs): RetirementProjection {
  const model = retirementModel(inputs);
  const { n, m, i, r1, r2 } = model;
  const balances = new Float64Array(n + m + 1);
  const depletedAt = runYears(model, (t) => (t < n ? 1 + r1 : 1 + r2), balances);
  const series = Array.from(balances, (balance, t) => ({ age: inputs.currentAge + t, balance, balanceToday: balance / (1 + i) ** t }));
  const target = retirementTarget(model);
  const balanceAtRetirement = balances[n];
  const fundedRatio = balanceAtRetirement / target;
  return {
    balanceAtRetirement,
    balanceAtRetirementToday: series[n].balanceToday,
    target,
    targetToday: target / (1 + i) ** n,
    fundedRatio,
    onTrack: fundedRatio >= 1,
    fiAge: financialIndependenceAge(inputs, model),
    depletionAge: depletedAt >= 0 ? inputs.currentAge + depletedAt : null,
    requiredAnnualSavings: requiredAnnualSavings(model, target),
    sustainableSpending: sustainableSpending(model, balanceAtRetirement),
    savingsRate: inputs.currentAnnualIncome > 0 ? inputs.annualSavings / inputs.currentAnnualIncome : 0,
    series,
  };
}
