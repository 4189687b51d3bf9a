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
import {
  DEFAULT_DATE_FORMAT,
  DEFAULT_MONEY_FORMAT,
  readSourceBasis,
  type DateFormat,
  type MoneyFormat,
  type SourceBasis,
} from '@ontrack/api/domain';
import { amountText, readAmount } from '@ontrack/shell/platform';
import type { DashboardT } from '../../../i18n';

/** Each field's label; money fields name the user's currency (`$`, `€`: currencySymbol). */
export function fieldLabels(t: DashboardT, currency: string): Record<RetirementField, string> {
  return {
    currentAge: t('form.currentAge'),
    retirementAge: t('form.retirementAge'),
    lifeExpectancy: t('form.lifeExpectancy'),
    currentAnnualIncome: t('form.currentAnnualIncome', { currency }),
    annualExpenses: t('form.annualExpenses', { currency }),
    annualSavings: t('form.annualSavings', { currency }),
    currentSavings: t('form.currentSavings', { currency }),
    preRetirementReturn: t('form.preRetirementReturn'),
    postRetirementReturn: t('form.postRetirementReturn'),
    inflationRate: t('form.inflationRate'),
    targetMultiple: t('form.targetMultiple'),
    preRetirementVolatility: t('form.preRetirementVolatility'),
    postRetirementVolatility: t('form.postRetirementVolatility'),
  };
}

export interface FieldGroup {
  legend: 'you' | 'money' | 'assumptions';
  fields: RetirementField[];
}

const YOU: RetirementField[] = ['currentAge', 'retirementAge', 'lifeExpectancy'];
const MONEY: RetirementField[] = ['currentAnnualIncome', 'annualExpenses', 'annualSavings', 'currentSavings'];

export const FIELD_GROUPS: FieldGroup[] = [
  { legend: 'you', fields: YOU },
  { legend: 'money', fields: MONEY },
  // The rates, the target and the volatilities: every other field, in the planner's order, so none is left out of the form.
  { legend: 'assumptions', fields: RETIREMENT_FIELDS.filter((field) => !YOU.includes(field) && !MONEY.includes(field)) },
];

/** What the person typed, field by field. */
export type FormTexts = Record<RetirementField, string>;
export type FieldErrors = Partial<Record<RetirementField, string>>;

/** Whether a field is an amount of money (typed and shown the locale's way), not an age, rate or multiple. */
export const isMoneyField = (field: RetirementField): boolean => MONEY.includes(field);

/** A value as its input shows it: amounts the user's way (amountText: `93600,5` in de-DE), the others plain numbers. */
export function fieldText(field: RetirementField, value: number, money: MoneyFormat = DEFAULT_MONEY_FORMAT): string {
  return isMoneyField(field) ? amountText(value, money) : String(value);
}

/** The plan's values as the text in each input. */
export function textsOf(inputs: RetirementInputsDto, money: MoneyFormat = DEFAULT_MONEY_FORMAT): FormTexts {
  return Object.fromEntries(RETIREMENT_FIELDS.map((field) => [field, fieldText(field, inputs[field], money)])) as FormTexts;
}

/**
 * The inputs the texts say, or each field's problem: amounts read the locale's way first (readAmount:
 * `1.234,56` in de-DE; ambiguous text refused in the interface's language), then every field through
 * the API's own request schema (its messages, with the field's label).
 */
export function parseForm(
  texts: FormTexts,
  money: MoneyFormat = DEFAULT_MONEY_FORMAT,
): { inputs: RetirementInputsDto; errors: null } | { inputs: null; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const plain = { ...texts };
  for (const field of MONEY) {
    const read = readAmount(texts[field], money);
    // A refused amount is checked no further: the schema sees a valid stand-in.
    if ('error' in read) [errors[field], plain[field]] = [read.error, '0'];
    else plain[field] = String(read.amount);
  }
  const result = retirementProjectionRequest.safeParse({ inputs: plain });
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = issue.path[1] as RetirementField | undefined;
      if (field && !errors[field]) errors[field] = issue.message;
    }
  }
  if (!result.success || Object.keys(errors).length > 0) return { inputs: null, errors };
  const inputs = inputsFromUnits(result.data.inputs);
  const orderProblem = retirementAgeOrderProblem(inputs);
  if (orderProblem) return { inputs: null, errors: { [orderProblem.field]: orderProblem.message } };
  return { inputs, errors: null };
}

/** The body of a save: a field equal to its derived value is sent as null, so it keeps following the data. */
export function planChanges(inputs: RetirementInputsDto, derived: RetirementInputsDto): Record<RetirementField, number | null> {
  return Object.fromEntries(RETIREMENT_FIELDS.map((field) => [field, inputs[field] === derived[field] ? null : inputs[field]])) as Record<
    RetirementField,
    number | null
  >;
}

/**
 * Where a value came from, in words for the hint under its input: the parts the API sends with the
 * source (`bases`), its months, date and names written the user's way (`dates`' locale). An answer
 * without them (cached from before the API sent them) has its English source read back into parts
 * (readSourceBasis).
 */
export function sourceText(
  source: RetirementSourcesDto[RetirementField],
  t: DashboardT,
  dates: DateFormat = DEFAULT_DATE_FORMAT,
  parts?: SourceBasis,
): string {
  if (source === 'saved') return t('form.sourceSaved');
  if (source === 'default') return t('form.sourceDefault');
  const basis = parts ?? readSourceBasis(source);
  if (basis?.kind === 'spreadsheet') {
    const months = new Intl.DateTimeFormat(dates.locale, { month: 'short', year: 'numeric', timeZone: 'UTC' });
    const [from, to] = [basis.from, basis.to].map(({ year, month }) => months.format(new Date(Date.UTC(year, month - 1, 1))));
    const names = new Intl.ListFormat(dates.locale, { type: 'unit', style: 'short' }).format(basis.names);
    const window = basis.names.length ? t('form.sourceWindowNames', { from, to, names }) : t('form.sourceWindow', { from, to });
    const detail = basis.annualisedFrom === null ? window : t('form.sourceAnnualised', { window, count: basis.annualisedFrom });
    return t('form.sourceSpreadsheet', { detail });
  }
  if (basis?.kind === 'net worth') {
    const categories = new Intl.ListFormat(dates.locale, { type: 'conjunction' }).format(basis.categories);
    return t('form.sourceNetWorth', { detail: t('form.sourceNetWorthDetail', { categories, date: dates.shortDate(basis.latestDate) }) });
  }
  // Text of another shape: its detail as the API wrote it.
  const [kind, ...rest] = source.split(': ');
  const detail = rest.join(': ');
  if (kind === 'spreadsheet') return t('form.sourceSpreadsheet', { detail });
  if (kind === 'net worth') return t('form.sourceNetWorth', { detail });
  return source;
}
