import { useId, useMemo, useState, type FormEvent } from 'react';
import type { NetWorthEntryDto, NetWorthTypeDto } from '@ontrack/api/contracts';
import { currencySymbol, todayIso } from '@ontrack/api/domain';
import { errorMessage, useMoney } from '@ontrack/shell/platform';
import { Field, FormDialog, FormField, Select, useFormValues } from '@ontrack/shell/ui';
import { useNetworthCreateEntryMutation, useNetworthUpdateEntryMutation } from '../../../api/networth-api';
import type { CategoryNames } from '../hooks/use-networth-categories';
import { defaultCategory, toEntryPayload, validateEntryForm, type EntryFormValues } from '../lib/entry-form';
import { useNetWorthTranslation } from '../../../i18n';
import { numberMarks, valueToInputText, type NumberMarks } from '../lib/value-text';
import { ValueInput } from './ValueInput';

export type EntryModalMode = { kind: 'add'; type: NetWorthTypeDto } | { kind: 'edit'; entry: NetWorthEntryDto };

interface EntryModalProps {
  mode: EntryModalMode;
  categories: CategoryNames;
  onClose: () => void;
}

const FIELD_ORDER = ['category', 'name', 'value', 'date'] as const;

function initialValues(mode: EntryModalMode, categories: CategoryNames, marks: NumberMarks): EntryFormValues {
  if (mode.kind === 'edit') {
    const { entry } = mode;
    return { type: entry.type, category: entry.category, name: entry.name, value: valueToInputText(entry.value, marks), date: entry.date };
  }
  return { type: mode.type, category: defaultCategory(categories, mode.type), name: '', value: '', date: todayIso() };
}

/**
 * Add or edit one entry. The asset/liability choice exists on add only (the type is fixed once
 * saved); choosing a type picks that type's first category. A refusal from the server shows here
 * and keeps everything typed.
 */
export function EntryModal({ mode, categories, onClose }: EntryModalProps) {
  const { t } = useNetWorthTranslation();
  const ids = useId();
  const money = useMoney();
  // Typed the way the user's locale writes numbers (money.locale): `1.234,56` in de-DE.
  const marks = useMemo(() => numberMarks(money.locale), [money.locale]);
  const { values, errors, set, textField, showErrors } = useFormValues(
    () => initialValues(mode, categories, marks),
    (typed) => validateEntryForm(typed, marks),
  );
  const [failure, setFailure] = useState<string | null>(null);
  const [createEntry, created] = useNetworthCreateEntryMutation();
  const [updateEntry, updated] = useNetworthUpdateEntryMutation();
  const saving = created.isLoading || updated.isLoading;

  const editing = mode.kind === 'edit';
  const title = editing ? t('modal.editTitle') : values.type === 'asset' ? t('modal.addAsset') : t('modal.addLiability');
  // An edited entry keeps its category even if it is no longer offered.
  const categoryOptions =
    categories[values.type].includes(values.category) || !values.category
      ? categories[values.type]
      : [values.category, ...categories[values.type]];

  const fieldId = (name: string) => `${ids}-${name}`;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    showErrors();
    const found = validateEntryForm(values, marks);
    const firstInvalid = FIELD_ORDER.find((name) => found[name]);
    if (firstInvalid) {
      event.currentTarget.ownerDocument.getElementById(fieldId(firstInvalid))?.focus();
      return;
    }
    setFailure(null);
    const payload = toEntryPayload(values, marks);
    try {
      if (mode.kind === 'edit') await updateEntry({ id: mode.entry.id, entry: payload }).unwrap();
      else await createEntry(payload).unwrap();
      onClose();
    } catch (error) {
      console.error('Net worth call failed', error);
      setFailure(errorMessage(error, t('failure')));
    }
  }

  const submitLabel = saving ? t('modal.saving') : editing ? t('modal.saveChanges') : t('modal.saveEntry');
  return (
    <FormDialog title={title} onClose={onClose} onSubmit={onSubmit} submitLabel={submitLabel} busy={saving} failure={failure}>
      {!editing && (
        <fieldset className="nw-type-choice">
          <legend>{t('modal.type')}</legend>
          {(['asset', 'liability'] as const).map((type) => (
            <label key={type} className="nw-radio">
              <input
                type="radio"
                name={`${ids}-type`}
                value={type}
                checked={values.type === type}
                onChange={() => set({ type, category: defaultCategory(categories, type) })}
              />
              {type === 'asset' ? t('modal.asset') : t('modal.liability')}
            </label>
          ))}
        </fieldset>
      )}

      <FormField id={fieldId('category')} label={t('modal.category')} error={errors.category}>
        {(control) => (
          <Select
            {...control}
            value={values.category}
            options={categoryOptions}
            emptyLabel={t('modal.noCategories')}
            onValueChange={(category) => set({ category })}
          />
        )}
      </FormField>

      <Field
        id={fieldId('name')}
        label={t('modal.name')}
        type="text"
        maxLength={120}
        placeholder={values.type === 'asset' ? t('modal.assetPlaceholder') : t('modal.liabilityPlaceholder')}
        {...textField('name')}
      />

      <FormField id={fieldId('value')} label={t('modal.value')} error={errors.value}>
        {(control) => (
          <div className="nw-money">
            <span aria-hidden="true">{currencySymbol(money)}</span>
            <ValueInput
              {...control}
              marks={marks}
              placeholder={`0${marks.decimal}00`}
              value={values.value}
              onValueChange={(value) => set({ value })}
            />
          </div>
        )}
      </FormField>

      <Field id={fieldId('date')} label={t('modal.date')} type="date" {...textField('date')} />
    </FormDialog>
  );
}
