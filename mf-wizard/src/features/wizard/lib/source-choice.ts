/**
 * The options step's choice of where an upload's rows go (docs/decisions/sources.md): the proposal
 * of the upload answer, one of the user's sources, or a new one. Pure, so the rules are tested
 * without rendering; the words are in source-texts.ts.
 */
import {
  MAX_SOURCE_NAME_LENGTH,
  type DataSourceKind,
  type SourceChoiceDto,
  type SourceDto,
  type SourceProposalDto,
} from '@ontrack/api/contracts';
import type { Translate } from './translate';
import type { ChosenSource, SourceSummary } from './types';

/**
 * What is wrong with a new source's name as typed, or null when it can be sent: the server's rule
 * (`optionsStepRequest` in api/src/contracts/workflow.ts), 1 to 120 characters once trimmed.
 */
export function newSourceNameError(name: string, t: Translate): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return t('source.nameRequired');
  if (trimmed.length > MAX_SOURCE_NAME_LENGTH) {
    return t('source.nameTooLong', { max: MAX_SOURCE_NAME_LENGTH, length: trimmed.length });
  }
  return null;
}

/** The message that keeps Next from sending the choice, or null when there is none. */
export function sourceChoiceError(choice: ChosenSource | null, t: Translate): string | null {
  return choice && 'new' in choice ? newSourceNameError(choice.new.name, t) : null;
}

/**
 * The options request's `source`: omitted (undefined) while the choice is the proposal itself, so
 * the server uses its own proposal; else `{id}` or `{new: {name, kind}}` with the name trimmed.
 */
export function sourceRequest(choice: ChosenSource | null, proposal: SourceProposalDto | undefined): SourceChoiceDto | undefined {
  if (!choice) return undefined;
  if ('existing' in choice) return choice.existing.id === proposal?.id ? undefined : { id: choice.existing.id };
  const name = choice.new.name.trim();
  const isProposal = proposal?.id === null && proposal.name === name && proposal.kind === choice.new.kind;
  return isProposal ? undefined : { new: { name, kind: choice.new.kind } };
}

/** The kind of the source the rows go to; null when there is neither a choice nor a proposal. */
export function destinationKind(proposal: SourceProposalDto | undefined, choice: ChosenSource | null | undefined): DataSourceKind | null {
  if (choice) return 'existing' in choice ? choice.existing.kind : choice.new.kind;
  return proposal?.kind ?? null;
}

/**
 * The sources the user can pick from: theirs as listed (none while the list loads or when it could
 * not be loaded), after the proposed and the chosen one when the list does not hold them.
 */
export function sourcesToOffer(
  proposal: SourceProposalDto,
  choice: ChosenSource | null,
  sources: readonly SourceDto[] | undefined,
): SourceSummary[] {
  const listed: SourceSummary[] = (sources ?? []).map(({ id, name, kind, last_import_at }) => ({ id, name, kind, last_import_at }));
  const known: SourceSummary[] = [];
  if (proposal.id !== null) {
    known.push({ id: proposal.id, name: proposal.name, kind: proposal.kind, last_import_at: proposal.last_import_at });
  }
  if (choice && 'existing' in choice) known.push(choice.existing);
  const isListed = (source: SourceSummary, list: readonly SourceSummary[]) => list.some((candidate) => candidate.id === source.id);
  const missing = known.filter((source, index) => !isListed(source, listed) && !isListed(source, known.slice(0, index)));
  return [...missing, ...listed];
}
