import {
  type ContractMessage,
  type ContractValue,
  readContractMessage,
  RETIREMENT_FIELDS,
  type RetirementField,
} from '@ontrack/api/contracts';
import type { DashboardT } from '../../../i18n';

/** The keys of the plan's checks (api/src/contracts/retirement.ts) this screen has words for (`fieldError.*`). */
const WORDS = ['required', 'wholeYears', 'between', 'twoDecimals', 'atLeast', 'atMost', 'greaterThan'] as const;
type Words = (typeof WORDS)[number];

const isField = (value: ContractValue): value is RetirementField =>
  typeof value === 'string' && (RETIREMENT_FIELDS as readonly string[]).includes(value);

/** A value as the person reads it: a field's wire name as its label, a number or text as given. */
const valueText = (value: ContractValue, labels: Record<RetirementField, string>): string | number => {
  if (typeof value === 'object') return '';
  return isField(value) ? labels[value] : value;
};

function written(said: ContractMessage, t: DashboardT, labels: Record<RetirementField, string>): string {
  const values = Object.fromEntries(Object.entries(said.values ?? {}).map(([name, value]) => [name, valueText(value, labels)]));
  const name = said.key.replace(/^validation\./, '');
  const key: Words | 'notValid' = (WORDS as readonly string[]).includes(name) ? (name as Words) : 'notValid';
  return t(`fieldError.${key}`, values);
}

/**
 * A field's problem in the interface's language: the plan's check says a key with its values
 * (parseForm keeps it as the schema raised it), written here with the fields' labels; text the
 * form wrote itself (an amount read the locale's way) as it is.
 */
export function fieldErrorText(error: string, t: DashboardT, labels: Record<RetirementField, string>): string {
  const said = readContractMessage(error);
  return said ? written(said, t, labels) : error;
}
