import { useId, useState, type FormEvent } from 'react';
import { SOURCE_KINDS, type DataSourceKind, type SourceDto, type UpdateSourceRequest } from '@ontrack/api/contracts';
import { useSourcesUpdateMutation } from '@ontrack/shell/platform';
import { Field, FormDialog, FormField, Select, useFormValues, type FormErrors } from '@ontrack/shell/ui';
import { refusalMessage, sourceKindLabel, sourceNameProblem } from './source-text';
import { useTranslation } from 'react-i18next';

interface SourceFormValues {
  name: string;
  kind: DataSourceKind;
}

const checkSource = (values: SourceFormValues): FormErrors<SourceFormValues> => ({ name: sourceNameProblem(values.name) });

/** Only what changed is sent, so a rename never touches a kind that can no longer change. */
function changesOf(source: SourceDto, values: SourceFormValues): UpdateSourceRequest {
  const name = values.name.trim();
  return { ...(name !== source.name ? { name } : {}), ...(values.kind !== source.kind ? { kind: values.kind } : {}) };
}

/**
 * Renames a source or changes its kind. A name is checked as the API checks it before it is sent;
 * a refusal (a name the server will not take, a kind fixed by the source's imports) shows above the
 * fields and keeps what was typed. Closing gives focus back to the row's Edit button (Modal).
 */
export function SourceEditDialog({ source, onClose }: { source: SourceDto; onClose: () => void }) {
  const ids = useId();
  const { values, set, textField, showErrors } = useFormValues<SourceFormValues>(
    () => ({ name: source.name, kind: source.kind }),
    checkSource,
  );
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const [update, { isLoading: saving }] = useSourcesUpdateMutation();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    showErrors();
    if (checkSource(values).name) {
      event.currentTarget.ownerDocument.getElementById(`${ids}-name`)?.focus();
      return;
    }
    const changes = changesOf(source, values);
    if (Object.keys(changes).length === 0) {
      onClose();
      return;
    }
    setFailure(null);
    try {
      await update({ id: source.id, changes }).unwrap();
      onClose();
    } catch (refusal) {
      setFailure(refusalMessage(refusal, t('sources.saveFailed')));
    }
  }

  return (
    <FormDialog
      title={t('sources.editTitle')}
      onClose={onClose}
      onSubmit={onSubmit}
      submitLabel={saving ? t('sources.saving') : t('sources.saveChanges')}
      busy={saving}
      failure={failure}
    >
      <Field id={`${ids}-name`} label={t('sources.name')} type="text" autoComplete="off" {...textField('name')} />
      <FormField
        id={`${ids}-kind`}
        label={t('sources.kindHeader')}
        hint="A budget workbook's rows are replaced by each import; an account's imports add to its rows."
      >
        {(control) => (
          <Select
            {...control}
            value={values.kind}
            options={SOURCE_KINDS}
            optionLabel={sourceKindLabel}
            onValueChange={(kind) => set({ kind })}
          />
        )}
      </FormField>
    </FormDialog>
  );
}
