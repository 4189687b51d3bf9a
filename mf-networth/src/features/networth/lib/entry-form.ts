import type { NetWorthTypeDto } from '@ontrack/api/contracts';
import type { NetWorthEntryPayload } from '../../../api/networth-api';
import { i18n } from '@ontrack/shell/platform';
import { NETWORTH_NAMESPACE } from '../../../i18n';
import { EN_MARKS, parseValueInput, type NumberMarks } from './value-text';

const t = i18n.getFixedT(null, NETWORTH_NAMESPACE);

/** What the add/edit form holds; `value` is the text in the field, thousands separators and all. */
export interface EntryFormValues {
  type: NetWorthTypeDto;
  category: string;
  name: string;
  value: string;
  date: string;
}

export type EntryFormErrors = Partial<Record<'category' | 'name' | 'value' | 'date', string>>;

/** Name, value and date are required; a category must be chosen too. */
export function validateEntryForm(values: EntryFormValues, marks: NumberMarks = EN_MARKS): EntryFormErrors {
  const errors: EntryFormErrors = {};
  if (!values.category) errors.category = t('modal.categoryRequired');
  if (!values.name.trim()) errors.name = t('modal.nameRequired');
  if (parseValueInput(values.value, marks) === null) errors.value = t('modal.valueRequired');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.date)) errors.date = t('modal.dateRequired');
  return errors;
}

/** The payload to save: name trimmed, value as a number with the commas stripped. */
export function toEntryPayload(values: EntryFormValues, marks: NumberMarks = EN_MARKS): NetWorthEntryPayload {
  const value = parseValueInput(values.value, marks);
  if (value === null) throw new Error('toEntryPayload needs a validated form');
  return { type: values.type, category: values.category, name: values.name.trim(), value, date: values.date };
}

/** A new entry's category: the first of its type, or none yet. */
export function defaultCategory(categories: Record<NetWorthTypeDto, string[]>, type: NetWorthTypeDto): string {
  return categories[type][0] ?? '';
}
