/**
 * Wire types of savings goals and the schema of a
 * goal request.
 */
import { z } from 'zod';
import { dollarsToCents } from '../domain/money';
import { EARLIEST_YEAR, LATEST_YEAR, isAcceptedIsoDate } from '../domain/calendar';
import {
  CONTRIBUTION_FREQUENCIES,
  GOAL_CATEGORIES,
  type ContributionFrequency,
  type FutureTransaction,
  type GoalCategory,
  type GoalInput,
  type GoalProjection,
  type ProjectionPoint,
} from '../domain/goals/goal';
import { says } from './says';
import { withoutControlCharacters } from './text';

export { CONTRIBUTION_FREQUENCIES, GOAL_CATEGORIES, type ContributionFrequency, type GoalCategory } from '../domain/goals/goal';

export const GOAL_CATEGORY_LABELS: Record<GoalCategory, string> = {
  other: 'General',
  emergency: 'Emergency Fund',
  retirement: 'Retirement',
  'major-purchase': 'Major Purchase',
  travel: 'Travel',
  education: 'Education',
};

/** A one-time (future) transaction; a negative amount is a withdrawal. */
export type FutureTransactionDto = FutureTransaction;

/** What a client sends; any computed field it adds is ignored. */
export type GoalInputDto = GoalInput;

export type ProjectionPointDto = ProjectionPoint;

/** A goal as the server answers it, with the computed fields. */
export interface GoalDto extends GoalInput, GoalProjection {
  id: number;
  /** 1 on create, + 1 on every saved edit; a PUT sends the version it edits (409 when it is not the stored one). */
  version: number;
}

export interface GoalShareDto {
  token: string;
  snippet: string;
}

/** `GET /goals/api/public/{token}`: the read-only card, nothing else of the user. */
export interface PublicGoalDto {
  /** ISO 4217: the goal owner's home currency (US dollars until they have one). */
  currency: string;
  name: string;
  currentAmount: number;
  targetAmount: number;
  targetDate: string;
  onTrack: boolean;
  projectedCompletion: string | null;
  series: ProjectionPointDto[];
}

/* ------------------------------------------------------------------------------------------------
 * Request schema. Every message names the field it is about (`targetAmount must be at least 0.01.`),
 * transactions by their place in the list (`oneTimeTransactions[2].amount must not be 0.`). Fields a
 * client adds that are not listed here (id, the computed fields) are dropped, never stored.
 * ---------------------------------------------------------------------------------------------- */

/** The largest amount accepted anywhere in a goal: ten billion dollars, far past any household. */
export const GOAL_MAX_AMOUNT = 10_000_000_000;
/** The highest annual interest rate accepted, in percent. */
export const GOAL_MAX_INTEREST_RATE = 100;
/** The most one-time transactions one goal may carry. */
export const GOAL_MAX_TRANSACTIONS = 500;
const NAME_MAX = 120;
const DESCRIPTION_MAX = 200;
/** Transaction ids are stored as BIGINT; this bound leaves every id the server adds after it exact in JSON. */
const MAX_TRANSACTION_ID = 999_999_999_999;
/** The answer of a PUT whose version is not the stored one: the client reloads and re-applies. */
export const GOAL_CHANGED_ELSEWHERE = 'This goal was changed elsewhere; reload it and try again.';

/** `PUT /goals/api/goals/{id}` answers 409 with this body when the goal was changed since the version sent. */
export interface GoalConflictDto {
  success: false;
  error: string;
  /** The goal as it is stored now. */
  goal: GoalDto;
}

export const isMissing = (input: unknown) => input === undefined || input === null || (typeof input === 'string' && input.trim() === '');

/** A required text field a person types (a name, a description), trimmed. */
function text(field: string, max: number) {
  return z
    .unknown()
    .transform((raw, ctx) => {
      if (isMissing(raw) || typeof raw !== 'string') {
        ctx.addIssue({ code: 'custom', message: says(isMissing(raw) ? 'validation.required' : 'validation.text', { field }) });
        return z.NEVER;
      }
      const value = raw.trim();
      if (value.length > max) {
        ctx.addIssue({ code: 'custom', message: says('validation.maxCharacters', { field, max }) });
        return z.NEVER;
      }
      return value;
    })
    .pipe(withoutControlCharacters(field));
}

