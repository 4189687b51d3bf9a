import { DEFAULT_MONEY_FORMAT, moneyFormat } from '@ontrack/api/domain';
import { goalDto } from '../../../testing/goals-server';
import { projectionSummary, projectionTable } from './projection-text';

describe('a projection told in words', () => {
  it('says where the line goes, the target, and that an off-track goal falls short by the target date', () => {
    // $1,000 + $200 a month from Jun 15, 2025: $3,400 on the target date, $5,000 twenty months in.
    const goal = goalDto(1);
    expect(goal.onTrack).toBe(false);
    expect(projectionSummary(goal, DEFAULT_MONEY_FORMAT)).toBe(
      'The projected balance goes from $1,000 on Jun 15, 2025 to $5,000 on Feb 15, 2027. Target: $5,000 by Jun 15, 2026. ' +
        'Off track: $3,400 by the target date, reached in February 2027.',
    );
  });

  it('says when an on-track goal is reached', () => {
    // $1,000 + $500 a month: $5,000 on Feb 15, 2026 (month 8), $7,000 on the target date, where the line ends.
    const goal = goalDto(2, { contributionAmount: 500 });
    expect(goal.onTrack).toBe(true);
    expect(projectionSummary(goal, DEFAULT_MONEY_FORMAT)).toBe(
      'The projected balance goes from $1,000 on Jun 15, 2025 to $7,000 on Jun 15, 2026. Target: $5,000 by Jun 15, 2026. On track, reached in February 2026.',
    );
  });

  it('says so when the target is never reached', () => {
    const goal = goalDto(3, { contributionAmount: 0 });
    expect(projectionSummary(goal, DEFAULT_MONEY_FORMAT)).toMatch(
      /Off track: \$1,000 by the target date, not reached within the projection\.$/,
    );
  });

  it('lists every point of the line as a row: date and whole-dollar balance', () => {
    const goal = goalDto(1, { currentAmount: 1234.56 });
    const table = projectionTable(goal, DEFAULT_MONEY_FORMAT);
    expect(table.columns).toEqual(['Date', 'Projected balance']);
    expect(table.rows).toHaveLength(goal.series.length);
    expect(table.rows.slice(0, 2)).toEqual([
      ['Jun 15, 2025', '$1,235'],
      ['Jul 15, 2025', '$1,435'],
    ]);
  });
});

describe('a projection told in another currency', () => {
  /** Intl puts a no-break space between the code and the amount. */
  const plain = (text: string) => text.replace(/\u00a0/g, ' ');
  const chf = moneyFormat('CHF', 'en-US');

  it('says the amounts and lists the balances in the format it is given', () => {
    const goal = goalDto(1, { currentAmount: 1234.56 });
    expect(plain(projectionSummary(goalDto(3, { contributionAmount: 0 }), chf))).toBe(
      'The projected balance goes from CHF 1,000 on Jun 15, 2025 to CHF 1,000 on Jun 15, 2075. Target: CHF 5,000 by Jun 15, 2026. ' +
        'Off track: CHF 1,000 by the target date, not reached within the projection.',
    );
    expect(
      projectionTable(goal, chf)
        .rows.slice(0, 1)
        .map((row) => row.map(plain)),
    ).toEqual([['Jun 15, 2025', 'CHF 1,235']]);
  });
});
