import type { DataSource, ObjectLiteral } from 'typeorm';

/**
 * TypeORM's SQLite drivers write a number parameter into the SQL text itself (`"user"."id" = 42`)
 * rather than binding it. Every user, goal and row id then makes a statement text of its own, which
 * better-sqlite3 must prepare anew: under `npm run load` most of the server's database time went to
 * preparing statements it had prepared a moment before for another id.
 *
 * Here whole numbers are bound instead, as BigInt: better-sqlite3 binds a BigInt as an INTEGER,
 * exactly what SQLite reads from the literal TypeORM would have written (a JavaScript number would
 * be bound as a REAL, and turn into `'5.0'` in a text column). Fractions and non-finite numbers are
 * left to TypeORM as they were. `escapeQueryWithParameters` is the driver's public hook for turning
 * named parameters into SQL and bound values (typeorm's Driver interface), so nothing private is
 * touched; test/sqlite-parameters.test.ts pins what it changes.
 */
export function bindWholeNumbers(dataSource: DataSource): void {
  const driver = dataSource.driver;
  const escape = driver.escapeQueryWithParameters.bind(driver);
  driver.escapeQueryWithParameters = (sql: string, parameters: ObjectLiteral) =>
    escape(sql, parameters ? withWholeNumbersAsBigInt(parameters) : parameters);
}

/** The parameters with each safe whole number (alone or in an array) as a BigInt. */
export function withWholeNumbersAsBigInt(parameters: ObjectLiteral): ObjectLiteral {
  let changed: ObjectLiteral | undefined;
  for (const key of Object.keys(parameters)) {
    const value: unknown = parameters[key];
    const bound = Array.isArray(value) ? (value.some(isWholeNumber) ? value.map(asBound) : value) : asBound(value);
    if (bound !== value) (changed ??= { ...parameters })[key] = bound;
  }
  return changed ?? parameters;
}

function isWholeNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

function asBound(value: unknown): unknown {
  return isWholeNumber(value) ? BigInt(value) : value;
}
