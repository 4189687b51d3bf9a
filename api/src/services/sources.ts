import type { DataSource } from 'typeorm';
import type { SourceDto, SourcesDto, UpdateSourceRequest } from '../contracts/sources';
import type { SourceChoiceDto, SourceProposalDto } from '../contracts/workflow';
import type { Source } from '../db/entities';
import { fileStem, proposeSource } from '../domain/sources/proposal';
import { sourceNameFor, type DataSourceKind } from '../domain/sources/source-names';
import { conflict, notFound } from '../errors';
import { Database, type Repositories } from '../repositories/database';
import type { SourceWithFigures, SourceWithLastImport } from '../repositories/sources';
import type { Clock } from './clock';
import { refreshPicture } from './picture';
import { message } from '../i18n';

export const NO_SUCH_SOURCE = 'There is no such source.';

/** Imports from which a source's kind is fixed: its rows were read as that kind more than once. */
const KIND_FIXED_AT_IMPORTS = 2;

function sourceDto(row: SourceWithFigures): SourceDto {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    currency: row.currency,
    rows: row.rows,
    first_date: row.firstDate,
    last_date: row.lastDate,
    imports: row.imports,
    last_import_at: row.lastImportAt === null ? null : new Date(row.lastImportAt).toISOString(),
  };
}

/** Bank statement formats: their imports are proposed for an account source (proposeSource). */
const STATEMENT_EXTENSIONS = ['.ofx', '.qfx', '.qif', '.xml'];

/** What an upload tells of where it belongs. */
export interface UploadOrigin {
  source: string;
  fileName: string | null;
  /** The account its selected statement states (workflow-selection.ts accountOfSheets), if any. */
  accountNumber: string | null;
  /** Its chosen table's columns, hashed (workflow-selection.ts columnsOfSheets), if any. */
  columnSignature: string | null;
}

/** What an import tells of the source it goes to. */
export interface ImportOrigin extends UploadOrigin {
  createdAt: number;
  /** The ISO 4217 code its chosen tables state, if any. */
  currency: string | null;
}

/**
 * The source an upload is proposed for (domain/sources/proposal.ts): the one its account number or
 * its file name and columns match; else, for a budget (not a bank statement), the user's workbook
 * source, which a new budget import replaces as it did before sources; else a new one.
 */
export async function proposalFor(
  repos: Repositories,
  userId: number,
  upload: UploadOrigin,
  userSources?: SourceWithLastImport[],
): Promise<SourceProposalDto> {
  // The user's sources, unless the caller read them already (with its other reads, at once).
  const sources = userSources ?? (await repos.sources.withLastImport(userId));
  const fileName = upload.source === 'googleSheet' ? null : upload.fileName;
  const statement = STATEMENT_EXTENSIONS.some((extension) => (fileName ?? '').toLowerCase().endsWith(extension));
  const existing = sources.map((source) => ({
    id: source.id,
    name: source.name,
    kind: source.kind,
    accountNumber: source.accountNumber,
    columnSignature: source.columnSignature,
    fileStem: source.lastFileName === null ? null : fileStem(source.lastFileName),
    lastImportAt: source.lastImportAt,
  }));
  let proposal: Omit<SourceProposalDto, 'last_import_at'> = proposeSource(
    { fileName, statement, accountNumber: upload.accountNumber, columnSignature: upload.columnSignature },
    existing,
  );
  if (proposal.id === null && !statement) {
    const workbook = await repos.sources.workbookForNextImport(userId);
    const chosen = sources.find((source) => source.id === workbook);
    if (chosen) proposal = { id: chosen.id, name: chosen.name, kind: chosen.kind, reason: 'workbook' };
  }
  // A new source is named after its account (`Account ••1234`), else as the person named the file
  // (sourceNameFor, as the sources migration names them).
  if (proposal.id === null && !upload.accountNumber) proposal = { ...proposal, name: sourceNameFor(upload.source, upload.fileName) };
  const lastImportAt = sources.find((source) => source.id === proposal.id)?.lastImportAt ?? null;
  return { ...proposal, last_import_at: lastImportAt === null ? null : new Date(lastImportAt).toISOString() };
}

/** The source an import goes to, as the categories step records it. */
export interface ImportTarget {
  id: number;
  name: string;
  kind: DataSourceKind;
  /** Made for this import (a new source chosen or proposed). */
  created: boolean;
}

/**
 * The proposal made at upload (proposalFor), kept with the upload with the account number and
 * columns it was made for, so that the categories step need not make it again.
 */
export interface KeptProposal {
  accountNumber: string | null;
  columnSignature: string | null;
  proposal: SourceProposalDto;
}

/** The source an import goes to, as chosen or proposed; with the source itself when it was read to check it is still there. */
type WantedSource = SourceChoiceDto & { source?: Source };

/**
 * The source the proposal names for an import the user chose none for: the one kept from the upload
 * while the chosen sheets state the same account and columns and its source is still there (the
 * user may delete it meanwhile), else a proposal made again (proposalFor).
 */
