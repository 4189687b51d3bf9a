import { changeTone, formatChangePercent, spendingChange, type CategoryKind, type ChangeDirection, type ChangeTone } from './change';

describe('spendingChange', () => {
  it.each<[string, number, number, ChangeDirection, number | null]>([
    ['clearly up', 120, 100, 'up', 20],
    ['clearly down', 80, 100, 'down', -20],
    ['exactly +5 % is stable', 105, 100, 'stable', 5],
    ['exactly -5 % is stable', 95, 100, 'stable', -5],
    ['just above +5 %', 105.01, 100, 'up', 5],
    ['just below -5 %', 94.99, 100, 'down', -5],
    ['+5 % in awkward cents stays stable', 1.05, 1, 'stable', 5],
    ['unchanged', 250.5, 250.5, 'stable', 0],
    ['previous 0 gives stable', 500, 0, 'stable', null],
    ['previous 0 and current 0', 0, 0, 'stable', null],
    ['dropped to 0', 0, 300, 'down', -100],
    ['negative previous, higher now', 50, -100, 'up', 150],
    ['negative previous, lower now', -200, -100, 'down', -100],
    ['one decimal', 1, 3, 'down', -66.7],
  ])('%s: %p against %p', (_name, current, previous, direction, percent) => {
    expect(spendingChange(current, previous)).toEqual({ direction, percent });
  });
});

describe('changeTone', () => {
  it.each<[CategoryKind, ChangeDirection, ChangeTone]>([
    ['expenses', 'up', 'amber'],
    ['expenses', 'down', 'blue'],
    ['expenses', 'stable', 'grey'],
    ['income', 'up', 'blue'],
    ['income', 'down', 'amber'],
    ['income', 'stable', 'grey'],
    ['savings', 'up', 'blue'],
    ['savings', 'down', 'amber'],
    ['savings', 'stable', 'grey'],
  ])('%s going %s is %s', (kind, direction, tone) => {
    expect(changeTone(kind, direction)).toBe(tone);
  });
});

describe('formatChangePercent', () => {
  it('writes the percent the way the locale does', () => {
    expect(formatChangePercent({ direction: 'up', percent: 12.3 }, 'de-DE')).toBe('+12,3\u00a0%');
  });

  it.each<[number | null, string]>([
    [12.3, '+12.3%'],
    [-4, '-4.0%'],
    [0, '0.0%'],
    [null, '—'],
  ])('%p → %p', (percent, text) => {
    expect(formatChangePercent({ direction: 'stable', percent }, 'en-US')).toBe(text);
  });
});
