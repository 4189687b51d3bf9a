/**
 * Wire types and request schemas of the retirement planner. Money is in dollars
 * with at most two decimals (stored as cents), rates and volatilities in percent with at most two
 * decimals (stored as hundredths of a percent), ages in whole years. Every message names its field.
 */
import { z } from 'zod';
import { RETIREMENT_FIELDS, type RetirementField, type RetirementInputs } from '../domain/retirement/inputs';
import type { RetirementOutlook } from '../domain/retirement/wire';
import type { RetirementBases, RetirementSources } from '../domain/retirement/defaults';
import type { RetirementNotices } from '../domain/retirement/notices';
import { hundredthsField, isMissing, type HundredthsRules } from './goals';
import { says } from './says';

export { RETIREMENT_FIELDS, type RetirementField };

/**
 * The planner's wire types that are the domain's own: the inputs; where each value came from (`saved`,
 * `spreadsheet: Dec 2025 – Nov 2026`, `net worth: …`, `default`); the deterministic projection and the
 * Monte Carlo, rounded as domain/retirement/wire.ts says; what the planner says beside its verdict ($0
 * income beside real spending, a plan on defaults only or on under 3 months of data).
 */
export type {
  RetirementInputs as RetirementInputsDto,
  RetirementSources as RetirementSourcesDto,
  RetirementBases as RetirementBasesDto,
  RetirementOutlook as RetirementProjectionDto,
  RetirementNotices as RetirementNoticesDto,
};

/** `GET /retirement/api/plan` and the answer of `PUT`. */
export interface RetirementPlanDto {
  /** What the plan uses: saved values, else derived ones. */
  inputs: RetirementInputs;
  sources: RetirementSources;
  /**
   * The parts of each derived field's source, for the screen to write in the user's language
   * (`sources` says them in English). Absent from answers sent before it was added (a cached one):
   * the screen reads those sources back (readSourceBasis).
   */
  bases?: RetirementBases;
  /** What each field goes back to when its saved value is cleared (the screen's "Reset to derived"). */
  derived: { inputs: RetirementInputs; sources: RetirementSources; bases?: RetirementBases };
  /** The projection of `inputs` (the dashboard preview reads it from here). */
  projection: RetirementOutlook;
  /** What the planner says beside its verdict (domain/retirement/notices.ts). */
  notices: RetirementNotices;
}

/** The bounds of each input; the ages' order is checked on the whole plan (`retirementAgeOrderProblem`). */
export const RETIREMENT_LIMITS = {
  minAge: 18,
  maxCurrentAge: 100,
  maxAge: 110,
  /** Ten billion dollars a year or saved: far past any household, exact in cents. */
  maxAmount: 10_000_000_000,
} as const;

/** A whole number of years within bounds. */
function wholeYears(field: string, min: number, max: number) {
  return z.unknown().transform((raw, ctx) => {
    const fail = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    if (isMissing(raw)) return fail(says('validation.required', { field }));
    const value = typeof raw === 'string' && /^\s*\d+\s*$/.test(raw) ? Number(raw) : raw;
    if (typeof value !== 'number' || !Number.isInteger(value)) return fail(says('validation.wholeYears', { field }));
    if (value < min || value > max) return fail(says('validation.between', { field, min, max }));
    return value;
  });
}

const money = (field: string, min: HundredthsRules['min']) => hundredthsField(field, { min, max: RETIREMENT_LIMITS.maxAmount });
const percent = (field: string, min: number, max: number) =>
  hundredthsField(field, { min: { hundredths: min * 100, text: String(min) }, max });
const ZERO = { hundredths: 0, text: '0' };

/**
 * Each field's schema; its output is the stored form: ages as years, money in cents, percents and
 * the multiple in hundredths.
 */
