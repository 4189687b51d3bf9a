import { useCallback, useState, type UIEvent } from 'react';

/**
 * Which rows of a long list of fixed-height rows to render: those in the scrolled viewport plus a
 * few either side, so 200k rows cost a screenful of elements. `viewportHeight` is the scroll
 * container's height (fixed by its CSS).
 */
export function useWindowedRows(count: number, rowHeight: number, viewportHeight: number, overscan = 8) {
  const [scrollTop, setScrollTop] = useState(0);
  const onScroll = useCallback((event: UIEvent<HTMLElement>) => setScrollTop(event.currentTarget.scrollTop), []);
  const first = Math.max(0, Math.floor(scrollTop / rowHeight) - overscan);
  const last = Math.min(count, Math.ceil((scrollTop + viewportHeight) / rowHeight) + overscan);
  return { first, last, totalHeight: count * rowHeight, onScroll };
}
