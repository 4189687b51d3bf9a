import { warmUp } from './warm-up';

describe('warmUp', () => {
  it('reads its log until told a job is waiting, asking before each read', async () => {
    let asked = 0;
    await warmUp(() => (asked += 1) <= 2);
    // Two reads, then the third question ended it.
    expect(asked).toBe(3);
  });

  it('reads nothing when a job is already waiting, and never fails', async () => {
    let asked = 0;
    await expect(warmUp(() => ((asked += 1), false))).resolves.toBeUndefined();
    expect(asked).toBe(1);
  });
});