/** A number (or numeric text) with at most two decimals, times 100 as an exact integer; null when it is not one. */
function hundredths(raw: unknown): number | null {
  if (typeof raw !== 'number' && typeof raw !== 'string') return null;
  if (typeof raw === 'number' && !Number.isFinite(raw)) return null;
  // Decimals are counted on the text: 0.1 + 0.2 (0.30000000000000004) is refused, not rounded.
  return dollarsToCents(typeof raw === 'number' ? String(raw) : raw.trim());
}

export interface HundredthsRules {
  /** Smallest allowed value, in hundredths (cents, basis points), and how the message writes it. */
  min?: { hundredths: number; text: string };
  nonZero?: boolean;
  /** Largest allowed value, as written (dollars, percent). */
  max: number;
}

/** A required number with at most two decimals, as an integer count of hundredths within the rules. */
export function hundredthsField(field: string, rules: HundredthsRules) {
  return z.unknown().transform((raw, ctx) => {
    const fail = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    if (isMissing(raw)) return fail(says('validation.required', { field }));
    const value = hundredths(raw);
    if (value === null) return fail(says('validation.twoDecimals', { field }));
    if (rules.min && value < rules.min.hundredths) return fail(says('validation.atLeast', { field, min: rules.min.text }));
    if (rules.nonZero && value === 0) return fail(says('validation.notZero', { field }));
    if (Math.abs(value) > rules.max * 100) return fail(says('validation.atMost', { field, max: rules.max }));
    return value;
  });
}

/** A dollar amount with at most two decimals, in whole cents. */
const amount = (field: string, rules: Omit<HundredthsRules, 'max'>) => hundredthsField(field, { ...rules, max: GOAL_MAX_AMOUNT });

/** Annual interest in percent, at most two decimals, as integer basis points (2.5 % → 250). */
const interestRate = (field: string) => hundredthsField(field, { min: { hundredths: 0, text: '0' }, max: GOAL_MAX_INTEREST_RATE });

/**
 * A real calendar date `YYYY-MM-DD` between 1900 and 2200, exactly: like every date a request
 * carries, one with spaces around it is refused, not trimmed.
 */
function isoDate(field: string) {
  return z.unknown().transform((raw, ctx) => {
    if (isMissing(raw)) {
      ctx.addIssue({ code: 'custom', message: says('validation.required', { field }) });
      return z.NEVER;
    }
    const text = typeof raw === 'string' ? raw : null;
    if (text === null || !isAcceptedIsoDate(text)) {
      ctx.addIssue({
        code: 'custom',
        message: says('validation.dateBetween', { field, from: EARLIEST_YEAR, to: LATEST_YEAR }),
      });
      return z.NEVER;
    }
    return text;
  });
}

function oneOf<const Values extends readonly [string, ...string[]]>(field: string, values: Values) {
  return z.enum(values, {
    error: (issue) =>
      isMissing(issue.input) ? says('validation.required', { field }) : says('validation.oneOf', { field, values: values.join(', ') }),
  });
}

/** A transaction's id: a whole number ≥ 1, or absent (null) to have the server assign one. */
function transactionId(field: string) {
  return z.unknown().transform((raw, ctx) => {
    if (raw === undefined || raw === null || raw === '') return null;
    const id = typeof raw === 'string' && /^\d+$/.test(raw.trim()) ? Number(raw) : raw;
    if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1 || id > MAX_TRANSACTION_ID) {
      ctx.addIssue({ code: 'custom', message: says('validation.wholeAtLeastOne', { field }) });
      return z.NEVER;
    }
    return id;
  });
}

/**
 * An object whose fields are each checked by their schema, in order, the first problem failing it.
 * Written by hand rather than with z.object: zod 4 skips a field schema for a missing key (and then
 * reports a generic "expected nonoptional"), while each field here must say "<field> is required.".
 * Keys not listed (ids, computed fields) are dropped.
 */
function objectOf<const Fields extends Record<string, z.ZodType>>(fields: Fields, notAnObject: string) {
  return z.unknown().transform((raw, ctx) => {
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
      ctx.addIssue({ code: 'custom', message: notAnObject });
      return z.NEVER;
    }
    const parsed: Record<string, unknown> = {};
    for (const [key, schema] of Object.entries(fields)) {
      const value = Object.prototype.hasOwnProperty.call(raw, key) ? (raw as Record<string, unknown>)[key] : undefined;
      const result = schema.safeParse(value);
      if (!result.success) {
        ctx.addIssue({ code: 'custom', message: result.error.issues[0]?.message ?? says('validation.notValid', { field: key }) });
        return z.NEVER;
      }
      parsed[key] = result.data;
    }
    return parsed as { [Key in keyof Fields]: z.output<Fields[Key]> };
  });
}