async function proposedChoice(
  repos: Repositories,
  userId: number,
  upload: ImportOrigin,
  kept: KeptProposal | undefined,
): Promise<WantedSource> {
  if (kept && kept.accountNumber === upload.accountNumber && kept.columnSignature === upload.columnSignature) {
    const id = kept.proposal.id;
    if (id === null) return { new: { name: kept.proposal.name, kind: kept.proposal.kind } };
    // Read once: the import goes to it (sourceForImport).
    const source = await repos.sources.own(userId, id);
    if (source) return { id, source };
  }
  const proposal = await proposalFor(repos, userId, upload);
  return proposal.id !== null ? { id: proposal.id } : { new: { name: proposal.name, kind: proposal.kind } };
}

/**
 * The source a new import is recorded under (inside the categories step's transaction, before the
 * import is added): the one chosen in the options step, else the proposal (`kept` from the upload
 * when it still holds, proposedChoice); a new one is made here. A chosen source deleted since is
 * refused. Imports of no source, recorded by a release before sources during a rolling deploy, join
 * a workbook source chosen.
 */
export async function sourceForImport(
  repos: Repositories,
  userId: number,
  choice: SourceChoiceDto | undefined,
  upload: ImportOrigin,
  kept?: KeptProposal,
): Promise<ImportTarget> {
  const wanted: WantedSource = choice ?? (await proposedChoice(repos, userId, upload, kept));
  let target: ImportTarget;
  if ('id' in wanted) {
    const source = wanted.source ?? (await repos.sources.own(userId, wanted.id));
    if (!source) throw conflict(message('sources.chosenGone'));
    target = { id: source.id, name: source.name, kind: source.kind, created: false };
  } else {
    const id = await repos.sources.add(userId, { name: wanted.new.name, kind: wanted.new.kind, createdAt: upload.createdAt });
    target = { id, ...wanted.new, created: true };
  }
  if (target.kind === 'workbook') await repos.sources.adoptUnsourced(userId, target.id);
  // An account's statements state its number: kept, so that its next statement is proposed for it.
  else if (upload.accountNumber) await repos.sources.keepAccountNumber(userId, target.id, upload.accountNumber);
  if (upload.columnSignature) await repos.sources.recordColumns(userId, target.id, upload.columnSignature);
  // The currency its data is in: a workbook's newest import says it (it replaces the rows), an
  // account's first statement that states one.
  if (upload.currency) await repos.sources.recordCurrency(userId, target.id, upload.currency, target.kind === 'workbook');
  return target;
}

export const CHOSEN_SOURCE_GONE = 'The source chosen for this upload no longer exists. Go back to the options step and choose another.';

/** The user's sources (docs/decisions/sources.md): listing them with their figures, renaming, changing their kind. */
export class SourcesService {
  private readonly db: Database;

  constructor(
    dataSource: DataSource,
    private readonly clock: Clock,
  ) {
    this.db = Database.of(dataSource);
  }

  /** `GET /workflow/api/sources`: read together, so the figures belong to one moment. */
  async list(userId: number): Promise<SourcesDto> {
    const sources = await this.db.readTogether((repos) => repos.sources.listWithFigures(userId));
    return { sources: sources.map(sourceDto) };
  }

  /**
   * `PATCH /workflow/api/sources/{id}`, under the user's lock: another user's id is a 404; a kind
   * changed once the source holds KIND_FIXED_AT_IMPORTS imports is a 409 (its imports were kept as
   * that kind), and nothing is changed. Answers the source as it is now.
   */
  async update(userId: number, sourceId: number, changes: UpdateSourceRequest): Promise<SourceDto> {
    return this.db.writeForUser(userId, async (repos) => {
      const source = await repos.sources.own(userId, sourceId);
      if (!source) throw notFound(message('sources.notFound'));
      if (changes.kind !== undefined && changes.kind !== source.kind) {
        const imports = await repos.sources.importCount(userId, sourceId);
        if (imports >= KIND_FIXED_AT_IMPORTS) throw conflict(message('sources.kindFixed', { count: imports }));
      }
      await repos.sources.update(userId, sourceId, {
        ...(changes.name !== undefined ? { name: changes.name } : {}),
        ...(changes.kind !== undefined ? { kind: changes.kind } : {}),
      });
      const [updated] = await repos.sources.listWithFigures(userId, sourceId);
      if (!updated) throw notFound(message('sources.notFound'));
      return sourceDto(updated);
    });
  }

  /**
   * `DELETE /workflow/api/sources/{id}`, under the user's lock: the source's imports stop being
   * current, so its rows leave every figure (picture.ts), and the source leaves the list. It is kept
   * with its imports until they are pruned: restoring its newest import (`undo_import_id`) brings it
   * back. Another user's id, or a deleted one, is a 404.
   */
  async delete(userId: number, sourceId: number): Promise<{ undoImportId: number | null }> {
    return this.db.writeForUser(userId, async (repos) => {
      const source = await repos.sources.own(userId, sourceId);
      if (!source) throw notFound(message('sources.notFound'));
      const imports = await repos.imports.idsOfSource(userId, sourceId, false);
      const current = await repos.imports.idsOfSource(userId, sourceId, true);
      await repos.imports.setLive(userId, current, false);
      await repos.sources.setDeleted(userId, sourceId, this.clock.now());
      await refreshPicture(repos, userId);
      const undo = current.length > 0 ? Math.max(...current) : imports.length > 0 ? Math.max(...imports) : null;
      return { undoImportId: undo };
    });
  }
}
