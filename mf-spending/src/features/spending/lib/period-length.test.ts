import { i18n } from '@ontrack/shell/platform';
import { SPENDING_NAMESPACE } from '../../../i18n';
import { periodUnit } from './period-length';

describe('periodUnit', () => {
  it.each([
    [12, 'monthly', '12 months'],
    [1, 'monthly', '1 month'],
    [26, 'bi-weekly', '26 bi-weekly periods'],
    [1, 'bi-weekly', '1 bi-weekly period'],
    [4, 'quarterly', '4 quarters'],
    [1, 'yearly', '1 year'],
    [52, 'weekly', '52 weeks'],
    [3, 'something else', '3 weeks'],
    [0, '', '0 weeks'],
  ])('%p %p → %p', (count, type, text) => {
    expect(`${count} ${periodUnit(i18n.getFixedT('en', SPENDING_NAMESPACE), type, count)}`).toBe(text);
  });
});
