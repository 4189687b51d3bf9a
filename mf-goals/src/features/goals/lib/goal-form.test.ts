import { moneyFormat } from '@ontrack/api/domain';
import { goalDto } from '../../../testing/goals-server';
import { changedFields, goalToValues, newGoalValues, numberOrZero, parseGoalForm, type GoalFormValues } from './goal-form';

const valid = (overrides: Partial<GoalFormValues> = {}): GoalFormValues => ({
  ...newGoalValues('2025-06-15'),
  name: 'House',
  targetAmount: '20000',
  ...overrides,
});

describe('newGoalValues', () => {
  it('defaults to an emergency fund, monthly, 2 % interest, one year ahead, amounts 0', () => {
    expect(newGoalValues('2025-06-15')).toEqual({
      name: '',
      currentAmount: '0',
      targetAmount: '0',
      targetDate: '2026-06-15',
      category: 'emergency',
      contributionAmount: '0',
      contributionFrequency: 'monthly',
      interestRate: '2',
    });
  });

  it('moves 29 February to the 28th when next year has none', () => {
    expect(newGoalValues('2024-02-29').targetDate).toBe('2025-02-28');
  });
});

describe('goalToValues', () => {
  it('fills the form from a goal', () => {
    const goal = goalDto(3, {
      name: 'Trip',
      currentAmount: 120.5,
      targetAmount: 900,
      category: 'travel',
      contributionFrequency: 'weekly',
      interestRate: 1.5,
    });
    expect(goalToValues(goal)).toMatchObject({
      name: 'Trip',
      currentAmount: '120.5',
      targetAmount: '900',
      category: 'travel',
      contributionFrequency: 'weekly',
      interestRate: '1.5',
    });
  });
});

describe('changedFields', () => {
  it('keeps only the fields the form changed, so re-applied to a newer goal they change nothing else', () => {
    const goal = goalDto(1);
    const { fields } = parseGoalForm({ ...goalToValues(goal), contributionAmount: '400', name: ' Emergency fund ' });
    expect(changedFields(goal, fields)).toEqual({ contributionAmount: 400 });
    expect(changedFields(goal, parseGoalForm(goalToValues(goal)).fields)).toEqual({});
  });
});

describe('numberOrZero', () => {
  it.each([
    ['12.5', 12.5],
    ['', 0],
    ['  ', 0],
    ['abc', 0],
    ['1e3', 1000],
    ['-4', -4],
    ['Infinity', 0],
  ])('%j → %p', (text, expected) => expect(numberOrZero(text)).toBe(expected));
});

describe('parseGoalForm', () => {
  it('turns valid text into the goal fields, trimming the name', () => {
    const { fields, errors } = parseGoalForm(
      valid({ name: '  House  ', currentAmount: '1500.25', contributionAmount: '300', interestRate: '3.5' }),
    );
    expect(errors).toEqual({});
    expect(fields).toEqual({
      name: 'House',
      currentAmount: 1500.25,
      targetAmount: 20000,
      targetDate: '2026-06-15',
      category: 'emergency',
      contributionAmount: 300,
      contributionFrequency: 'monthly',
      interestRate: 3.5,
    });
  });

  it('requires a name', () => {
    expect(parseGoalForm(valid({ name: '   ' })).errors).toEqual({ name: 'Goal name is required.' });
  });

  it('refuses amounts that are no amounts, with the locale’s example, and counts them as 0', () => {
    const { fields, errors } = parseGoalForm(
      valid({ currentAmount: 'lots', targetAmount: '', contributionAmount: '1.234,56', interestRate: '' }),
    );
    expect(fields).toMatchObject({ currentAmount: 0, targetAmount: 0, contributionAmount: 0, interestRate: 0 });
    expect(errors).toEqual({
      currentAmount: '“lots” is not an amount. Write amounts like 1,234.56.',
      targetAmount: 'Enter an amount.',
      contributionAmount: '“1.234,56” is not an amount. Write amounts like 1,234.56.',
    });
  });

  it("reads amounts the user's locale's way: 1.234,56 in de-DE, 1'234.56 in de-CH", () => {
    const euros = moneyFormat('EUR', 'de-DE');
    const { fields, errors } = parseGoalForm(
      valid({ currentAmount: '1.234,56', targetAmount: '20.000', contributionAmount: '250,5' }),
      euros,
    );
    expect(errors).toEqual({});
    expect(fields).toMatchObject({ currentAmount: 1234.56, targetAmount: 20000, contributionAmount: 250.5 });
    expect(parseGoalForm(valid({ targetAmount: "12'500.50" }), moneyFormat('CHF', 'de-CH')).fields.targetAmount).toBe(12500.5);
    // A comma in de-DE is the decimal mark: three decimals are no amount of euros, never read as thousands.
    expect(parseGoalForm(valid({ currentAmount: '1,234' }), euros).errors).toEqual({
      currentAmount: '“1,234” is not an amount. Write amounts like 1.234,56.',
    });
    expect(goalToValues(goalDto(1, { currentAmount: 1500.5 }), euros).currentAmount).toBe('1500,5');
  });

  it('accepts a target of exactly 0.01 and a current amount of 0', () => {
    expect(parseGoalForm(valid({ targetAmount: '0.01', currentAmount: '0' })).errors).toEqual({});
  });

  it('refuses negative amounts and rates', () => {
    expect(parseGoalForm(valid({ currentAmount: '-1', contributionAmount: '-0.01', interestRate: '-0.1' })).errors).toEqual({
      currentAmount: 'Current amount cannot be negative.',
      contributionAmount: 'Contribution amount cannot be negative.',
      interestRate: 'Interest rate cannot be negative.',
    });
  });

  it('keeps to the inputs’ steps: cents for money, one decimal for the rate', () => {
    expect(parseGoalForm(valid({ currentAmount: '10.005', targetAmount: '99.999', interestRate: '2.25' })).errors).toEqual({
      currentAmount: '“10.005” is not an amount. Write amounts like 1,234.56.',
      targetAmount: '“99.999” is not an amount. Write amounts like 1,234.56.',
      interestRate: 'Interest rate can have at most one decimal.',
    });
    expect(parseGoalForm(valid({ currentAmount: '0.1', targetAmount: '0.3', interestRate: '0.7' })).errors).toEqual({});
  });

  it('refuses more decimals than cents, so a tiny fraction is not rounded away', () => {
    expect(parseGoalForm(valid({ contributionAmount: '0.30000000000000004' })).errors).toEqual({
      contributionAmount: '“0.30000000000000004” is not an amount. Write amounts like 1,234.56.',
    });
  });

  it('requires a real target date', () => {
    expect(parseGoalForm(valid({ targetDate: '' })).errors).toEqual({ targetDate: 'Target date is required.' });
    expect(parseGoalForm(valid({ targetDate: '2026-02-30' })).errors).toEqual({ targetDate: 'Target date must be a real calendar date.' });
  });

  it('allows a target date in the past (the screen then explains the goal cannot be met in time)', () => {
    expect(parseGoalForm(valid({ targetDate: '2020-01-01' })).errors).toEqual({});
  });
});