const FIELD_SCHEMAS = {
  currentAge: wholeYears('currentAge', RETIREMENT_LIMITS.minAge, RETIREMENT_LIMITS.maxCurrentAge),
  retirementAge: wholeYears('retirementAge', RETIREMENT_LIMITS.minAge + 1, RETIREMENT_LIMITS.maxAge - 1),
  lifeExpectancy: wholeYears('lifeExpectancy', RETIREMENT_LIMITS.minAge + 2, RETIREMENT_LIMITS.maxAge),
  currentAnnualIncome: money('currentAnnualIncome', ZERO),
  annualSavings: money('annualSavings', ZERO),
  // A year's spending of 0 would make the target 0 and the readiness infinite.
  annualExpenses: money('annualExpenses', { hundredths: 1, text: '0.01' }),
  currentSavings: money('currentSavings', ZERO),
  preRetirementReturn: percent('preRetirementReturn', -50, 50),
  postRetirementReturn: percent('postRetirementReturn', -50, 50),
  inflationRate: percent('inflationRate', -10, 50),
  targetMultiple: hundredthsField('targetMultiple', { min: { hundredths: 1, text: '0.01' }, max: 100 }),
  preRetirementVolatility: percent('preRetirementVolatility', 0, 100),
  postRetirementVolatility: percent('postRetirementVolatility', 0, 100),
} satisfies Record<RetirementField, z.ZodType>;

/** Stored (whole) units per wire unit: cents for money, hundredths for percents, 1 for ages. */
export const RETIREMENT_FIELD_SCALE: Record<RetirementField, 1 | 100> = {
  currentAge: 1,
  retirementAge: 1,
  lifeExpectancy: 1,
  currentAnnualIncome: 100,
  annualSavings: 100,
  annualExpenses: 100,
  currentSavings: 100,
  preRetirementReturn: 100,
  postRetirementReturn: 100,
  inflationRate: 100,
  targetMultiple: 100,
  preRetirementVolatility: 100,
  postRetirementVolatility: 100,
};

/** A field's value or null (back to its derived default). */
function orNull<Schema extends z.ZodType>(schema: Schema) {
  return z.unknown().transform((raw, ctx): z.output<Schema> | null => {
    if (raw === null) return null;
    const result = schema.safeParse(raw);
    if (result.success) return result.data;
    for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
    return z.NEVER;
  });
}

type Units = Record<RetirementField, number>;

const inputsObject = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.object({ inputs: z.object(shape, { error: says('validation.retirementInputs') }) }, { error: says('validation.retirementBody') });

/** `POST /retirement/api/projection {inputs}`: every field, in stored units. */
export const retirementProjectionRequest = inputsObject(FIELD_SCHEMAS);

/** `PUT /retirement/api/plan {inputs}`: any fields; a number saves it, null clears it, absent leaves it as it is. */
export const retirementPlanRequest = inputsObject(
  Object.fromEntries(RETIREMENT_FIELDS.map((field) => [field, orNull(FIELD_SCHEMAS[field]).optional()])) as {
    [Field in RetirementField]: z.ZodOptional<ReturnType<typeof orNull<(typeof FIELD_SCHEMAS)[Field]>>>;
  },
);

/** Stored units (cents, hundredths, years) as the plan's inputs in dollars, percent and years. */
export function inputsFromUnits(units: Units): RetirementInputs {
  return Object.fromEntries(
    RETIREMENT_FIELDS.map((field) => [field, units[field] / RETIREMENT_FIELD_SCALE[field]]),
  ) as unknown as RetirementInputs;
}

/**
 * The ages' order: currentAge < retirementAge < lifeExpectancy. Named by the field that breaks it,
 * so a 400 (and the form) says which to change; its message as an issue's (says.ts). Null when the
 * order holds.
 */
export function retirementAgeOrderProblem(
  inputs: Pick<RetirementInputs, 'currentAge' | 'retirementAge' | 'lifeExpectancy'>,
): { field: 'retirementAge' | 'lifeExpectancy'; message: string } | null {
  const problem = (field: 'retirementAge' | 'lifeExpectancy', other: 'currentAge' | 'retirementAge') => ({
    field,
    message: says('validation.greaterThan', { field, other, value: inputs[other] }),
  });
  if (inputs.retirementAge <= inputs.currentAge) return problem('retirementAge', 'currentAge');
  if (inputs.lifeExpectancy <= inputs.retirementAge) return problem('lifeExpectancy', 'retirementAge');
  return null;
}
