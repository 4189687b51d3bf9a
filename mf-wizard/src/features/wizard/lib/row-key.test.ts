import { rowKey } from './row-key';

describe('rowKey', () => {
  it('tells apart pairs whose joined names would collide', () => {
    expect(rowKey({ category: 'a b', sub_category: 'c' })).not.toBe(rowKey({ category: 'a', sub_category: 'b c' }));
  });
});
