/** The words of the options step's choice of source: the kinds, the destination line, the list's entries. */
import type { DataSourceKind, SourceProposalDto } from '@ontrack/api/contracts';
import { todayIso, type DateFormat } from '@ontrack/api/domain';
import type { Translate } from './translate';
import type { ChosenSource, SourceSummary } from './types';

/** A kind's name: `Bank account` (each key written out for the catalogue test). */
export function sourceKindName(kind: DataSourceKind, t: Translate): string {
  return kind === 'account' ? t('source.kindAccount') : t('source.kindWorkbook');
}

/** A kind as offered for a new source: what an import does to it. */
export function sourceKindChoice(kind: DataSourceKind, t: Translate): string {
  return kind === 'account' ? t('source.choiceAccount') : t('source.choiceWorkbook');
}

/** Why an existing source was proposed, when that is worth saying; any other reason says nothing. */
function reasonText(reason: SourceProposalDto['reason'], t: Translate): string {
  if (reason === 'account_number') return t('source.byAccountNumber');
  if (reason === 'file_and_columns') return t('source.byFileAndColumns');
  return '';
}

/** An instant's day in the reader's calendar (`Mar 5, 2025`); null for text that is no instant. */
function importDay(instant: string, dates: DateFormat): string | null {
  const date = new Date(instant);
  // todayIso gives the local calendar day of any Date it is handed.
  return Number.isNaN(date.getTime()) ? null : dates.shortDate(todayIso(date));
}

/** `Add to: Checking — last import Mar 5, 2025`, or `— no imports yet`. */
function addToLine(source: SourceSummary, t: Translate, dates: DateFormat): string {
  const date = source.last_import_at ? importDay(source.last_import_at, dates) : null;
  return date ? t('source.addTo', { name: source.name, date }) : t('source.addToNever', { name: source.name });
}

/** `New source: Checking (Bank account)`; without a name yet, `New source (Bank account)`. */
function newSourceLine(name: string, kind: DataSourceKind, t: Translate): string {
  const trimmed = name.trim();
  const kindName = sourceKindName(kind, t);
  return trimmed ? t('source.newNamed', { name: trimmed, kind: kindName }) : t('source.newUnnamed', { kind: kindName });
}

/** Where the rows go, in one line: the choice when there is one, else the proposal with why it was proposed. */
export function destinationLine(proposal: SourceProposalDto, choice: ChosenSource | null, t: Translate, dates: DateFormat): string {
  if (choice) return 'existing' in choice ? addToLine(choice.existing, t, dates) : newSourceLine(choice.new.name, choice.new.kind, t);
  const { id } = proposal;
  if (id === null) return newSourceLine(proposal.name, proposal.kind, t);
  return `${addToLine({ ...proposal, id }, t, dates)}${reasonText(proposal.reason, t)}`;
}

/** An entry of the list of sources: `Checking (Bank account)`. */
export function sourceOptionLabel(source: SourceSummary, t: Translate): string {
  return t('source.option', { name: source.name, kind: sourceKindName(source.kind, t) });
}
