import { createDataSource } from '../src/db/data-source';
import { GoalVersions1764230000000 } from '../src/db/migrations/1764230000000-GoalVersions';
import { testEngines } from './support/engines';
import { schemaBefore, scratchDatabase } from './support/scratch-database';

/**
 * The goal-version migration on a database that already holds goals: every existing goal starts at
 * version 1 and keeps its transactions and shares.
 */
describe.each(testEngines())('goal versions migration on %s', (engine) => {
  it('gives every existing goal version 1 and keeps its transactions and shares', async () => {
    const database = await scratchDatabase(engine);
    try {
      // The schema as it was before the migration, with one goal in it.
      await schemaBefore(database.url, GoalVersions1764230000000, async (before) => {
        await before.query(
          "INSERT INTO users (email, password_hash, plan_id, plan_paid, template_id, trial_ends_at, created_at) VALUES ('ann@example.com', 'x', 1, 0, 'wealth-whisperer', 0, 0)",
        );
        await before.query(
          "INSERT INTO savings_goals (user_id, name, current_cents, target_cents, target_date, category, contribution_cents, contribution_frequency, interest_bp, created_at, updated_at) VALUES (1, 'Trip', 100, 1000, '2026-01-01', 'travel', 10, 'monthly', 0, 0, 0)",
        );
        await before.query(
          "INSERT INTO goal_transactions (goal_id, public_id, description, amount_cents, date) VALUES (1, 101, 'Gift', 500, '2025-09-01')",
        );
        await before.query("INSERT INTO goal_shares (goal_id, token_hash, created_at) VALUES (1, 'hash', 0)");
      });

      const after = createDataSource(database.url);
      await after.initialize();
      try {
        const applied = await after.runMigrations({ transaction: 'each' });
        expect(applied.map((migration) => migration.name)).toContain('GoalVersions1764230000000');
        expect(
          (await after.query('SELECT id, version FROM savings_goals')).map((row: { version: unknown }) => Number(row.version)),
        ).toEqual([1]);
        expect(
          (await after.query('SELECT description FROM goal_transactions')).map((row: { description: string }) => row.description),
        ).toEqual(['Gift']);
        expect(await after.query('SELECT token_hash FROM goal_shares')).toHaveLength(1);
      } finally {
        await after.destroy();
      }
    } finally {
      await database.drop();
    }
  });
});
