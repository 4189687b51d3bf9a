import type { ValueTransformer } from 'typeorm';

/**
 * Instants are stored as epoch milliseconds in BIGINT columns: comparisons and arithmetic are plain
 * numbers on both engines, with no driver time-zone conversions. MySQL drivers hand BIGINT back as a
 * string, so it is turned into a number here (epoch milliseconds fit a double exactly).
 */
export const epochMillis: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | number | null) => (value === null || value === undefined ? null : Number(value)),
};
