import { useEffect, useState } from 'react';

/**
 * How many of `total` items to draw now: the first `first` at once, then `step` more per task. A category page's 24
 * cards drawn in one task blocked a slow phone's main thread for about 150 ms (Lighthouse, 4x slowdown); a few per
 * task keep each task short, so a tap or a keystroke is answered between them. Two and two: a phone's window shows
 * the first card, a desktop's the first row of two, and since the cards are memoised (decision 0059) a step costs
 * its new cards only, so smaller steps make shorter tasks (decision 0069). The count never goes down, so items
 * already drawn stay drawn when more arrive ("Load more").
 */
export function useDrawnCount(total: number, first = 2, step = 2): number {
  const [drawn, setDrawn] = useState(first);
  useEffect(() => {
    if (drawn >= total) return;
    const timer = setTimeout(() => setDrawn((count) => count + step), 0);
    return () => clearTimeout(timer);
  }, [drawn, total, step]);
  return Math.min(drawn, total);
}
