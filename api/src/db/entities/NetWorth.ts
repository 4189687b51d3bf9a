import { Column, Entity, Index } from 'typeorm';
import { BigintColumn } from '../columns';
import { UserRow } from './base-rows';

/** A user's net-worth row, of assets or of liabilities (the two tables below start with these columns). */
abstract class NetWorthRow extends UserRow {
  /** 'asset' | 'liability' */
  @Column({ type: 'varchar', length: 10 })
  type: 'asset' | 'liability';
}

@Entity('networth_categories')
@Index('uq_networth_category', ['userId', 'type', 'name'], { unique: true })
export class NetWorthCategory extends NetWorthRow {
  @Column({ type: 'varchar', length: 60 })
  name: string;

  @Column({ name: 'sort_order', type: 'integer' })
  sortOrder: number;
}

@Entity('networth_entries')
@Index('idx_networth_entries_user', ['userId', 'date'])
export class NetWorthEntry extends NetWorthRow {
  @Column({ name: 'category_id', type: 'integer' })
  categoryId: number;

  @Column({ type: 'varchar', length: 120 })
  name: string;

  @BigintColumn('value_cents')
  valueCents: number;

  /** YYYY-MM-DD */
  @Column({ type: 'varchar', length: 10 })
  date: string;
}
