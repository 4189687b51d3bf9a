import { basisText, chancePercent, readinessPercent } from './readiness';

describe('readinessPercent', () => {
  it.each([
    [1.5096, '151%'],
    [3, '300%'], // at the cap: still a percent
    [3.0001, 'more than 3× your target'],
    [59.06, 'more than 3× your target'],
  ])('%d → %s', (fundedRatio, text) => {
    expect(readinessPercent({ fundedRatio })).toBe(text);
  });
});

describe('chancePercent', () => {
  it('has one decimal', () => expect(chancePercent({ successProbability: 75.25 })).toBe('75.3%'));
});

describe('basisText', () => {
  it('says when the plan stands on defaults only or on under 3 months of data, and nothing otherwise', () => {
    expect(basisText({ basis: 'defaults', incomeMissing: false, monthsCovered: null })).toBe(
      'Built on default figures only, not on your data',
    );
    expect(basisText({ basis: 'little data', incomeMissing: false, monthsCovered: 2 })).toBe(
      'Built on only 2 months of data: too little to rely on',
    );
    expect(basisText({ basis: 'little data', incomeMissing: false, monthsCovered: 1 })).toBe(
      'Built on only 1 month of data: too little to rely on',
    );
    expect(basisText({ basis: null, incomeMissing: true, monthsCovered: 6 })).toBeNull();
  });
});
