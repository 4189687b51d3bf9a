import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { bigintAsNumber } from '../columns';

@Entity('networth_categories')
@Index('uq_networth_category', ['userId', 'type', 'name'], { unique: true })
export class NetWorthCategory {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  /** 'asset' | 'liability' */
  @Column({ type: 'varchar', length: 10 })
  type: 'asset' | 'liability';

  @Column({ type: 'varchar', length: 60 })
  name: string;

  @Column({ name: 'sort_order', type: 'integer' })
  sortOrder: number;
}

@Entity('networth_entries')
@Index('idx_networth_entries_user', ['userId', 'date'])
export class NetWorthEntry {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @Column({ type: 'varchar', length: 10 })
  type: 'asset' | 'liability';

  @Column({ name: 'category_id', type: 'integer' })
  categoryId: number;

  @Column({ type: 'varchar', length: 120 })
  name: string;

  @Column({ name: 'value_cents', type: 'bigint', transformer: bigintAsNumber })
  valueCents: number;

  /** YYYY-MM-DD */
  @Column({ type: 'varchar', length: 10 })
  date: string;
}
