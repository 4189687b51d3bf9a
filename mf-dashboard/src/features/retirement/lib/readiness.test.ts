import { basisText, chancePercent, readinessPercent } from './readiness';
import { i18n } from '@ontrack/shell/platform';
import { DASHBOARD_NAMESPACE } from '../../../i18n';

const t = i18n.getFixedT('en', DASHBOARD_NAMESPACE);

describe('readinessPercent', () => {
  it.each([
    [1.5096, '151%'],
    [3, '300%'], // at the cap: still a percent
    [3.0001, 'more than 3× your target'],
    [59.06, 'more than 3× your target'],
  ])('%d → %s', (fundedRatio, text) => {
    expect(readinessPercent({ fundedRatio }, t, 'en-US')).toBe(text);
  });
});

describe('chancePercent', () => {
  it('has one decimal', () => expect(chancePercent({ successProbability: 75.25 }, 'en-US')).toBe('75.3%'));
});

describe('readiness in German', () => {
  it('writes percents the de-DE way', () => {
    expect(readinessPercent({ fundedRatio: 1.5096 }, t, 'de-DE')).toBe('151\u00a0%');
    expect(chancePercent({ successProbability: 75.25 }, 'de-DE')).toBe('75,3\u00a0%');
  });
});

describe('basisText', () => {
  it('says when the plan stands on defaults only or on under 3 months of data, and nothing otherwise', () => {
    expect(basisText({ basis: 'defaults', incomeMissing: false, monthsCovered: null }, t)).toBe(
      'Built on default figures only, not on your data',
    );
    expect(basisText({ basis: 'little data', incomeMissing: false, monthsCovered: 2 }, t)).toBe(
      'Built on only 2 months of data: too little to rely on',
    );
    expect(basisText({ basis: 'little data', incomeMissing: false, monthsCovered: 1 }, t)).toBe(
      'Built on only 1 month of data: too little to rely on',
    );
    expect(basisText({ basis: null, incomeMissing: true, monthsCovered: 6 }, t)).toBeNull();
  });
});
