import { DEFAULT_RETIREMENT_INPUTS, type RetirementInputs } from './inputs';
import { projectRetirement } from './projection';

/**
 * Every expectation is worked by hand; the
 * arithmetic is in the comments. Saving years: B(t+1) = B(t)(1+r₁) + S(1+i)^t. Retirement years:
 * W(t) = E(1+i)^t taken first, B(t+1) = (B(t) − W(t))(1+r₂); B(t) < W(t) runs out at that age.
 */
const plan = (overrides: Partial<RetirementInputs>): RetirementInputs => ({
  ...DEFAULT_RETIREMENT_INPUTS,
  preRetirementReturn: 0,
  postRetirementReturn: 0,
  inflationRate: 0,
  ...overrides,
});
const balances = (inputs: RetirementInputs) => projectRetirement(inputs).series.map((point) => point.balance);

describe('projectRetirement', () => {
  it('the default inputs give the known figures to the cent', () => {
    const result = projectRetirement(DEFAULT_RETIREMENT_INPUTS);
    const cents = (dollars: number) => Math.round(dollars * 100) / 100;
    expect(cents(result.balanceAtRetirement)).toBe(4354035.97);
    expect(cents(result.target)).toBe(2884155.42);
    expect(result.fiAge).toBe(58);
    expect(cents(result.requiredAnnualSavings)).toBe(8005.73);
    expect(cents(result.sustainableSpending)).toBe(109215.44);
    // 4,354,035.97 / 2,884,155.42 = 1.5096…; 20,000 / 75,000 = 0.2667.
    expect(result.fundedRatio).toBeCloseTo(1.50964, 4);
    expect(result.onTrack).toBe(true);
    expect(result.savingsRate).toBeCloseTo(0.266667, 6);
    expect(result.series).toHaveLength(56); // ages 35 … 90
    expect(result.series[0]).toEqual({ age: 35, balance: 250000, balanceToday: 250000 });
  });

  it('saving years: growth first, then the contribution kept level against inflation', () => {
    // r₁ = 10 %, i = 10 %, B₀ = 1000, S = 100, n = 2.
    // B1 = 1000·1.1 + 100·1.1⁰ = 1200; B2 = 1200·1.1 + 100·1.1¹ = 1320 + 110 = 1430.
    // Then one retirement year (r₂ = 0): W(2) = 100·1.1² = 121 → B3 = 1430 − 121 = 1309.
    const inputs = plan({
      currentAge: 30,
      retirementAge: 32,
      lifeExpectancy: 33,
      currentSavings: 1000,
      annualSavings: 100,
      annualExpenses: 100,
      preRetirementReturn: 10,
      inflationRate: 10,
      targetMultiple: 10,
    });
    const result = projectRetirement(inputs);
    expect(result.series.map((point) => point.age)).toEqual([30, 31, 32, 33]);
    result.series.forEach((point, t) => expect(point.balance).toBeCloseTo([1000, 1200, 1430, 1309][t], 9));
    // balanceToday = B(t)/1.1^t: 1200/1.1 = 1090.909…, 1430/1.21 = 1181.818…
    expect(result.series[1].balanceToday).toBeCloseTo(1090.909091, 5);
    expect(result.series[2].balanceToday).toBeCloseTo(1181.818182, 5);
    // target = 10·100·1.1² = 1210; fundedRatio = 1430/1210 = 1.1818…
    expect(result.target).toBeCloseTo(1210, 9);
    expect(result.targetToday).toBeCloseTo(1000, 9);
    expect(result.balanceAtRetirement).toBeCloseTo(1430, 9);
    expect(result.fundedRatio).toBeCloseTo(1.181818, 5);
    expect(result.onTrack).toBe(true);
    // fiAge: t = 0: 1000 ≥ 10·100·1 = 1000 → age 30 (equality counts).
    expect(result.fiAge).toBe(30);
    expect(result.depletionAge).toBeNull();
  });

  it('retirement years: spending taken at the start of each year, then running out and staying at 0', () => {
    // n = 1: B1 = 0 + 1000 = 1000. E = 400, nothing grows:
    // t=1 (61): 1000 ≥ 400 → B2 = 600; t=2 (62): → B3 = 200; t=3 (63): 200 < 400 → runs out at 63, B4 = 0; B5 = 0.
    const inputs = plan({
      currentAge: 60,
      retirementAge: 61,
      lifeExpectancy: 65,
      currentSavings: 0,
      annualSavings: 1000,
      annualExpenses: 400,
      targetMultiple: 3,
    });
    expect(balances(inputs)).toEqual([0, 1000, 600, 200, 0, 0]);
    const result = projectRetirement(inputs);
    expect(result.depletionAge).toBe(63);
    // target = 3·400 = 1200; fundedRatio = 1000/1200.
    expect(result.target).toBe(1200);
    expect(result.fundedRatio).toBeCloseTo(0.833333, 5);
    expect(result.onTrack).toBe(false);
    // requiredAnnualSavings = (1200 − 0)/Σ_{t<1} 1 = 1200.
    expect(result.requiredAnnualSavings).toBe(1200);
    // sustainableSpending = 1000 / Σ_{k<4} 1 = 250.
    expect(result.sustainableSpending).toBe(250);
  });

  it('fiAge past retirement carries the saving-years rule on; null when never before lifeExpectancy', () => {
    // Same plan: looking with B(t+1) = B(t) + 1000: B(0) = 0, B(1) = 1000 < 1200, B(2) = 2000 ≥ 1200 → 62 (> retirementAge 61).
    const inputs = plan({
      currentAge: 60,
      retirementAge: 61,
      lifeExpectancy: 65,
      currentSavings: 0,
      annualSavings: 1000,
      annualExpenses: 400,
      targetMultiple: 3,
    });
    expect(projectRetirement(inputs).fiAge).toBe(62);
    // Multiple 25: target 10,000 needs B(t) = 1000t ≥ 10,000 → t = 10, age 70 ≥ 65 → null.
    expect(projectRetirement({ ...inputs, targetMultiple: 25 }).fiAge).toBeNull();
    // Multiple 5: 2000 needed → t = 2 but age 62; 12: 4800 needed → t = 5, age 65 = lifeExpectancy → null (before it only).
    expect(projectRetirement({ ...inputs, targetMultiple: 5 }).fiAge).toBe(62);
    expect(projectRetirement({ ...inputs, targetMultiple: 12 }).fiAge).toBeNull();
  });

  it('zero returns and zero inflation: plain sums', () => {
    // B(10) = 10,000 + 10·5000 = 60,000; retirement: 60,000 − 10·4000 = 20,000 left at 60.
    const inputs = plan({
      currentAge: 40,
      retirementAge: 50,
      lifeExpectancy: 60,
      currentSavings: 10000,
      annualSavings: 5000,
      annualExpenses: 4000,
      currentAnnualIncome: 50000,
    });
    const result = projectRetirement(inputs);
    expect(result.balanceAtRetirement).toBe(60000);
    expect(result.series[20]).toEqual({ age: 60, balance: 20000, balanceToday: 20000 });
    // target = 25·4000 = 100,000; required S = (100,000 − 10,000)/10 = 9000; E′ = 60,000/10 = 6000.
    expect(result.target).toBe(100000);
    expect(result.requiredAnnualSavings).toBe(9000);
    expect(result.sustainableSpending).toBe(6000);
    // fiAge: 10,000 + 5000t ≥ 100,000 → t = 18 → 58.
    expect(result.fiAge).toBe(58);
    // savingsRate = 5000/50,000; 0 when income is 0.
    expect(result.savingsRate).toBe(0.1);
    expect(projectRetirement({ ...inputs, currentAnnualIncome: 0 }).savingsRate).toBe(0);
  });

  it('requiredAnnualSavings closed form: the S that lands exactly on the target, floored at 0', () => {
    // n = 2, r₁ = 10 %, i = 0: Σ = 1.1¹ + 1.1⁰ = 2.1; target = 25·1000 = 25,000; B₀(1.1)² = 12,100.
    // S = (25,000 − 12,100)/2.1 = 6142.857142…; check: 12,100 + 1.1·S + S = 25,000.
    const inputs = plan({
      currentAge: 30,
      retirementAge: 32,
      lifeExpectancy: 40,
      currentSavings: 10000,
      annualSavings: 0,
      annualExpenses: 1000,
      preRetirementReturn: 10,
    });
    const required = projectRetirement(inputs).requiredAnnualSavings;
    expect(required).toBeCloseTo(6142.857143, 5);
    expect(projectRetirement({ ...inputs, annualSavings: required }).balanceAtRetirement).toBeCloseTo(25000, 6);
    // B₀ = 30,000: 36,300 > 25,000 already → 0, never negative.
    expect(projectRetirement({ ...inputs, currentSavings: 30000 }).requiredAnnualSavings).toBe(0);
  });

  it('sustainableSpending closed form: inflated withdrawals that leave exactly 0', () => {
    // n = 1, m = 2, i = 10 %, r₂ = 10 %: Σ_{k<2} 1.1^{1+k}/1.1^k = 1.1 + 1.1 = 2.2.
    // B1 = 2000 + 200 = 2200 → E′ = 2200/2.2 = 1000. Check: W1 = 1100 → (2200 − 1100)·1.1 = 1210 = W2 = 1000·1.1².
    const inputs = plan({
      currentAge: 64,
      retirementAge: 65,
      lifeExpectancy: 67,
      currentSavings: 2000,
      annualSavings: 200,
      annualExpenses: 500,
      postRetirementReturn: 10,
      inflationRate: 10,
    });
    const result = projectRetirement(inputs);
    expect(result.sustainableSpending).toBeCloseTo(1000, 9);
    // Spending less (500) leaves money: W1 = 550 → B2 = 1650·1.1 = 1815; W2 = 605 → B3 = 1210·1.1 = 1331.
    expect(result.series[3].balance).toBeCloseTo(1331, 9);
  });
});
