import { Column, Entity, PrimaryColumn } from 'typeorm';
import { BigintColumn } from '../columns';
import { UserKeyedRow, UserRow } from './base-rows';

/**
 * The user's kept upload: one per user, replaced by each successful upload. The parsed workbook
 * itself is stored gzipped in `WorkflowUploadPart`s; later steps read it, never the file.
 */
@Entity('workflow_uploads')
export class WorkflowUpload extends UserKeyedRow {
  /** Random per upload: later steps check that the upload they read is still the kept one. */
  @Column({ type: 'varchar', length: 32 })
  revision: string;

  @Column({ name: 'template_id', type: 'varchar', length: 64 })
  templateId: string;

  /** 'file' | 'googleSheet' (the template's source names). */
  @Column({ type: 'varchar', length: 20 })
  source: 'file' | 'googleSheet';

  @Column({ name: 'file_name', type: 'varchar', length: 255, nullable: true })
  fileName: string | null;

  @Column({ name: 'google_sheet_id', type: 'varchar', length: 200, nullable: true })
  googleSheetId: string | null;

  /**
   * JSON of `SheetSummary[]`, every sheet in workbook order: name, layout or problem, and its
   * distinct (category, subcategory) pairs, so the options step never has to unpack the rows.
   */
  @Column({ type: 'text' })
  sheets: string;

  @Column({ name: 'part_count', type: 'integer' })
  partCount: number;

  /** JSON of what is kept with this upload (services/workflow-store.ts KeptOptions): the source proposed at upload, then the options step's choices; null when neither. */
  @Column({ type: 'text', nullable: true })
  options: string | null;

  @BigintColumn('uploaded_at')
  uploadedAt: number;
}

/** A user's bytes kept in pieces, read back in order of `seq` (the two tables below share these columns). */
abstract class UserBytesPart extends UserKeyedRow {
  @PrimaryColumn({ type: 'integer' })
  seq: number;

  @Column({ type: 'blob' })
  data: Buffer;
}

/** One piece (≤ 1 MiB) of the stored form of a kept upload's `ParsedWorkbook` (workflow-codec.ts). */
@Entity('workflow_upload_parts')
export class WorkflowUploadPart extends UserBytesPart {}

/** The kept upload's source in parts (the file's bytes, or a Google Sheet's grids as gzipped JSON): read again with the user's settings. */
@Entity('workflow_upload_sources')
export class WorkflowUploadSource extends UserBytesPart {}

/** How the user adjusted the reading of a table, kept by the table's signature for the next upload. */
@Entity('reading_settings')
export class ReadingSetting extends UserKeyedRow {
  /** SHA-256 (hex) of `signature`. */
  @PrimaryColumn({ name: 'signature_key', type: 'varchar', length: 64 })
  signatureKey: string;

  /** Sheet name + normalised header labels (`tableSignature`). */
  @Column({ type: 'text' })
  signature: string;

  /** JSON of `TableSettings`. */
  @Column({ type: 'text' })
  settings: string;

  @BigintColumn('updated_at')
  updatedAt: number;
}

/** How the user classified one (category, subcategory) pair; remembered across uploads. */
@Entity('category_classifications')
export class CategoryClassification extends UserKeyedRow {
  /** SHA-256 (hex) of the pair: an exact key on both engines, whatever the collation. */
  @PrimaryColumn({ name: 'pair_key', type: 'varchar', length: 64 })
  pairKey: string;

  @Column({ type: 'text' })
  category: string;

  @Column({ type: 'text' })
  subcategory: string;

  /** 'Income' | 'Savings' | 'Expense' | 'Ignore' */
  @Column({ name: 'transaction_type', type: 'varchar', length: 10 })
  transactionType: string;

  @Column({ type: 'boolean' })
  reversal: boolean;

  /** The pair this one is merged into (counted under it), or null for both when not merged. */
  @Column({ name: 'merge_category', type: 'text', nullable: true })
  mergeCategory: string | null;

  @Column({ name: 'merge_subcategory', type: 'text', nullable: true })
  mergeSubcategory: string | null;
}

/**
 * The transactions of the user's kept imports (the last MAX_KEPT_IMPORTS, see `Import`): each
 * categories step adds a set under a new import, and reads take the rows of the current import.
 * `seq` keeps counting across a user's imports, so (user_id, seq) stays the key and, within one
 * import, orders rows by sheet (in the selected order) then row.
 */
@Entity('transactions')
export class Transaction extends UserKeyedRow {
  /** Position among the user's kept rows, from 0: also the row's id in the transactions list. */
  @PrimaryColumn({ type: 'integer' })
  seq: number;

  /** The import the row belongs to; null only for a row written by a release before imports (none after the migration). */
  @Column({ name: 'import_id', type: 'integer', nullable: true })
  importId: number | null;

  /** YYYY-MM-DD */
  @Column({ type: 'varchar', length: 10 })
  date: string;

  /** The names the analysis counts the row under (its own, as read). */
  @Column({ type: 'text' })
  category: string;

  @Column({ type: 'text' })
  subcategory: string;

  /** As written in the sheet (credit − debit for a pair); rows kept before imports hold their contribution here. */
  @BigintColumn('amount_cents')
  amountCents: number;

  /**
   * What the analysis added to the type's total, so a window's rows sum to the analysis' figures.
   */
  @BigintColumn('contribution_cents', { default: 0 })
  contributionCents: number;

  /** 'Income' | 'Savings' | 'Expense' | 'Ignore' */
  @Column({ type: 'varchar', length: 10 })
  type: string;

