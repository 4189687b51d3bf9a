import { Column, PrimaryColumn, type ValueTransformer } from 'typeorm';

/**
 * BIGINT columns read back as numbers. They hold instants (epoch milliseconds: comparisons and
 * arithmetic stay plain numbers on both engines, with no driver time-zone conversions) and money in
 * cents. MySQL drivers hand BIGINT back as a string; every value stored here is below 2^53, so it
 * fits a double exactly.
 */
export const bigintAsNumber: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | number | null) => (value === null || value === undefined ? null : Number(value)),
};

/** A BIGINT column named `name`, read back as a number (`bigintAsNumber`): how every entity declares one. */
export function BigintColumn(name: string, options: { nullable?: true; default?: number } = {}): PropertyDecorator {
  return Column({ name, type: 'bigint', ...options, transformer: bigintAsNumber });
}

/**
 * A VARCHAR column of `length` characters, named as its property unless `name` says otherwise; `primary`
 * makes it the table's key. The length is the migration's: entities never create tables (data-source.ts).
 */
export function VarcharColumn(
  length: number,
  options: { name?: string; nullable?: true; unique?: true; default?: string } | { name?: string; primary: true } = {},
): PropertyDecorator {
  if ('primary' in options) return PrimaryColumn({ type: 'varchar', length, name: options.name });
  return Column({ type: 'varchar', length, ...options });
}
