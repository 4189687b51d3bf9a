import { act, renderHook } from '@testing-library/react';
import type { UIEvent } from 'react';
import { useWindowedRows } from './use-windowed-rows';

describe('useWindowedRows', () => {
  it('renders the viewport’s rows plus the overscan, moving with the scroll', () => {
    const { result } = renderHook(() => useWindowedRows(200_000, 40, 400, 5));
    expect(result.current).toMatchObject({ first: 0, last: 15, totalHeight: 8_000_000 });
    act(() => result.current.onScroll({ currentTarget: { scrollTop: 40_000 } } as UIEvent<HTMLElement>));
    expect(result.current).toMatchObject({ first: 995, last: 1015 });
    act(() => result.current.onScroll({ currentTarget: { scrollTop: 8_000_000 } } as UIEvent<HTMLElement>));
    expect(result.current.last).toBe(200_000);
  });
});
