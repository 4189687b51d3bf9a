import { Column, Entity } from 'typeorm';
import { BigintColumn } from '../columns';
import { UserKeyedRow } from './base-rows';

/**
 * The retirement planner's saved inputs, one row per user. Each column is null until
 * the person saves a value for it; null means "use the derived default" (spreadsheet, net worth or
 * the spec's default). Money in cents, percents and the multiple in hundredths, ages in years.
 */
@Entity('retirement_plans')
export class RetirementPlan extends UserKeyedRow {
  @Column({ name: 'current_age', type: 'integer', nullable: true })
  currentAge: number | null;

  @Column({ name: 'retirement_age', type: 'integer', nullable: true })
  retirementAge: number | null;

  @Column({ name: 'life_expectancy', type: 'integer', nullable: true })
  lifeExpectancy: number | null;

  @BigintColumn('current_annual_income_cents', { nullable: true })
  currentAnnualIncome: number | null;

  @BigintColumn('annual_savings_cents', { nullable: true })
  annualSavings: number | null;

  @BigintColumn('annual_expenses_cents', { nullable: true })
  annualExpenses: number | null;

  @BigintColumn('current_savings_cents', { nullable: true })
  currentSavings: number | null;

  /** Hundredths of a percent (7 % → 700), like the four below. */
  @Column({ name: 'pre_retirement_return_bp', type: 'integer', nullable: true })
  preRetirementReturn: number | null;

  @Column({ name: 'post_retirement_return_bp', type: 'integer', nullable: true })
  postRetirementReturn: number | null;

  @Column({ name: 'inflation_rate_bp', type: 'integer', nullable: true })
  inflationRate: number | null;

  /** Hundredths (25 → 2500). */
  @Column({ name: 'target_multiple_hundredths', type: 'integer', nullable: true })
  targetMultiple: number | null;

  @Column({ name: 'pre_retirement_volatility_bp', type: 'integer', nullable: true })
  preRetirementVolatility: number | null;

  @Column({ name: 'post_retirement_volatility_bp', type: 'integer', nullable: true })
  postRetirementVolatility: number | null;

  @BigintColumn('updated_at')
  updatedAt: number;
}
