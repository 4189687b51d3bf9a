/** The words of the options step's choice of source: the kinds, the destination line, the list's entries. */
import type { DataSourceKind, SourceProposalDto } from '@ontrack/api/contracts';
import { formatShortDate, todayIso } from '@ontrack/api/domain';
import type { ChosenSource, SourceSummary } from './types';

export const SOURCE_KIND_NAMES: Record<DataSourceKind, string> = { account: 'Bank account', workbook: 'Budget workbook' };

/** Each kind as offered for a new source: what an import does to it. */
export const SOURCE_KIND_CHOICES: Record<DataSourceKind, string> = {
  account: 'Bank account: each import adds to it',
  workbook: 'Budget workbook: each import replaces it',
};

/** Why an existing source was proposed, when that is worth saying; any other reason says nothing. */
const REASONS: Partial<Record<SourceProposalDto['reason'], string>> = {
  account_number: ' (matched by account number)',
  file_and_columns: ' (same file and columns as before)',
};

/** An instant's day in the reader's calendar, as the wizard writes dates (`Mar 5, 2025`); null for text that is no instant. */
function importDay(instant: string): string | null {
  const date = new Date(instant);
  // todayIso gives the local calendar day of any Date it is handed.
  return Number.isNaN(date.getTime()) ? null : formatShortDate(todayIso(date));
}

/** `Add to: Checking — last import Mar 5, 2025`, or `— no imports yet`. */
function addToLine(source: SourceSummary): string {
  const day = source.last_import_at ? importDay(source.last_import_at) : null;
  return `Add to: ${source.name} — ${day ? `last import ${day}` : 'no imports yet'}`;
}

/** `New source: Checking (Bank account)`; without a name yet, `New source (Bank account)`. */
function newSourceLine(name: string, kind: DataSourceKind): string {
  const trimmed = name.trim();
  return `${trimmed ? `New source: ${trimmed}` : 'New source'} (${SOURCE_KIND_NAMES[kind]})`;
}

/** Where the rows go, in one line: the choice when there is one, else the proposal with why it was proposed. */
export function destinationLine(proposal: SourceProposalDto, choice: ChosenSource | null): string {
  if (choice) return 'existing' in choice ? addToLine(choice.existing) : newSourceLine(choice.new.name, choice.new.kind);
  const { id } = proposal;
  if (id === null) return newSourceLine(proposal.name, proposal.kind);
  return `${addToLine({ ...proposal, id })}${REASONS[proposal.reason] ?? ''}`;
}

/** An entry of the list of sources: `Checking (Bank account)`. */
export function sourceOptionLabel(source: SourceSummary): string {
  return `${source.name} (${SOURCE_KIND_NAMES[source.kind]})`;
}
