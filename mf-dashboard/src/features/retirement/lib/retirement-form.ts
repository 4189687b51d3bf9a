/**
 * The planner's form: its fields in three groups, what the person typed
 * turned into inputs through the API's own request schema (one copy of the rules), and where each
 * value came from in words.
 */
import {
  inputsFromUnits,
  RETIREMENT_FIELDS,
  retirementAgeOrderProblem,
  retirementProjectionRequest,
  type RetirementField,
  type RetirementInputsDto,
  type RetirementSourcesDto,
} from '@ontrack/api/contracts';

/** Each field's label, in the order the form shows them. */
export const FIELD_LABELS: Record<RetirementField, string> = {
  currentAge: 'Current age',
  retirementAge: 'Retirement age',
  lifeExpectancy: 'Plan to age',
  currentAnnualIncome: 'Income a year ($)',
  annualExpenses: 'Spending a year ($)',
  annualSavings: 'Retirement savings a year ($)',
  currentSavings: 'Invested for retirement today ($)',
  preRetirementReturn: 'Return before retirement (%)',
  postRetirementReturn: 'Return in retirement (%)',
  inflationRate: 'Inflation (%)',
  targetMultiple: 'Target (× a year of spending)',
  preRetirementVolatility: 'Volatility before retirement (%)',
  postRetirementVolatility: 'Volatility in retirement (%)',
};

export interface FieldGroup {
  legend: string;
  fields: RetirementField[];
}

const YOU: RetirementField[] = ['currentAge', 'retirementAge', 'lifeExpectancy'];
const MONEY: RetirementField[] = ['currentAnnualIncome', 'annualExpenses', 'annualSavings', 'currentSavings'];

export const FIELD_GROUPS: FieldGroup[] = [
  { legend: 'You', fields: YOU },
  { legend: 'Money', fields: MONEY },
  // The rates, the target and the volatilities: every other field, in the planner's order, so none is left out of the form.
  { legend: 'Assumptions', fields: RETIREMENT_FIELDS.filter((field) => !YOU.includes(field) && !MONEY.includes(field)) },
];

/** What the person typed, field by field. */
export type FormTexts = Record<RetirementField, string>;
export type FieldErrors = Partial<Record<RetirementField, string>>;

/** The plan's values as the text in each input (plain numbers: the schema reads no separators). */
export function textsOf(inputs: RetirementInputsDto): FormTexts {
  return Object.fromEntries(RETIREMENT_FIELDS.map((field) => [field, String(inputs[field])])) as FormTexts;
}

/** The inputs the texts say, or each field's problem (the API's own messages, with the field's label). */
export function parseForm(texts: FormTexts): { inputs: RetirementInputsDto; errors: null } | { inputs: null; errors: FieldErrors } {
  const result = retirementProjectionRequest.safeParse({ inputs: texts });
  if (!result.success) {
    const errors: FieldErrors = {};
    for (const issue of result.error.issues) {
      const field = issue.path[1] as RetirementField | undefined;
      if (field && !errors[field]) errors[field] = issue.message;
    }
    return { inputs: null, errors };
  }
  const inputs = inputsFromUnits(result.data.inputs);
  const orderProblem = retirementAgeOrderProblem(inputs);
  if (orderProblem)
    return { inputs: null, errors: { [orderProblem.startsWith('retirementAge') ? 'retirementAge' : 'lifeExpectancy']: orderProblem } };
  return { inputs, errors: null };
}

/** The body of a save: a field equal to its derived value is sent as null, so it keeps following the data. */
export function planChanges(inputs: RetirementInputsDto, derived: RetirementInputsDto): Record<RetirementField, number | null> {
  return Object.fromEntries(RETIREMENT_FIELDS.map((field) => [field, inputs[field] === derived[field] ? null : inputs[field]])) as Record<
    RetirementField,
    number | null
  >;
}

/** Where a value came from, in words for the hint under its input. */
export function sourceText(source: RetirementSourcesDto[RetirementField]): string {
  if (source === 'saved') return 'Your saved value';
  if (source === 'default') return 'Default';
  const [kind, ...rest] = source.split(': ');
  const detail = rest.join(': ');
  if (kind === 'spreadsheet') return `From your spreadsheet, last 12 months (${detail})`;
  if (kind === 'net worth') return `From your net worth (${detail})`;
  return source;
}
