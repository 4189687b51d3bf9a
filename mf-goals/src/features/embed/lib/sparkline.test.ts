import { sparklineGeometry } from './sparkline';

describe('sparklineGeometry', () => {
  it('scales dates to x and balances (with the target) to y, y growing downwards', () => {
    const geometry = sparklineGeometry(
      [
        { date: '2025-01-01', balance: 0 },
        { date: '2025-01-11', balance: 50 },
        { date: '2025-01-21', balance: 100 },
      ],
      200,
      100,
      50,
      0,
    );
    // x: 0, 10, 20 days of 20 → 0, 50, 100; y: 0..200 on 50 px → 50, 37.5, 25.
    expect(geometry).toEqual({ points: '0,50 50,37.5 100,25', targetY: 0, min: 0, max: 200 });
  });

  it('keeps the line inside the padding', () => {
    const geometry = sparklineGeometry(
      [
        { date: '2025-01-01', balance: 0 },
        { date: '2025-02-01', balance: 10 },
      ],
      null,
      100,
      50,
      5,
    );
    expect(geometry?.points).toBe('5,45 95,5');
    expect(geometry?.targetY).toBeNull();
  });

  it('copes with one point and a flat series without dividing by zero', () => {
    expect(sparklineGeometry([{ date: '2025-01-01', balance: 0 }], null, 100, 50, 0)?.points).toBe('0,50');
    expect(
      sparklineGeometry(
        [
          { date: '2025-01-01', balance: 0 },
          { date: '2025-02-01', balance: 0 },
        ],
        0,
        100,
        50,
        0,
      )?.points,
    ).toBe('0,50 100,50');
  });

  it('starts the scale at 0 or below for withdrawals that go negative', () => {
    const geometry = sparklineGeometry(
      [
        { date: '2025-01-01', balance: -100 },
        { date: '2025-02-01', balance: 100 },
      ],
      100,
      100,
      50,
      0,
    );
    expect(geometry).toMatchObject({ min: -100, max: 100, points: '0,50 100,0', targetY: 0 });
  });

  it('has nothing to draw without points, and skips points that are not dates', () => {
    expect(sparklineGeometry([], 100, 100, 50)).toBeNull();
    expect(sparklineGeometry([{ date: 'soon', balance: 5 }], 100, 100, 50)).toBeNull();
  });
});