  /** Whether the analysis counted it (logs and grids: dated on or after the period start). */
  @Column({ type: 'boolean' })
  counted: boolean;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  /** The sheet it was read from, and its place among that sheet's rows (from 1); '' and 0 for rows kept before imports. */
  @Column({ type: 'varchar', length: 255, default: '' })
  sheet: string;

  @Column({ name: 'sheet_row', type: 'integer', default: 0 })
  sheetRow: number;

  /** Whether the row is part of what the user sees now: its import is one of the user's current ones (docs/decisions/sources.md). */
  @Column({ type: 'boolean', default: false })
  live: boolean;

  /** The `seq` of the row in another source it is a transfer with (counted as neither), or null. */
  @Column({ name: 'transfer_of', type: 'integer', nullable: true })
  transferOf: number | null;

  /** While matched: the contribution the row had (its `contribution_cents` is then 0), given back on an unmatch. */
  @BigintColumn('transfer_contribution_cents', { nullable: true })
  transferContributionCents: number | null;

  /** The bank's id of the row (an OFX FITID, a CAMT.053 AcctSvcrRef), by which an account source adds a statement without duplicates (domain/sources/dedupe.ts); null when the file had none. */
  @Column({ name: 'bank_id', type: 'varchar', length: 100, nullable: true })
  bankId: string | null;

  /** A row read in another currency than the user's home currency: its amount as written there (amount_cents holds it converted); else null. */
  @BigintColumn('original_amount_cents', { nullable: true })
  originalAmountCents: number | null;

  /** Its contribution as written there (contribution_cents holds it converted); null with the amount. */
  @BigintColumn('original_contribution_cents', { nullable: true })
  originalContributionCents: number | null;

  /** The ISO 4217 code of that currency (services/currency-rates.ts); null for a row in the home currency. */
  @Column({ name: 'original_currency', type: 'varchar', length: 3, nullable: true })
  originalCurrency: string | null;

  /** The lower-cased description, category and subcategory the list's text search looks in (domain/search); null only for rows written before it. */
  @Column({ name: 'search_text', type: 'text', nullable: true })
  searchText: string | null;
}

/**
 * `Base` with the columns of an analysis, kept as the JSON texts the reads send: each import keeps
 * the one its categories step made, `analyses` the user's current one.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- TypeScript takes a mixin's base only as a constructor of `...args: any[]`
function withAnalysisColumns<TBase extends abstract new (...args: any[]) => object>(Base: TBase) {
  abstract class AnalysisColumns extends Base {
    /** JSON of `SpendingAnalysisDto`. */
    @Column({ name: 'spending_analysis', type: 'text' })
    spendingAnalysis: string;

    /** JSON of `TransactionAnalysisDto`. */
    @Column({ name: 'transaction_analysis', type: 'text' })
    transactionAnalysis: string;

    /** JSON array of the Savings subcategory names of the analysis. */
    @Column({ name: 'savings_subcategories', type: 'text' })
    savingsSubcategories: string;
  }
  return AnalysisColumns;
}

/**
 * One successful categories step of a user: what was imported, and everything needed to make it
 * current again (its rows stay in `transactions` under its id; its classifications and analysis are
 * kept here as the JSON texts they were). The newest MAX_KEPT_IMPORTS of a user are kept.
 */
@Entity('imports')
export class Import extends withAnalysisColumns(UserRow) {
  @BigintColumn('created_at')
  createdAt: number;

  /** 'file' | 'googleSheet' */
  @Column({ type: 'varchar', length: 20 })
  source: string;

  /** The `Source` the import belongs to. Nullable for the sources migration only: every import made since has one. */
  @Column({ name: 'source_id', type: 'integer', nullable: true })
  sourceId: number | null;

  /** The file's name, or the Google Sheet's id. */
  @Column({ name: 'file_name', type: 'varchar', length: 255, nullable: true })
  fileName: string | null;

  /** JSON of the options step's choices (`WorkflowOptions`), selected sheets among them. */
  @Column({ type: 'text' })
  options: string;

  @Column({ name: 'row_count', type: 'integer' })
  rowCount: number;

  /** Sums of the counted contributions of every row of the import, per type. */
  @BigintColumn('income_cents')
  incomeCents: number;

  @BigintColumn('expenses_cents')
  expensesCents: number;

  @BigintColumn('savings_cents')
  savingsCents: number;

  /** The date of the latest counted, not ignored row (where the analysis windows end); null when none. */
  @Column({ name: 'latest_date', type: 'varchar', length: 10, nullable: true })
  latestDate: string | null;

  /** JSON of each analysis window's row count and totals in cents (`ListSums` by window key); null when not recorded. */
  @Column({ name: 'window_sums', type: 'text', nullable: true })
  windowSums: string | null;

  /** JSON of the classifications as they were saved by this import's categories step. */
  @Column({ type: 'text' })
  classifications: string;

  /** The one import of the user whose rows and analysis are shown. */
  @Column({ type: 'boolean' })
  current: boolean;
}

/** The analysis as computed at the last categories step, kept as the JSON text the reads send. */
@Entity('analyses')
export class StoredAnalysis extends withAnalysisColumns(UserKeyedRow) {
  @BigintColumn('last_updated')
  lastUpdated: number;
}

/** Which savings subcategories the user counts as retirement savings (dashboard chooser). */
@Entity('retirement_choices')
export class RetirementChoice extends UserKeyedRow {
  /** JSON array of subcategory names. */
  @Column({ type: 'text' })
  subcategories: string;
}