/** One transaction as sent; field names in messages carry its place in the list. */
function transactionSchema(index: number) {
  const at = (field: string) => `oneTimeTransactions[${index}].${field}`;
  return objectOf(
    {
      id: transactionId(at('id')),
      description: text(at('description'), DESCRIPTION_MAX),
      amount: amount(at('amount'), { nonZero: true }),
      date: isoDate(at('date')),
    },
    says('validation.object', { field: `oneTimeTransactions[${index}]` }),
  );
}

export interface GoalTransactionFields {
  /** null: the server assigns one. */
  id: number | null;
  description: string;
  /** Negative for a withdrawal. */
  amountCents: number;
  date: string;
}

const transactionList = z.unknown().transform((raw, ctx): GoalTransactionFields[] => {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) {
    ctx.addIssue({ code: 'custom', message: says('validation.list', { field: 'oneTimeTransactions' }) });
    return z.NEVER;
  }
  if (raw.length > GOAL_MAX_TRANSACTIONS) {
    ctx.addIssue({
      code: 'custom',
      message: says('validation.atMostTransactions', { field: 'oneTimeTransactions', max: GOAL_MAX_TRANSACTIONS }),
    });
    return z.NEVER;
  }
  const parsed: GoalTransactionFields[] = [];
  for (const [index, item] of raw.entries()) {
    const result = transactionSchema(index).safeParse(item);
    if (!result.success) {
      ctx.addIssue({
        code: 'custom',
        message: result.error.issues[0]?.message ?? says('validation.notValid', { field: `oneTimeTransactions[${index}]` }),
      });
      return z.NEVER;
    }
    const { id, description, amount: amountCents, date } = result.data;
    parsed.push({ id, description, amountCents, date });
  }
  return parsed;
});

/** A goal as stored: money in whole cents, the interest rate in basis points. */
export interface GoalFields {
  name: string;
  currentCents: number;
  targetCents: number;
  targetDate: string;
  category: GoalCategory;
  contributionCents: number;
  contributionFrequency: ContributionFrequency;
  interestBasisPoints: number;
  oneTimeTransactions: GoalTransactionFields[];
}

/**
 * `POST /goals/api/goals` and `PUT /goals/api/goals/{id}`: a GoalInputDto, validated field by
 * field, parsed into GoalFields.
 */
export const goalRequest = objectOf(
  {
    name: text('name', NAME_MAX),
    currentAmount: amount('currentAmount', { min: { hundredths: 0, text: '0' } }),
    targetAmount: amount('targetAmount', { min: { hundredths: 1, text: '0.01' } }),
    targetDate: isoDate('targetDate'),
    category: oneOf('category', GOAL_CATEGORIES),
    contributionAmount: amount('contributionAmount', { min: { hundredths: 0, text: '0' } }),
    contributionFrequency: oneOf('contributionFrequency', CONTRIBUTION_FREQUENCIES),
    interestRate: interestRate('interestRate'),
    oneTimeTransactions: transactionList,
  },
  says('validation.goalObject'),
).transform((goal): GoalFields => ({
  name: goal.name,
  currentCents: goal.currentAmount,
  targetCents: goal.targetAmount,
  targetDate: goal.targetDate,
  category: goal.category,
  contributionCents: goal.contributionAmount,
  contributionFrequency: goal.contributionFrequency,
  interestBasisPoints: goal.interestRate,
  oneTimeTransactions: goal.oneTimeTransactions,
}));

/** The version a goal edit is made on: a whole number ≥ 1, required (digits as text too, for form bodies). */
const goalVersion = z.unknown().transform((raw, ctx) => {
  if (isMissing(raw)) {
    ctx.addIssue({ code: 'custom', message: says('validation.required', { field: 'version' }) });
    return z.NEVER;
  }
  const version = typeof raw === 'string' && /^\d{1,15}$/.test(raw.trim()) ? Number(raw) : raw;
  if (typeof version !== 'number' || !Number.isSafeInteger(version) || version < 1) {
    ctx.addIssue({ code: 'custom', message: says('validation.wholeAtLeastOne', { field: 'version' }) });
    return z.NEVER;
  }
  return version;
});

/**
 * The precondition of `PUT /goals/api/goals/{id}`, checked before the goal itself: `version`, the
 * goal's version the edit was made on (GoalDto.version).
 */
export const goalVersionRequest = objectOf({ version: goalVersion }, says('validation.goalObject'));
