import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { DataSourceKind } from '../../domain/sources/source-names';
import { BigintColumn } from '../columns';
import { UserKeyedRow, UserRow } from './base-rows';

/**
 * One of a user's sources of data (docs/decisions/sources.md): a budget workbook or Google Sheet
 * (`workbook`, each import replaces its rows) or an account's statements (`account`, each import
 * adds to it). Every import belongs to one (`Import.sourceId`).
 */
@Entity('sources')
@Index('IDX_sources_user', ['userId'])
export class Source extends UserRow {
  /** As the user typed it (trimmed, no control characters), or made from a file's name (sourceNameFor). */
  @Column({ type: 'varchar', length: 120 })
  name: string;

  @Column({ type: 'varchar', length: 10 })
  kind: DataSourceKind;

  /** The account number its statements state (OFX `ACCTID`, CAMT `IBAN`), as they state it; null when none did. */
  @Column({ name: 'account_number', type: 'varchar', length: 64, nullable: true })
  accountNumber: string | null;

  /** SHA-256 (hex) of its newest import's header labels (workflow-selection.ts columnsOfSheets); null when none had a header. */
  @Column({ name: 'column_signature', type: 'varchar', length: 64, nullable: true })
  columnSignature: string | null;

  /** ISO 4217 code of the source's amounts; null until known. */
  @Column({ type: 'varchar', length: 3, nullable: true })
  currency: string | null;

  @BigintColumn('created_at')
  createdAt: number;

  /** When the user deleted it; null while it is theirs to see. Kept, with its imports, so that restoring one brings it back. */
  @BigintColumn('deleted_at', { nullable: true })
  deletedAt: number | null;
}

/**
 * A matched transfer the user undid (docs/decisions/sources.md): the two rows, by their `seq`, are
 * never matched with each other again.
 */
@Entity('transfer_unmatches')
export class TransferUnmatch extends UserKeyedRow {
  /** The row money left. */
  @PrimaryColumn({ name: 'out_seq', type: 'integer' })
  outSeq: number;

  /** The row money arrived in. */
  @PrimaryColumn({ name: 'in_seq', type: 'integer' })
  inSeq: number;
}
