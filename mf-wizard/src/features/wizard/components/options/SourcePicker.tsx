import { useId, type Ref } from 'react';
import type { SourceProposalDto } from '@ontrack/api/contracts';
import { useDates } from '@ontrack/shell/platform';
import { FormField, Select, useDisclosure } from '@ontrack/shell/ui';
import { useWizardTranslation } from '../../../../i18n';
import { useWorkflowSourcesQuery } from '../../../../api/sources-api';
import { sourcesToOffer } from '../../lib/source-choice';
import { destinationLine, sourceOptionLabel } from '../../lib/source-texts';
import type { ChosenSource } from '../../lib/types';
import { NewSourceFields } from './NewSourceFields';

/** The list's entry for a new source; the others are the sources' ids. */
const NEW_SOURCE = 'new';

interface SourcePickerProps {
  /** Where the upload answer proposed to send the rows. */
  proposal: SourceProposalDto;
  /** The user's choice; null keeps the proposal. */
  choice: ChosenSource | null;
  onChange: (choice: ChosenSource | null) => void;
  /** Why the new source's name cannot be sent, once Next was tried. */
  nameError?: string;
  nameRef: Ref<HTMLInputElement>;
  disabled: boolean;
}

/**
 * Where the upload's rows go: the proposal (or the choice) in one line, and Change to pick another
 * of the user's sources or a new one. Choosing the proposal again is no choice at all. Without the
 * list of sources (loading, or it failed) the proposal, the choice and a new source are offered.
 */
export function SourcePicker({ proposal, choice, onChange, nameError, nameRef, disabled }: SourcePickerProps) {
  const { t } = useWizardTranslation();
  const dates = useDates();
  // Read afresh each time the step opens: an import, or a change made outside the wizard, may have changed them.
  const sources = useWorkflowSourcesQuery(undefined, { refetchOnMountOrArgChange: true });
  const { open, setOpen, close, regionId, buttonProps } = useDisclosure();
  const selectId = useId();
  // A choice stays in view, so that it can be seen and changed back.
  const editing = open || choice !== null;
  const offered = sourcesToOffer(proposal, choice, sources.data?.sources);
  const selected = choice ? ('existing' in choice ? String(choice.existing.id) : NEW_SOURCE) : String(proposal.id ?? NEW_SOURCE);
  const draft = choice && 'new' in choice ? choice.new : { name: proposal.id === null ? proposal.name : '', kind: proposal.kind };

  function pick(value: string) {
    if (value === NEW_SOURCE) return onChange(proposal.id === null ? null : { new: draft });
    const source = offered.find((candidate) => String(candidate.id) === value);
    onChange(!source || source.id === proposal.id ? null : { existing: source });
  }

  function keepProposal() {
    onChange(null);
    close();
  }

  return (
    <fieldset className="wizard-source" disabled={disabled}>
      <legend>{t('source.legend')}</legend>
      <p className="wizard-source__line" data-testid="source-destination">
        {destinationLine(proposal, choice, t, dates)}
      </p>
      <button
        type="button"
        className="ot-link-button"
        {...buttonProps}
        aria-expanded={editing}
        onClick={editing ? keepProposal : () => setOpen(true)}
      >
        {editing ? t('source.keep') : t('source.change')}
      </button>
      {editing && (
        <div id={regionId} className="wizard-source__choice">
          <FormField id={selectId} label={t('source.sendTo')}>
            {(control) => (
              <Select
                {...control}
                value={selected}
                options={[...offered.map((source) => String(source.id)), NEW_SOURCE]}
                optionLabel={(value) => {
                  const source = offered.find((candidate) => String(candidate.id) === value);
                  return source ? sourceOptionLabel(source, t) : t('source.newOption');
                }}
                onValueChange={pick}
              />
            )}
          </FormField>
          {sources.isLoading && <p className="wizard-muted">{t('source.loading')}</p>}
          {sources.isError && <p className="wizard-muted">{t('source.loadFailed')}</p>}
          {selected === NEW_SOURCE && (
            <NewSourceFields
              name={draft.name}
              kind={draft.kind}
              onChange={(source) => onChange({ new: source })}
              nameError={nameError}
              nameRef={nameRef}
              disabled={disabled}
            />
          )}
        </div>
      )}
    </fieldset>
  );
}
