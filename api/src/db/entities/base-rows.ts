import { Column, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';

/**
 * The key columns the tables of a user's (or of a goal's) rows start with, declared once: TypeORM
 * takes the columns of an abstract base class into each entity that extends it (the tables
 * themselves come from the migrations).
 */

/** A user's row with its own generated id, owned through `user_id`. */
export abstract class UserRow {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId: number;
}

/** A user's row keyed by `user_id`: alone (one row per user) or first among the key's columns. */
export abstract class UserKeyedRow {
  @PrimaryColumn({ name: 'user_id', type: 'integer' })
  userId: number;
}

/** A row of one savings goal, with its own generated id. */
export abstract class GoalRow {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ name: 'goal_id', type: 'integer' })
  goalId: number;
}
